// What the share scope offers as formik (webpack.shared.js, PARTIAL).
export { FieldArray, Form, Formik, useField, useFormikContext } from 'formik/dist/formik.esm.js';
