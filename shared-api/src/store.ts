import { configureStore } from '@reduxjs/toolkit';
import { api } from './accounts/api';

/** The one Redux store: the host creates it; component tests create their own. */
export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
