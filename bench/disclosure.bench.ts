/**
 * The cohort report's disclosure control (issue 36, decision 027) on teams of growing size and
 * structure: people spread at random (a seeded stream) over cohorts (and none) and departments
 * (and none), 5 % without the assessment and 25 % without the reassessment, so that many small
 * cells meet. Prints the figures a team's reports could show, how many are withheld and why, and
 * the time to decide, first with nothing shown before, then against what that showed after a
 * tenth of the people moved. `npm run bench:disclosure -w bench`.
 */
import { decideDisclosure } from '../server/src/features/reports/disclosure/decide';
import { reportCandidates, type Person } from '../server/src/features/reports/disclosure/figures';
import { printTable } from './table';

const SHAPES = [
  [200, 4, 6],
  [500, 15, 10],
  [2_000, 10, 30],
  [10_000, 20, 60],
] as const;

/** mulberry32: a seeded stream with good low bits. */
function stream(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const decide = (people: Person[], cohorts: number, history: { measure: 'assessment' | 'reassessment' | 'change'; members: readonly number[] }[]) => {
  const candidates = reportCandidates(people, Array.from({ length: cohorts }, (_, i) => i + 1));
  const started = performance.now();
  const withheld = decideDisclosure({ candidates, history, minSize: 5 });
  const ms = performance.now() - started;
  const reasons: Record<string, number> = {};
  for (const reason of withheld.values()) reasons[reason] = (reasons[reason] ?? 0) + 1;
  const shown = candidates.filter((c) => c.members.length >= 5 && !withheld.has(c.id));
  return { candidates: candidates.length, withheld: withheld.size, reasons, ms, shown };
};

const rows: string[][] = [];
for (const [n, cohorts, departments] of SHAPES) {
  const pick = stream(n);
  const people: Person[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    cohortId: pick(cohorts + 1) || null,
    department: pick(departments + 1) ? `D${pick(departments)}` : null,
    assessment: pick(20) > 0,
    reassessment: pick(4) > 0,
  }));
  const first = decide(people, cohorts, []);
  const moved = people.map((p) => (pick(10) === 0 ? { ...p, cohortId: pick(cohorts + 1) || null } : p));
  const again = decide(moved, cohorts, first.shown);
  for (const [when, run] of [['nothing shown before', first], ['after a tenth moved', again]] as const) {
    const reasons = Object.entries(run.reasons).map(([reason, count]) => `${reason} ${count}`).join(', ');
    rows.push([`${n} people, ${cohorts} cohorts, ${departments} departments`, when, String(run.candidates), `${run.withheld} (${reasons})`, `${run.ms.toFixed(0)} ms`]);
  }
}
console.log(`Disclosure control, ${process.version}\n`);
printTable(['team', 'reading', 'figures', 'withheld', 'time'], rows, [0, 1, 3]);
