// What the share scope offers as yup (webpack.sharing.js, PARTIAL): the schema types the shared
// schemas are built from.
export { array, boolean, mixed, number, object, string, ValidationError } from 'yup/index.esm.js';
