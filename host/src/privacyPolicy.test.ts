import fs from 'node:fs';
import path from 'node:path';
import { DELETION_DUE_DAYS, DELETION_LINK_HOURS, OUTBOX_KEPT_DAYS, RETENTION_WARNING_DAYS, type Language } from 'shared-api/contract';
import { glossaryProblems } from 'shared-api/texts/glossary';

/**
 * The privacy policy served at /privacy (host/public/privacy-policy.html): one static page, a
 * section per language, each saying the same things, with the numbers the code applies (issue 26).
 */
const html = fs.readFileSync(path.resolve(__dirname, '../public/privacy-policy.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

/** Each section's id (the anchor routes.ts's externalHref opens), its lang, and the product's language. */
const SECTIONS: { id: string; language: Language }[] = [
  { id: 'en', language: 'ENG' },
  { id: 'es', language: 'SPA' },
  { id: 'ko', language: 'KOR' },
  { id: 'pt-BR', language: 'BRPT' },
];

const sectionOf = (id: string): HTMLElement => {
  const section = page.getElementById(id);
  if (!section) throw new Error(`no section #${id}`);
  return section;
};

/** The section's words, without the names in <code> (cookie names are not words of the language). */
function wordsOf(id: string): string {
  const copy = sectionOf(id).cloneNode(true) as HTMLElement;
  copy.querySelectorAll('code').forEach((code) => code.remove());
  return copy.textContent ?? '';
}

describe('the privacy policy', () => {
  it('is static: no script', () => {
    expect(page.querySelectorAll('script')).toHaveLength(0);
  });

  it('has a section per language, each with its lang, its title and a link from the languages nav', () => {
    const sections = [...page.querySelectorAll('main > section')];
    expect(sections.map((section) => [section.id, section.getAttribute('lang'), section.querySelectorAll('h1').length])).toEqual(
      SECTIONS.map(({ id }) => [id, id, 1]),
    );
    const nav = page.querySelector('nav[aria-label]');
    expect([...(nav?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(SECTIONS.map(({ id }) => `#${id}`));
  });

  it('says the same things in each language: as many headings, list items and paragraphs', () => {
    const shape = (id: string) => ['h2', 'li', 'p'].map((tag) => sectionOf(id).querySelectorAll(tag).length);
    const english = shape('en');
    expect(english[0]).toBeGreaterThan(0);
    for (const { id } of SECTIONS) expect([id, shape(id)]).toEqual([id, english]);
  });

  it.each(SECTIONS)('$id states the periods the code applies', ({ id }) => {
    const numbers = wordsOf(id).match(/\d+/g) ?? [];
    expect(numbers).toEqual(
      expect.arrayContaining([RETENTION_WARNING_DAYS, OUTBOX_KEPT_DAYS, DELETION_DUE_DAYS, DELETION_LINK_HOURS].map(String)),
    );
  });

  it.each(SECTIONS)('$id links to the Account page, where the copy and the deletion request are', ({ id }) => {
    expect(sectionOf(id).querySelector('a[href="/account"]')).not.toBeNull();
  });

  it.each(SECTIONS)("$id uses the product's glossary", ({ id, language }) => {
    expect(glossaryProblems(language, [[id, wordsOf(id)]])).toEqual([]);
  });
});
