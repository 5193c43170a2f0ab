// lodash-es/clone, for formik: webpack.shared.js aliases it here (lodash.ts says why).
export { clone as default } from './lodash';
