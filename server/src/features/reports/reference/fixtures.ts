import fixtures from './fixtures.json';

/** R's answers (reference.R wrote fixtures.json) and how the tests compare the product's with them. */
export interface Dataset {
  name: string;
  max: number;
  reverse: number[];
  ratings: number[][];
  pre: number[];
  post: number[];
  expected: Record<string, unknown>;
}

const TOLERANCE = 1e-6;

/** Deep comparison of numbers to TOLERANCE, nulls exactly, naming the path that differs. */
export function differences(actual: unknown, expected: unknown, path = ''): string[] {
  if (expected === null || actual === null) return actual === expected ? [] : [`${path}: ${String(actual)} vs R's ${String(expected)}`];
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(actual - expected) <= TOLERANCE * Math.max(1, Math.abs(expected)) ? [] : [`${path}: ${String(actual)} vs R's ${expected}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: length ${String((actual as unknown[])?.length)} vs ${expected.length}`];
    return expected.flatMap((e, i) => differences(actual[i], e, `${path}[${i}]`));
  }
  if (typeof expected === 'object') {
    return Object.entries(expected as Record<string, unknown>).flatMap(([key, e]) => differences((actual as Record<string, unknown>)?.[key], e, `${path}.${key}`));
  }
  return actual === expected ? [] : [`${path}: ${String(actual)} vs ${String(expected)}`];
}

/** As the report scores a rating: (r - 1) / (max - 1) * 100, reversed (max - r) / (max - 1) * 100. */
export const itemScores = ({ ratings, max, reverse }: Dataset) =>
  ratings.map((row) => row.map((r, i) => ((reverse.includes(i) ? max - r : r - 1) / (max - 1)) * 100));


export const datasets = fixtures.datasets as Dataset[];
