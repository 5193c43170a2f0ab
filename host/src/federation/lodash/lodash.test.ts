import fc from 'fast-check';
import { clone, cloneDeep, isPlainObject, toPath } from './lodash';

/** lodash itself (CommonJS, the same 4.x as lodash-es), which the build replaces for formik. */
const lodash = jest.requireActual<{
  clone: (value: unknown) => unknown;
  cloneDeep: (value: unknown) => unknown;
  isPlainObject: (value: unknown) => boolean;
  toPath: (value: unknown) => unknown[];
}>('lodash');

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

/** What a form holds, and the odd values lodash treats specially. */
const samples = (): unknown[] => {
  const cyclic: Record<string, unknown> = { name: 'a' };
  cyclic.self = cyclic;
  const symbol = Symbol('key');
  const match = /(b)/.exec('abc');
  const regexp = /x+/gi;
  regexp.lastIndex = 2;
  return [
    undefined,
    null,
    0,
    -0,
    'text',
    true,
    { email: 'a@b.c', password: '', remember: false, nested: { list: [1, 'two', { three: 3 }] } },
    [1, [2, [3]], , { four: 4 }],
    new Date(1_700_000_000_000),
    regexp,
    match,
    new Map<unknown, unknown>([['a', { b: 1 }]]),
    new Set<unknown>([{ c: 1 }, 2]),
    new Uint8Array([1, 2, 3]),
    new Point(1, 2),
    Object.create(null) as object,
    Object.assign(Object.create(null) as object, { a: 1 }),
    { [symbol]: 'symbol value', plain: 1 },
    { fn: () => 1, error: new Error('kept'), weak: new WeakMap() },
    () => 1,
    new Error('top'),
    Object(1) as object,
    Object('s') as object,
    // fast-check's counterexample: a key named valueOf is a key, not a boxed value.
    { valueOf: new Date(0) },
    // And an own key named __proto__, which lodash keeps as a key.
    JSON.parse('{"__proto__": ""}') as object,
    cyclic,
  ];
};

/**
 * A boxed primitive's value, read with its own type's valueOf: an object's own "valueOf" key (fast-check
 * makes {valueOf: <a date>}) is just a key, not the value.
 */
const BOXED: Record<string, (value: unknown) => unknown> = {
  '[object Number]': (value) => Number.prototype.valueOf.call(value),
  '[object String]': (value) => String.prototype.valueOf.call(value),
  '[object Boolean]': (value) => Boolean.prototype.valueOf.call(value),
};

/** Structure, prototypes and identity, compared as lodash's results would be. */
function describeValue(value: unknown, original: unknown, seen = new Map<unknown, string>(), at = '$'): unknown {
  if (value === original && typeof value === 'object' && value !== null) return `same object as the original at ${at}`;
  if (typeof value === 'function') return value === original ? 'the same function' : 'another function';
  if (typeof value !== 'object' || value === null) return Object.is(value, -0) ? '-0' : value;
  if (seen.has(value)) return `cycle to ${seen.get(value)}`;
  seen.set(value, at);
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  const out: Record<string, unknown> = { tag: Object.prototype.toString.call(value), proto: proto === null ? null : proto.constructor?.name };
  const from = (original ?? {}) as Record<PropertyKey, unknown>;
  if (value instanceof Map) out.entries = [...value].map(([k, v], i) => [k, describeValue(v, (original as Map<unknown, unknown>)?.get?.(k), seen, `${at}.entry${i}`)]);
  else if (value instanceof Set) out.size = value.size;
  else if (value instanceof Date) out.time = value.getTime();
  else if (value instanceof RegExp) out.regexp = [value.source, value.flags, value.lastIndex];
  else if (ArrayBuffer.isView(value)) out.bytes = [...new Uint8Array(value.buffer)];
  else if (value instanceof Error) out.message = value.message;
  else if (BOXED[out.tag as string]) out.boxed = BOXED[out.tag as string](value);
  const keys = [...Object.keys(value), ...Object.getOwnPropertySymbols(value)];
  if (Array.isArray(value)) out.length = value.length;
  out.keys = keys.map((key) => [String(key), describeValue((value as Record<PropertyKey, unknown>)[key], from[key], seen, `${at}.${String(key)}`)]);
  return out;
}

describe("the build's lodash for formik", () => {
  it.each(samples().map((value, i) => [i, value]))('clone and cloneDeep give what lodash gives (sample %i)', (_i, value) => {
    expect(describeValue(cloneDeep(value), value)).toEqual(describeValue(lodash.cloneDeep(value), value));
    expect(describeValue(clone(value), value)).toEqual(describeValue(lodash.clone(value), value));
    expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
  });

  it('clone, cloneDeep and isPlainObject agree with lodash on any value fast-check makes', () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(describeValue(cloneDeep(value), value)).toEqual(describeValue(lodash.cloneDeep(value), value));
        expect(describeValue(clone(value), value)).toEqual(describeValue(lodash.clone(value), value));
        expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
      }),
    );
  });

  it('toPath splits as lodash does', () => {
    const paths = ['a.b.c', 'a[0].b', 'a["b.c"][1]', "a['x\\'y']", '.a', 'a..b', 'a[]', 'users[10].email', '', 'a[-1.5]', 'a.b[', '[0]'];
    for (const path of paths) expect([path, toPath(path)]).toEqual([path, lodash.toPath(path)]);
    for (const value of [['a', 0, -0], 5, -0, null, undefined, ['x.y']]) expect(toPath(value)).toEqual(lodash.toPath(value));
    fc.assert(fc.property(fc.string(), (path) => expect(toPath(path)).toEqual(lodash.toPath(path))));
  });
});
