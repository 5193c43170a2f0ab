// What the share scope offers as formik (webpack.shared.js, PARTIAL).
export { FieldArray, Form, Formik, getIn, setIn, useField, useFormikContext } from 'formik/dist/formik.esm.js';
