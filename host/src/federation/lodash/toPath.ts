// lodash-es/toPath, for formik: webpack.shared.js aliases it here (lodash.ts says why).
export { toPath as default } from './lodash';
