import { PAGES, pages } from './pages';

// Each offered page waits for the admin's texts (TextParts): participants' pages never load them.
it('offers every page, each wrapped to load the admin’s texts first', () => {
  expect(Object.keys(pages)).toEqual(Object.keys(PAGES));
  for (const [key, Page] of Object.entries(pages)) expect([key, Page.name]).toEqual([key, 'StaffPage']);
});
