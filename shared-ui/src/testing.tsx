/**
 * Test helpers for every front-end workspace (import from 'shared-ui/testing'). Kept out of the
 * production barrel because it imports testing-library and jest.
 */
import { StrictMode, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { createStore } from 'shared-api';
import type { AppStore, Language, MeResponse } from 'shared-api';
import { I18nProvider } from './I18nProvider';

export { mockApi } from './fakeFetch';
export type { MockReply, MockRequest, MockRoute } from './fakeFetch';

/** Cookies and session storage outlive a test in jsdom; every test starts logged out. */
afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  sessionStorage.clear();
});

export interface RenderOptions {
  /** The URL the memory router starts at, with its query string. */
  route?: string;
  language?: Language;
  store?: AppStore;
}

/**
 * Renders a screen the way the host does: one store, the i18n provider (its setLanguage works)
 * and a router, in StrictMode so effects that run twice are caught.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', language = 'ENG', store = createStore() }: RenderOptions = {}) {
  const current: { location?: Location; language: Language } = { language };

  function LocationProbe() {
    current.location = useLocation();
    return null;
  }

  function Providers({ children }: { children: ReactNode }) {
    const [lang, setLang] = useState<Language>(language);
    current.language = lang;
    return (
      <StrictMode>
        <Provider store={store}>
          <I18nProvider language={lang} setLanguage={setLang}>
            <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
              <LocationProbe />
              {children}
            </MemoryRouter>
          </I18nProvider>
        </Provider>
      </StrictMode>
    );
  }

  const user = userEvent.setup();
  const result = render(ui, { wrapper: Providers });
  return {
    ...result,
    store,
    user,
    /** The router's current path, e.g. '/portal'. */
    path: () => current.location?.pathname,
    /** Its query string, e.g. '?classID=5&teamID=45'. */
    search: () => current.location?.search,
    language: () => current.language,
  };
}

/** A file saved through saveFile, as the test reads it. */
export interface SavedFile {
  name: string;
  type: string;
  /** Its text as an editor shows it: decoded as UTF-8, without the byte-order mark. */
  text: () => Promise<string>;
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blob);
  });

/**
 * Catches the files a screen saves (saveFile, saveTextFile) instead of downloading them; the list
 * fills as they are saved. Undone by jest.restoreAllMocks().
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has neither: give spyOn something to replace.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:saved-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, type: blob.type, text: () => textOf(blob) });
  });
  return saved;
}

/** /api/me for participant 42 (Ana Lima) of team 7, with `over` on top: every screen's test starts here. */
export const meReply = (over: Partial<MeResponse> = {}): MeResponse => ({
  user_id: 42,
  name: 'Ana Lima',
  email: 'ana@acme.org',
  admin: false,
  teamLeader: false,
  teamLead: [],
  team_id: 7,
  language: 'ENG',
  first_login: false,
  team: { isPlatform: false, publicSlug: null, postAssessmentForm: false, resultsSoonMessage: false, academyQuestion: false, civilianForm: false },
  classId: null,
  mfa_enabled: false,
  has_password: true,
  mfa_setup_required: false,
  ...over,
});
