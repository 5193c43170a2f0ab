// lodash-es/isPlainObject, for formik: webpack.shared.js aliases it here (lodash.ts says why).
export { isPlainObject as default } from './lodash';
