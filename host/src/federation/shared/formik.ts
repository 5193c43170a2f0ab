// What the share scope offers as formik (webpack.sharing.js, PARTIAL).
export { FieldArray, Form, Formik, getIn, setIn, useField, useFormikContext } from 'formik/dist/formik.esm.js';
