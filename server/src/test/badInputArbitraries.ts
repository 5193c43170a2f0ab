import fc from 'fast-check';
import { AUDIT_ACTIONS, AUDIT_KINDS, LANGUAGES, MAX_PASSWORD, MAX_TEXT } from 'shared-api/contract';
import { rawUtf8, SPEC_HEADERS } from './badInput';

/**
 * fast-check arbitraries of what an outside client may send to any /api route: JSON bodies of
 * the product's field names with values of the wrong type, fields missing and unknown, control
 * characters, lone surrogates, huge and non-Latin text; headers and query strings of the same.
 */

/** What the server refuses in any parameter: C0 controls and DEL (line breaks and tabs aside in free text), lone surrogates. */
const REFUSED = ['\u0000', '\r\n', '\n', '\r', '\t', '\u0007', '\u001b', '\u007f', '\ud800', '\udfff', '\udc00\ud800'];
/** What it lets through to the handlers: NEL, line and paragraph separators, a BOM, zero-width and combining marks, a noncharacter. */
const ODD_UNICODE = ['\u0085', '\u2028', '\u2029', '\ufeff', '\u200b', '\u0301', '\uffff'];
const NON_LATIN = ['한국어', '비밀번호', 'مرحبا', 'كلمة المرور', '😀', '👩‍👩‍👧‍👦', '🇰🇷', 'Ωμέγα', '中文', 'İstanbul', 'ß'];
/** Almost an id, a flag, a date, an email, a currency or a language; and what breaks naive code. */
const LOOKALIKES = [
  '1', '2', ' 42 ', '-1', '0', '1e3', '0x10', '1.5', '2147483648', '99999999999', 'true', 'false', 'null', 'NaN', '', ' ',
  '%00', '%0A', '%zz', '%', '%E2%80%A8', '%ED%A0%80', 'a@b.co', 'ADMIN@EXAMPLE.ORG', '2024-02-30', '9999-12-31', 'usd', 'KRW', 'ENG',
  '7,12', '../..', "' or 1=1 --", '<script>', '{{name}}', '$(id)',
];
/** Names an object already has: a handler reading body[name] must not find a function there. */
const OBJECT_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'then', 'length', '0', ''];

const REFUSED_CHARS = /[\u0000-\u001f\u007f]|\p{Cs}/gu;
/** Text the server lets through to the handlers. */
const cleanPiece = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }), weight: 2 },
  { arbitrary: fc.constantFrom(...NON_LATIN), weight: 4 },
  { arbitrary: fc.constantFrom(...LOOKALIKES), weight: 4 },
  { arbitrary: fc.constantFrom(...ODD_UNICODE), weight: 3 },
  fc.string({ unit: 'binary', maxLength: 12 }).map((value) => value.replace(REFUSED_CHARS, '')),
);
/** Now and then what it refuses at the door; 'binary' is any code point, lone surrogates included. */
const piece = fc.oneof({ arbitrary: cleanPiece, weight: 20 }, fc.constantFrom(...REFUSED), fc.string({ unit: 'binary', maxLength: 12 }));
const cleanText = fc.array(cleanPiece, { maxLength: 4 }).map((pieces) => pieces.join(''));
const text = fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(''));

/** A piece repeated to `length` UTF-16 units: around the schemas' limits, and up to past the body limit. */
function huge(limit: number) {
  const length = fc.oneof(fc.constantFrom(MAX_TEXT, MAX_TEXT + 1, MAX_PASSWORD + 1, MAX_TEXT * 10 + 1, limit - 64, limit + 1), fc.integer({ min: 1, max: Math.ceil(limit * 1.25) }));
  return fc
    .tuple(piece.filter((p) => p.length > 0), length)
    .map(([unit, size]) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));
}

const email = fc.oneof(
  fc.emailAddress(),
  fc.tuple(text, fc.constantFrom('example.org', '예시.한국', 'EXAMPLE.ORG', '')).map(([local, domain]) => `${local}@${domain}`),
);

/** A JSON value of any type, nested (and now and then far deeper than any call reads). */
function jsonValue(keys: fc.Arbitrary<string>, limit: number) {
  const scalar = fc.oneof(
    { arbitrary: text, weight: 24 },
    { arbitrary: huge(limit), weight: 1 },
    { arbitrary: email, weight: 8 },
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31, 2 ** 53 + 2, 1e308, -0),
    fc.boolean(),
    fc.constant(null),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(keys, tie('value'), { maxKeys: 4 })),
  }));
  const deep = fc
    .tuple(fc.integer({ min: 30, max: 2_000 }), fc.boolean())
    .map(([depth, asList]) => Array.from({ length: depth }).reduce<unknown>((inner) => (asList ? [inner] : { a: inner }), 1));
  return fc.oneof({ arbitrary: value, weight: 12 }, deep);
}

const omit = (object: object, names: string[]) => Object.fromEntries(Object.entries(object).filter(([name]) => !names.includes(name)));

/** A client encodes text as a browser does: lone surrogates become U+FFFD (as TextEncoder makes them), then URI-encoding. */
const uriEncoded = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
/** The bytes Node (and HTTP) refuse in a header value are dropped: no client can send them. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const same = <T>(names: string[], arbitrary: fc.Arbitrary<T>) => Object.fromEntries(names.map((name) => [name, arbitrary]));

/**
 * A value each field would take, or nearly: a body of them reaches the handler, where the few
 * fields fuzzed beside them are read.
 */
function plausibleFields(): Record<string, fc.Arbitrary<unknown>> {
  const id = fc.integer({ min: 1, max: 4 });
  const label = cleanText.filter((value) => value.trim().length > 0);
  const slug = fc.stringMatching(/^[a-z0-9]{1,12}$/);
  const { departments } = fc.letrec((tie) => ({
    departments: fc.oneof(
      { depthSize: 'small' },
      fc.constant([]),
      fc.array(fc.record({ name: label, children: tie('departments') }, { requiredKeys: ['name'] }), { maxLength: 3 }),
    ),
  }));
  const ideas = fc.array(fc.record({ id: fc.nat(), text: cleanText }), { maxLength: 3 });
  const answerKey = fc.nat({ max: 40 }).map(String);
  const row = fc.record({ Name: label, Email: email, TeamID: id, Admin: fc.boolean(), Password: fc.constant('fuzz-password-1') }, { requiredKeys: ['Name', 'Email'] });
  return {
    ...same(['classID', 'teamID', 'TeamID', 'ClassID', 'UserID', 'EmailID', 'Before'], id),
    ...same(['Admin', 'TeamLeader', 'AcceptAny', 'AcceptNow', 'OverrideActive', 'UserAdmin', 'UserTeamLeader', 'ConfirmNoRefund', 'DryRun', 'reassess'], fc.constantFrom(true, false, 'true', '0')),
    ...same(['email', 'Email', 'UserEmail'], fc.uuid().map((uuid) => `fuzz-${uuid}@example.org`)),
    // createUser's password: the callers' current one
    ...same(['password', 'Password', 'UserPassword', 'CurrentPassword'], fc.constantFrom('fuzz-password-1', 'correct-horse-1')),
    ...same(['name', 'Name', 'UserName', 'TeamName', 'teamName', 'CohortName', 'Description', 'ShortDescription', 'TimeDescription', 'PlaceDescription', 'LengthDescription'], label),
    ...same(['LinkText', 'Slug'], slug),
    CohortId: fc.constantFrom(-1, 1, 2),
    UserIDs: fc.array(id, { minLength: 1, maxLength: 3 }),
    TeamLead: fc.constantFrom('1', '1,2', ''),
    CertDatetime: fc.constantFrom('2025-01-15', '2025-1-5'),
    StartsAt: fc.constantFrom('2030-01-01', '2030-01-01T10:00:00Z', ''),
    Currency: fc.constantFrom('usd', 'krw', 'eur'),
    Price: fc.constantFrom('0', '10', '99.50', 10),
    Capacity: fc.integer({ min: 0, max: 30 }),
    NumUsers: fc.integer({ min: 1, max: 3 }),
    language: fc.constantFrom(...LANGUAGES),
    departments,
    email_domains: fc.array(fc.constantFrom('example.org', '@예시.한국'), { maxLength: 2 }),
    settings: fc.record({ publicSlug: slug, postAssessmentForm: fc.boolean(), academyQuestion: fc.boolean(), language: fc.constantFrom(...LANGUAGES) }, { requiredKeys: [] }),
    slides: fc.array(fc.record({ title: label, url: cleanText.map((path) => `https://example.org/${uriEncoded(path)}`) }), { maxLength: 2 }),
    ideas,
    textAnswers: fc.dictionary(answerKey, ideas, { maxKeys: 2 }),
    answers: fc.dictionary(answerKey, fc.oneof(fc.integer({ min: 0, max: 100 }), cleanText, fc.dictionary(answerKey, fc.integer({ min: 1, max: 7 }), { maxKeys: 5 })), { maxKeys: 5 }),
    questionIndex: fc.nat({ max: 3 }),
    users: fc.array(row, { maxLength: 3 }),
    status: fc.constantFrom('queued', 'sent', 'outbox', 'failed'),
    ...same(['limit', 'Limit'], fc.integer({ min: 1, max: 50 })),
    Action: fc.constantFrom(...AUDIT_ACTIONS),
    Kind: fc.constantFrom(...AUDIT_KINDS),
  };
}

const headerValue = fc.oneof(
  text.map(uriEncoded),
  text.map((value) => headerSafe(rawUtf8(value))),
  fc.constantFrom(...LOOKALIKES).map(headerSafe),
  fc.tuple(fc.constantFrom(...NON_LATIN, 'x', '%00'), fc.integer({ min: 1, max: 20 * 1024 })).map(([unit, size]) => headerSafe(rawUtf8(unit.repeat(size))).slice(0, size)),
);
/** SPEC.md's parameters, and the headers the server reads for itself. */
const HEADER_NAMES = [...SPEC_HEADERS, 'accept-language', 'cookie', 'authorization', 'stripe-signature', 'x-forwarded-for', 'host'];
const headers = fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 4 });

function queryString(fields: string[]) {
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...fields), text), fc.oneof(text, fc.constantFrom(...LOOKALIKES), huge(4096)))
    .map(([name, value]) => `${uriEncoded(name)}=${uriEncoded(value)}`);
  const raw = fc.constantFrom('%', '%zz', '%FF', '%C0%80', '&&', '==', 'a[b]=1', 'a[]=1', '__proto__[x]=1', 'to=a&to=b', 'UserID=1&UserID=2');
  return fc.oneof(fc.constant(''), fc.array(fc.oneof(pair, raw), { minLength: 1, maxLength: 5 }).map((parts) => `?${parts.join('&')}`));
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/jsonx', '',
];

export interface BadRequest {
  headers: Record<string, string>;
  /** '' or '?...' */
  query: string;
  /** The raw body of a POST; GETs have none. */
  payload?: string;
}

/** Requests for a route of `method`, using `fields` (clientFieldNames) as names; huge values reach past `bodyLimit`. */
export function badRequests({ fields, bodyLimit, method }: { fields: string[]; bodyLimit: number; method: string }): fc.Arbitrary<BadRequest> {
  const keys = fc.oneof({ arbitrary: fc.constantFrom(...fields), weight: 3 }, text, fc.constantFrom(...OBJECT_KEYS));
  const value = jsonValue(keys, bodyLimit);
  const plausible = plausibleFields();
  // Mostly a body of plausible fields, some left out, a few of them and of others fuzzed, unknown ones added.
  const object = fc
    .tuple(
      fc.option(fc.record(plausible), { nil: {}, freq: 6 }),
      fc.subarray(Object.keys(plausible), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 3 }),
      fc.dictionary(keys, value, { maxKeys: 2 }),
    )
    .map(([base, missing, known, unknown]) => ({ ...omit(base, missing), ...unknown, ...known }));
  const payload = fc.oneof(
    { arbitrary: object.map((body) => JSON.stringify(body)), weight: 40 },
    // a JSON array, string, number or null where an object goes; a body cut short; no JSON at all
    fc.jsonValue().map((body) => JSON.stringify(body)),
    object.map((body) => JSON.stringify(body).slice(0, -1)),
    text,
  );
  const contentType = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 20 }, fc.constantFrom(...CONTENT_TYPES), headerValue);
  const common = { headers, query: queryString(fields) };
  if (method === 'GET') return fc.record(common);
  return fc
    .record({ ...common, payload, contentType })
    .map(({ contentType: type, ...request }) => ({ ...request, headers: { ...request.headers, 'content-type': type } }));
}
