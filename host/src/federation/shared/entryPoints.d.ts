// The ES module files the partial modules re-export from (webpack.sharing.js aliases them), typed
// as the packages they are.
declare module '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs' {
  export * from '@reduxjs/toolkit';
}
declare module 'react-redux/dist/react-redux.mjs' {
  export * from 'react-redux';
}
declare module 'styled-components/dist/styled-components.browser.esm.js' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
declare module 'formik/dist/formik.esm.js' {
  export * from 'formik';
}
declare module 'yup/index.esm.js' {
  export * from 'yup';
}
