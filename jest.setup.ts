// jsdom has no fetch: the stand-in exists before any test file creates shared-api's fetchBaseQuery,
// which otherwise warns that it has none.
import './shared-ui/src/fakeFetch';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { LANGUAGES } from 'shared-api/contract';
import { loadDictionary } from 'shared-api/texts/lazy';

// The browser loads a language when it is first shown; tests render at once, in any language.
beforeAll(() => Promise.all(LANGUAGES.map((language) => loadDictionary(language, ['base', 'staff']))));

// A screen waited for (findBy..., waitFor) may take more than the default second on a 2-core CI
// machine running the server suites beside it (a lazily loaded dashboard modal did): a wait, not
// a measure of speed, so a generous one.
configure({ asyncUtilTimeout: 5000 });
