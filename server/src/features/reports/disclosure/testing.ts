import type { Figure, Measure } from './leaks';

/**
 * For tests: the disclosure control is held against a brute force that shares none of its
 * arithmetic, exact integer elimination over each person's two scores, trying every group of
 * 1 to min - 1 people.
 */
const SIGN: Record<Measure, [bigint, bigint]> = { assessment: [1n, 0n], reassessment: [0n, 1n], change: [-1n, 1n] };

function exactRank(matrix: bigint[][]): number {
  const rows = matrix.map((row) => [...row]);
  let rank = 0;
  const width = rows[0]?.length ?? 0;
  for (let col = 0; col < width && rank < rows.length; col++) {
    const at = rows.findIndex((row, r) => r >= rank && row[col] !== 0n);
    if (at < 0) continue;
    [rows[rank], rows[at]] = [rows[at], rows[rank]];
    for (let r = 0; r < rows.length; r++) {
      if (r === rank || rows[r][col] === 0n) continue;
      const [a, b] = [rows[rank][col], rows[r][col]];
      rows[r] = rows[r].map((v, j) => v * a - rows[rank][j] * b);
    }
    rank += 1;
  }
  return rank;
}

/** Every group of 1 to min - 1 of these people whose scores some combination of the figures gives. */
export function exposedGroups(figures: readonly Figure[], people: readonly number[], minSize: number): number[][] {
  const column = new Map(people.map((id, i) => [id, i]));
  const matrix = figures.map((figure) => {
    const row = Array.from({ length: 2 * people.length }, () => 0n);
    for (const id of figure.members) {
      const i = column.get(id) as number;
      [row[2 * i], row[2 * i + 1]] = SIGN[figure.measure];
    }
    return row;
  });
  if (!matrix.length) return [];
  const full = exactRank(matrix);
  const groups: number[][] = [];
  const visit = (from: number, chosen: number[]) => {
    if (chosen.length) {
      const dropped = new Set(chosen.flatMap((i) => [2 * i, 2 * i + 1]));
      if (exactRank(matrix.map((row) => row.filter((_, j) => !dropped.has(j)))) < full) groups.push(chosen.map((i) => people[i]));
    }
    if (chosen.length === minSize - 1) return;
    for (let i = from; i < people.length; i++) visit(i + 1, [...chosen, i]);
  };
  visit(0, []);
  return groups;
}
