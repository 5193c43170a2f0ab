import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, AUDIT_FACTS, AUDIT_REF_KINDS } from '../audit/contract';
import { ERROR_CODES } from '../common/errorCodes';
import { LANGUAGES } from '../common/types';
import { en } from './en';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['host', 'participant-app', 'admin-app', 'shared-ui', 'shared-api', 'server'].map((ws) => path.join(ROOT, ws, 'src'));
/** The browser journeys only read texts: a key they name must exist, but does not count as used. */
const READERS = [path.join(ROOT, 'e2e')];
const OUTPUTS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const DICTIONARIES = new Set(['en', 'es', 'ko', 'pt'].map((language) => path.join(__dirname, language)));
const SERVER = path.join(ROOT, 'server', path.sep);

/** Keys the code builds at run time, listed from their source of truth. */
const BUILT = [
  ...ERROR_CODES.map((code) => `errors.${code}`), // the error answer and useErrorText()
  ...LANGUAGES.map((language) => `lang.${language}`), // the language picker
  ...AUDIT_ACTIONS.map((action) => `audit.action.${action}`), // the audit screen's action labels
  ...AUDIT_REF_KINDS.map((kind) => `audit.target.${kind}`), // its targets
  ...AUDIT_FACTS.map((fact) => `audit.fact.${fact}`), // and its facts (shared-api/src/audit/contract.ts)
];

const defined = new Set(Object.keys(en));
const namespaces = new Set([...defined].map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return OUTPUTS.has(entry.name) || DICTIONARIES.has(full) ? [] : sourceFiles(full);
    return /\.(tsx?|json)$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.(test\.tsx?|spec\.ts)$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** How a server file reaches the texts: the dictionaries, or the request's language helpers. */
const TEXT_IMPORT = /from 'shared-api\/texts'|\brequest(Text|Count)\b/;

/**
 * Quoted literals shaped like a key of one of the dictionaries' namespaces. The server also names
 * SQL columns and JSON paths that way (users.id, assessment.questions), so there only a file that
 * reaches the texts can name a key.
 */
function keyLiterals(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  if (file.startsWith(SERVER) && !TEXT_IMPORT.test(source)) return [];
  const literals = source.matchAll(/(['"`])([A-Za-z]\w*(?:\.\w+)+)\1/g);
  return [...literals].map((m) => m[2]).filter((literal) => namespaces.has(literal.split('.')[0]));
}

/**
 * Every key is used and every key named exists (DESIGN.md, after Formbricks' scan-translations).
 * The type check holds the keys given to t() and translate(); this also finds the dead ones and
 * the keys kept as plain strings.
 */
describe('text keys', () => {
  const sources = SOURCES.flatMap(sourceFiles);
  const product = sources.filter((file) => !isTest(file));
  const readers = [...sources.filter(isTest), ...READERS.flatMap(sourceFiles)];

  it('are all used by the product (a key only tests name is not)', () => {
    const used = new Set([...product.flatMap(keyLiterals), ...BUILT]);
    expect([...defined].filter((key) => !used.has(key))).toEqual([]);
  });

  it('are all defined', () => {
    const named = [...product, ...readers].flatMap((file) => keyLiterals(file).map((key) => `${key} in ${path.relative(ROOT, file)}`));
    expect(named.filter((entry) => !defined.has(entry.split(' ')[0]))).toEqual([]);
  });
});

/** A language's namespace files (texts/<language>/<namespace>.ts): all but its index and glossary. */
const namespaceFiles = (language: string) =>
  fs.readdirSync(path.join(__dirname, language)).filter((name) => name.endsWith('.ts') && !['index.ts', 'glossary.ts'].includes(name));

/**
 * Every key lives in the file its prefix names, and once: in each language, `x.y` is defined in
 * <language>/x.ts, or in <language>/x.<part>.ts when it loads with another part of the texts than
 * the rest of its namespace (../lazy.ts); that file exports `x<Part>`.
 */
describe.each(['en', 'es', 'ko', 'pt'])('the %s texts', (language) => {
  const files = namespaceFiles(language).map((name) => {
    const source = fs.readFileSync(path.join(__dirname, language, name), 'utf8');
    const keys = [...source.matchAll(/^\s*(['"])([\w.]+)\1:/gm)].map((m) => m[2]);
    const [namespace, part = ''] = name.replace(/\.ts$/, '').split('.');
    return { name, namespace, exported: namespace + part.charAt(0).toUpperCase() + part.slice(1), source, keys };
  });

  it('keep each key in the file its prefix names', () => {
    const misplaced = files.flatMap(({ name, namespace, keys }) =>
      keys.filter((key) => key.split('.')[0] !== namespace).map((key) => `${key} in ${language}/${name}, not ${language}/${key.split('.')[0]}.ts`),
    );
    expect(misplaced).toEqual([]);
  });

  it('define no key twice', () => {
    const where = new Map<string, string[]>();
    for (const { name, keys } of files) for (const key of keys) where.set(key, [...(where.get(key) ?? []), name]);
    expect([...where].filter(([, names]) => names.length > 1).map(([key, names]) => `${key} in ${names.join(', ')}`)).toEqual([]);
  });

  it('name each file by its namespace, which the language spreads once', () => {
    expect(files.filter(({ exported, source }) => !new RegExp(`^export const ${exported}\\b`, 'm').test(source)).map((f) => f.name)).toEqual([]);
    const index = fs.readFileSync(path.join(__dirname, language, 'index.ts'), 'utf8');
    const spread = [...index.matchAll(/\.\.\.(\w+)/g)].map((m) => m[1]).sort();
    expect(spread).toEqual(files.map((f) => f.exported).sort());
  });

  it('hold every key of the dictionary', () => {
    expect(files.flatMap((f) => f.keys).sort()).toEqual([...defined].sort());
  });
});
