/**
 * The development-only bootstrap of a remote run alone (`npm run dev -w <remote>`): every page of
 * the remote at <base>/<key>, with a link bar, one store and the i18n provider. In the product the
 * host renders the pages (./Pages). Imported as 'shared-ui/standalone', so the production barrel
 * stays free of it.
 */
import { StrictMode, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createStore } from 'shared-api';
import type { Language } from 'shared-api';
import { GlobalStyle } from './components/GlobalStyle';
import { Loading } from './components/Loading';
import { I18nProvider } from './I18nProvider';

export interface StandaloneOptions {
  /** What the remote exposes as './Pages'. */
  pages: Record<string, ComponentType>;
  /** Where the pages live, e.g. '/remotes/admin' (the remote's public path without the last slash). */
  base: string;
}

function Standalone({ pages, base }: StandaloneOptions) {
  const [store] = useState(createStore);
  const [language, setLanguage] = useState<Language>('ENG');
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

/** Renders the remote's pages into #root, if the page has one. */
export function renderStandalone(options: StandaloneOptions): void {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <Standalone {...options} />
      </StrictMode>,
    );
  }
}
