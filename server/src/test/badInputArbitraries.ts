import fc from 'fast-check';
import { MAX_PASSWORD, MAX_TEXT } from 'shared-api/contract';
import { rawUtf8, SPEC_HEADERS } from './badInput';

/**
 * fast-check arbitraries of what an outside client may send to any /api route: JSON bodies of
 * the product's field names with values of the wrong type, fields missing and unknown, control
 * characters, lone surrogates, huge and non-Latin text; headers and query strings of the same.
 */

/** C0 controls and DEL: the server refuses them in any parameter (line breaks and tabs aside in free text). */
const CONTROL = ['\u0000', '\r\n', '\n', '\r', '\t', '\u0007', '\u001b', '\u007f'];
/** What passes that check and reaches the handlers: NEL, line and paragraph separators, lone surrogates, a BOM, zero-width and combining marks. */
const ODD_UNICODE = ['\u0085', '\u2028', '\u2029', '\ud800', '\udfff', '\udc00\ud800', '\ufeff', '\u200b', '\u0301', '\uffff'];
const NON_LATIN = ['한국어', '비밀번호', 'مرحبا', 'كلمة المرور', '😀', '👩‍👩‍👧‍👦', '🇰🇷', 'Ωμέγα', '中文', 'İstanbul', 'ß'];
/** Almost an id, a flag, a date, an email, a currency or a language; and what breaks naive code. */
const LOOKALIKES = [
  '1', '2', ' 42 ', '-1', '0', '1e3', '0x10', '1.5', '2147483648', '99999999999', 'true', 'false', 'null', 'NaN', '', ' ',
  '%00', '%0A', '%zz', '%', '%E2%80%A8', '%ED%A0%80', 'a@b.co', 'ADMIN@EXAMPLE.ORG', '2024-02-30', '9999-12-31', 'usd', 'KRW', 'ENG',
  '7,12', '../..', "' or 1=1 --", '<script>', '{{name}}', '$(id)',
];
/** Names an object already has: a handler reading body[name] must not find a function there. */
const OBJECT_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'then', 'length', '0', ''];

/** Mostly text the server lets through to the handlers; now and then what it refuses at the door. */
const piece = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }), weight: 2 },
  { arbitrary: fc.constantFrom(...NON_LATIN), weight: 4 },
  { arbitrary: fc.constantFrom(...LOOKALIKES), weight: 4 },
  { arbitrary: fc.constantFrom(...ODD_UNICODE), weight: 3 },
  fc.constantFrom(...CONTROL),
  // any code point, controls and lone surrogates included
  fc.string({ unit: 'binary', maxLength: 12 }),
);
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

/** Valid-looking fields, so a bad one beside them is reached after the good ones are read. */
const plausible = fc.record(
  {
    name: fc.constant('Fuzz Tester'),
    email: fc.uuid().map((id) => `fuzz-${id}@example.org`),
    password: fc.constant('fuzz-password-1'),
    teamID: fc.constant(1),
    classID: fc.constant(1),
    TeamID: fc.constant(1),
    ClassID: fc.constant(1),
    UserID: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: [] },
);

/** A client encodes text as a browser does: lone surrogates become U+FFFD (as TextEncoder makes them), then URI-encoding. */
const uriEncoded = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
/** The bytes Node (and HTTP) refuse in a header value are dropped: no client can send them. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const headerValue = fc.oneof(
  text.map(uriEncoded),
  text.map((value) => headerSafe(rawUtf8(value))),
  fc.constantFrom(...LOOKALIKES).map(headerSafe),
  fc.tuple(fc.constantFrom(...NON_LATIN, 'x', '%00'), fc.integer({ min: 1, max: 20 * 1024 })).map(([unit, size]) => headerSafe(rawUtf8(unit.repeat(size))).slice(0, size)),
);
/** SPEC.md's parameters, and the headers the server reads for itself. */
const HEADER_NAMES = [...SPEC_HEADERS, 'accept-language', 'cookie', 'authorization', 'stripe-signature', 'x-forwarded-for', 'host'];
const headers = fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 6 });

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
  const object = fc
    .tuple(fc.option(plausible, { nil: {} }), fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 }), fc.dictionary(keys, value, { maxKeys: 3 }))
    .map(([base, known, unknown]) => ({ ...base, ...unknown, ...known }));
  const payload = fc.oneof(
    { arbitrary: object.map((body) => JSON.stringify(body)), weight: 30 },
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
