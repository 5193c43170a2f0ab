/**
 * lodash's clone, cloneDeep, isPlainObject and toPath, for formik, the only library that uses
 * lodash-es: webpack.shared.js aliases `lodash-es/<name>` here. Together they weigh a tenth of
 * lodash's clone machinery (about 100 modules) on every first page. Same results as lodash 4 for
 * what a form holds: primitives, plain objects, arrays, dates, maps, sets, regular expressions,
 * typed arrays, boxed primitives, objects with a prototype (kept), symbol keys, cycles; a value
 * lodash does not clone (a function, an Error, a DOM node, a File, a WeakMap) is kept as it is
 * inside a clone and gives {} at the top, as lodash does. lodash.test.ts compares them with lodash itself.
 */
type Seen = Map<object, unknown>;

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

const TYPED_ARRAY = /^(?:Float(?:32|64)|Int(?:8|16|32)|Uint(?:8|8Clamped|16|32)|BigInt64|BigUint64)Array$/;

/** Tags lodash knows how to clone (its cloneableTags). */
const CLONEABLE = new Set(['Arguments', 'Array', 'ArrayBuffer', 'DataView', 'Boolean', 'Date', 'Map', 'Number', 'Object', 'RegExp', 'Set', 'String', 'Symbol']);

function isObject(value: unknown): value is object {
  return value !== null && (typeof value === 'object' || typeof value === 'function');
}

function isPrototype(value: object): boolean {
  const Ctor = (value as { constructor?: unknown }).constructor;
  return value === ((typeof Ctor === 'function' && Ctor.prototype) || Object.prototype);
}

/** Own enumerable string keys and own enumerable symbols, as lodash copies them. */
function ownKeys(value: object): PropertyKey[] {
  const symbols = Object.getOwnPropertySymbols(value).filter((symbol) => Object.prototype.propertyIsEnumerable.call(value, symbol));
  return [...Object.keys(value), ...symbols];
}

function cloneArrayBuffer(buffer: ArrayBuffer): ArrayBuffer {
  const copy = new ArrayBuffer(buffer.byteLength);
  new Uint8Array(copy).set(new Uint8Array(buffer));
  return copy;
}

/**
 * lodash's baseAssignValue: an own key named "__proto__" is defined as a key; assigned, it would set
 * the clone's prototype instead and the key would be lost.
 */
function assignValue(object: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown) {
  if (key === '__proto__') Object.defineProperty(object, key, { configurable: true, enumerable: true, value, writable: true });
  else object[key] = value;
}

function baseClone(value: unknown, deep: boolean, nested: boolean, seen: Seen): unknown {
  if (!isObject(value)) return value;
  const tag = tagOf(value);
  const isFunction = typeof value === 'function';
  if (Array.isArray(value)) {
    const cached = seen.get(value);
    if (cached) return cached;
    const result: unknown[] = new (value.constructor as ArrayConstructor)(value.length);
    // A RegExp#exec result carries index and input.
    if (value.length && typeof value[0] === 'string' && Object.hasOwn(value, 'index')) {
      Object.assign(result, { index: (value as RegExpExecArray).index, input: (value as RegExpExecArray).input });
    }
    seen.set(value, result);
    for (let i = 0; i < value.length; i++) result[i] = deep ? baseClone(value[i], deep, true, seen) : value[i];
    return result;
  }
  if (tag === 'Object' || tag === 'Arguments' || (isFunction && !nested)) {
    const cached = seen.get(value);
    if (cached) return cached;
    const withPrototype = !isFunction && typeof (value as { constructor?: unknown }).constructor === 'function' && !isPrototype(value);
    const result: Record<PropertyKey, unknown> = withPrototype ? Object.create(Object.getPrototypeOf(value) as object | null) : {};
    seen.set(value, result);
    for (const key of ownKeys(value)) {
      const item = (value as Record<PropertyKey, unknown>)[key];
      assignValue(result, key, deep ? baseClone(item, deep, true, seen) : item);
    }
    return result;
  }
  const typed = TYPED_ARRAY.test(tag);
  if (!CLONEABLE.has(tag) && !typed) return nested ? value : {};
  const cached = seen.get(value);
  if (cached) return cached;
  const Ctor = (value as { constructor: new (...args: unknown[]) => object }).constructor;
  let result: object;
  switch (tag) {
    case 'ArrayBuffer':
      result = cloneArrayBuffer(value as ArrayBuffer);
      break;
    case 'DataView': {
      const view = value as DataView;
      result = new Ctor(deep ? cloneArrayBuffer(view.buffer as ArrayBuffer) : view.buffer, view.byteOffset, view.byteLength);
      break;
    }
    case 'Boolean':
    case 'Date':
      result = new Ctor(+(value as Date));
      break;
    case 'Number':
    case 'String':
      result = new Ctor(value);
      break;
    case 'RegExp': {
      const regexp = value as RegExp;
      const copy = new Ctor(regexp.source, /\w*$/.exec(regexp as unknown as string)![0]) as RegExp;
      copy.lastIndex = regexp.lastIndex;
      result = copy;
      break;
    }
    case 'Symbol':
      result = Object(Symbol.prototype.valueOf.call(value));
      break;
    // lodash copies a map's or set's values one level down even in a shallow clone.
    case 'Map': {
      const map = new Ctor() as Map<unknown, unknown>;
      seen.set(value, map);
      (value as Map<unknown, unknown>).forEach((item, key) => map.set(key, baseClone(item, deep, true, seen)));
      return map;
    }
    case 'Set': {
      const set = new Ctor() as Set<unknown>;
      seen.set(value, set);
      (value as Set<unknown>).forEach((item) => set.add(baseClone(item, deep, true, seen)));
      return set;
    }
    default: {
      // A typed array.
      const array = value as Uint8Array;
      const buffer = deep ? cloneArrayBuffer(array.buffer as ArrayBuffer) : array.buffer;
      result = new Ctor(buffer, array.byteOffset, array.length);
    }
  }
  seen.set(value, result);
  return result;
}

/** lodash's clone: a shallow copy. */
export function clone<T>(value: T): T {
  return baseClone(value, false, false, new Map()) as T;
}

/** lodash's cloneDeep. */
export function cloneDeep<T>(value: T): T {
  return baseClone(value, true, false, new Map()) as T;
}

/** lodash's isPlainObject: made by Object, an object literal or Object.create(null). */
export function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || tagOf(value) !== 'Object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  const Ctor = Object.hasOwn(proto, 'constructor') && (proto as { constructor: unknown }).constructor;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && Function.prototype.toString.call(Ctor) === Function.prototype.toString.call(Object);
}

const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;

function baseToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `${value.map(baseToString).join(',')}`;
  if (typeof value === 'symbol') return value.toString();
  const result = `${value as string}`;
  return result === '0' && 1 / (value as number) === -Infinity ? '-0' : result;
}

function toKey(value: unknown): string | symbol {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  const result = `${value as string}`;
  return result === '0' && 1 / (value as number) === -Infinity ? '-0' : result;
}

/** lodash's toPath: 'a[0].b["c"]' → ['a', '0', 'b', 'c']. */
export function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  const string = value == null ? '' : baseToString(value);
  const result: string[] = [];
  if (string.charCodeAt(0) === 46 /* . */) result.push('');
  string.replace(PROP_NAME, (match: string, number?: string, quote?: string, subString?: string) => {
    result.push(quote ? subString!.replace(ESCAPE_CHAR, '$1') : number || match);
    return match;
  });
  return result;
}
