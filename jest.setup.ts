import '@testing-library/jest-dom';
import { LANGUAGES } from 'shared-api/contract';
import { loadDictionary } from 'shared-api/texts/lazy';

// The browser loads a language when it is first shown; tests render at once, in any language.
beforeAll(() => Promise.all(LANGUAGES.map((language) => loadDictionary(language, ['base', 'staff']))));
