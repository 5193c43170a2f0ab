import { addClassSchema, classIdFromQuery, editClassSchema, isRefundable } from './contract';
import { fitsMinorUnit, formatPrice, fromMinor, isKnownCurrency, toMinor } from '../common/money';

const errorsOf = async (values: Record<string, unknown>, schema: { validate: (v: unknown, o: object) => Promise<unknown> } = addClassSchema) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return [...new Set((error as { inner: { path: string; message: string }[] }).inner.map((e) => `${e.path}: ${e.message}`))];
  }
};

describe('the class form', () => {
  it('needs a name and a team; capacity 25 by default; header text is read as numbers and flags', async () => {
    expect(await errorsOf({})).toEqual(['Name: classes.validation.name', 'TeamID: classes.validation.team']);
    const cast = await addClassSchema.validate({ Name: ' Sprint ', TeamID: '45', Price: '199.50', AcceptNow: 'true', Currency: 'EUR' });
    expect(cast).toMatchObject({ Name: 'Sprint', TeamID: 45, Capacity: 25, Price: 199.5, AcceptNow: true, Currency: 'eur' });
  });

  it('refuses a capacity that is not a whole number from 0 to 10,000', async () => {
    for (const Capacity of ['-1', '2.5', 'ten', '10001']) {
      expect(await errorsOf({ Name: 'A', TeamID: 1, Capacity })).toEqual(['Capacity: classes.validation.capacity']);
    }
  });

  it('takes a price of 0 or more with at most the currency\'s decimals', async () => {
    for (const Price of ['-1', '1.999', 'free', '2000000']) {
      expect(await errorsOf({ Name: 'A', TeamID: 1, Price })).toEqual(['Price: classes.validation.price']);
    }
    expect(await errorsOf({ Name: 'A', TeamID: 1, Price: '1000.50', Currency: 'krw' })).toEqual(['Price: classes.validation.price']);
    expect(await errorsOf({ Name: 'A', TeamID: 1, Price: '50000', Currency: 'KRW' })).toEqual([]);
  });

  it('refuses an unknown currency and a start that is no real date', async () => {
    expect(await errorsOf({ Name: 'A', TeamID: 1, Currency: 'xyz1' })).toEqual(['Currency: classes.validation.currency']);
    for (const StartsAt of ['2030-02-30', 'tomorrow', '2030-13-01T09:00', '1999-12-31']) {
      expect(await errorsOf({ Name: 'A', TeamID: 1, StartsAt })).toEqual(['StartsAt: classes.validation.startsAt']);
    }
    expect((await addClassSchema.validate({ Name: 'A', TeamID: 1, StartsAt: ' ' })).StartsAt).toBeNull();
    expect(await errorsOf({ Name: 'A', TeamID: 1, StartsAt: '2030-02-28T09:30:00.000Z' })).toEqual([]);
  });

  it('on edit keeps what is left out, but never takes an empty name', async () => {
    const cast = await editClassSchema.validate({ ClassID: '5' });
    expect([cast.ClassID, cast.Name, cast.Capacity, cast.AcceptNow, cast.Price]).toEqual([5, undefined, undefined, undefined, undefined]);
    expect(await errorsOf({ ClassID: 5, Name: ' ' }, editClassSchema)).toEqual(['Name: classes.validation.name']);
  });
});

describe('the refund window', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is a full refund up to 7 days before the start, none after; an unscheduled class is refundable', () => {
    expect(isRefundable('2026-12-01T12:00:00Z', now)).toBe(true);
    expect(isRefundable('2026-12-01T11:59:59Z', now)).toBe(false);
    expect(isRefundable(null, now)).toBe(true);
  });
});

describe('money', () => {
  it('converts between major and minor units by the currency', () => {
    expect([toMinor(199.5, 'usd'), toMinor(0.29, 'usd'), toMinor(50000, 'krw')]).toEqual([19950, 29, 50000]);
    expect([fromMinor(19950, 'usd'), fromMinor(50000, 'krw')]).toEqual([199.5, 50000]);
    expect([fitsMinorUnit(199.5, 'usd'), fitsMinorUnit(0.1 + 0.2, 'usd'), fitsMinorUnit(1.5, 'krw')]).toEqual([true, true, false]);
  });

  it('formats a price as the reader writes it', () => {
    expect(formatPrice(199.5, 'usd', 'en-US')).toBe('$199.50');
    expect(formatPrice(199.5, 'brl', 'pt-BR')).toMatch(/^R\$\s199,50$/);
    expect(formatPrice(50000, 'krw', 'ko-KR')).toBe('₩50,000');
    expect([isKnownCurrency('usd'), isKnownCurrency('xyz'), isKnownCurrency('US')]).toEqual([true, false, false]);
  });
});

describe('classIdFromQuery', () => {
  it("reads SPEC's ?classID= and nothing else", () => {
    expect(classIdFromQuery(new URLSearchParams('classID=12'))).toBe(12);
    for (const query of ['', 'classID=0', 'classID=abc', 'classId=12', 'classID=1e3']) expect(classIdFromQuery(new URLSearchParams(query))).toBeNull();
  });
});
