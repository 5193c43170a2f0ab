// What the share scope offers as react-redux (webpack.sharing.js, PARTIAL): the hooks and context
// the host and RTK Query's React entry point use. Not connect().
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux/dist/react-redux.mjs';
