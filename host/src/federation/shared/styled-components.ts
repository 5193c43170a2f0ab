// What the share scope offers as styled-components (webpack.sharing.js, PARTIAL).
export { default, ThemeProvider, createGlobalStyle, css, keyframes } from 'styled-components/dist/styled-components.browser.esm.js';
