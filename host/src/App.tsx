import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createStore } from 'shared-api';
import { Shell } from './Shell';
import type { PageLoader } from './RemotePage';

/** One Redux store for the whole page: the remotes' RTK Query hooks use it through the shared slice. */
export function App({ loader }: { loader: PageLoader }) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Shell loader={loader} />
      </BrowserRouter>
    </Provider>
  );
}
