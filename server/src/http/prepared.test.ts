import zlib from 'node:zlib';
import { pickEncoding, prepare } from './prepared';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    [undefined, null],
    ['', null],
    [' BR ; q=0.5 ', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('prepare', () => {
  it('keeps a small answer as it is', () => {
    expect(prepare({ a: 1 })).toEqual({ json: Buffer.from('{"a":1}') });
  });

  it('compresses a large answer both ways, to the same bytes', () => {
    const value = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: `item ${i}` })) };
    const prepared = prepare(value);
    expect(JSON.parse(prepared.json.toString())).toEqual(value);
    expect(zlib.brotliDecompressSync(prepared.br!).equals(prepared.json)).toBe(true);
    expect(zlib.gunzipSync(prepared.gzip!).equals(prepared.json)).toBe(true);
    expect(prepared.br!.length).toBeLessThan(prepared.json.length);
  });
});
