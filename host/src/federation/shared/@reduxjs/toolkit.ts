// What the share scope offers as @reduxjs/toolkit (webpack.sharing.js, PARTIAL): the store, and
// what RTK Query's own entry points import from it. Not the listener and dynamic middlewares, the
// entity adapter, combineSlices.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';
