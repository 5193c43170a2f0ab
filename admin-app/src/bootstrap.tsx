import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createStore } from 'shared-api';
import type { Language } from 'shared-api';
import { GlobalStyle, I18nProvider, Loading } from 'shared-ui';
import { pages } from './pages';

/**
 * Only used when this remote runs alone (`npm run dev -w admin-app`): every page at
 * /remotes/admin/<key>. In the product the host renders the pages (./Pages).
 */
function Standalone() {
  const [store] = useState(createStore);
  const [language, setLanguage] = useState<Language>('ENG');
  const base = '/remotes/admin';
  return (
    <Provider store={store}>
      <I18nProvider language={language} setLanguage={setLanguage}>
        <GlobalStyle />
        <BrowserRouter basename={base}>
          <nav>
            {Object.keys(pages).map((key) => (
              <Link key={key} to={`/${key}`} style={{ marginRight: 12 }}>
                {key}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<Loading />}>
            <Routes>
              {Object.entries(pages).map(([key, Page]) => (
                <Route key={key} path={`/${key}`} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Standalone />
    </StrictMode>,
  );
}
