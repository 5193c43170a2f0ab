// lodash-es/cloneDeep, for formik: webpack.shared.js aliases it here (lodash.ts says why).
export { cloneDeep as default } from './lodash';
