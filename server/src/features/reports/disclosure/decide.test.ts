import { decideDisclosure, type Candidate } from './decide';
import type { Figure, Measure } from './leaks';
import { exposedGroups } from '../../../test/disclosure';

/** A small seeded stream, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const MEASURES: Measure[] = ['assessment', 'reassessment', 'change'];

/** A team as reports see it: a whole, a partition into cohorts (and people in none), departments of the paired. */
function team(seed: number) {
  const pick = random(seed);
  const people = Array.from({ length: 6 + pick(6) }, (_, i) => i + 1);
  const cohortOf = new Map(people.map((id) => [id, pick(4)])); // 3: in no cohort
  const waves = new Map(people.map((id) => [id, pick(5)])); // 0: assessment only, 1: reassessment only, else both
  const departmentOf = new Map(people.map((id) => [id, pick(3)]));
  const inWave = (id: number, m: Measure) => (m === 'assessment' ? waves.get(id) !== 1 : m === 'reassessment' ? waves.get(id) !== 0 : (waves.get(id) as number) >= 2);
  const candidates: Candidate[] = [];
  for (const measure of MEASURES) {
    candidates.push({ id: `team ${measure}`, measure, members: people.filter((id) => inWave(id, measure)), worth: 30 });
    for (let c = 0; c < 3; c++) candidates.push({ id: `cohort ${c} ${measure}`, measure, members: people.filter((id) => cohortOf.get(id) === c && inWave(id, measure)), worth: 20 });
  }
  for (let d = 0; d < 2; d++) {
    candidates.push({ id: `department ${d}`, measure: 'change', members: people.filter((id) => departmentOf.get(id) === d && inWave(id, 'change')), worth: 10 });
    for (let c = 0; c < 3; c++) candidates.push({ id: `cohort ${c} department ${d}`, measure: 'change', members: people.filter((id) => cohortOf.get(id) === c && departmentOf.get(id) === d && inWave(id, 'change')), worth: 5 });
  }
  return { people, candidates };
}

describe('decideDisclosure', () => {
  it('withholds a cohort whose difference from the team would give the one person of another', () => {
    const a = [1, 2, 3, 4, 5];
    const candidates: Candidate[] = [
      { id: 'team', measure: 'assessment', members: [...a, 6], worth: 2 },
      { id: 'A', measure: 'assessment', members: a, worth: 1 },
      { id: 'B', measure: 'assessment', members: [6], worth: 1 },
    ];
    expect([...decideDisclosure({ candidates, history: [], minSize: 5 })]).toEqual([['B', 'small'], ['A', 'difference']]);
  });

  it('withholds the reassessment where it and the change would give the assessment of those who did not come back', () => {
    const paired = [1, 2, 3, 4, 5, 6];
    const candidates: Candidate[] = [
      { id: 'change', measure: 'change', members: paired, worth: 3 },
      { id: 'assessment', measure: 'assessment', members: [...paired, 7], worth: 2 },
      { id: 'reassessment', measure: 'reassessment', members: paired, worth: 1 },
    ];
    expect([...decideDisclosure({ candidates, history: [], minSize: 5 })]).toEqual([['reassessment', 'difference']]);
  });

  it('withholds a group that has changed by fewer than the minimum since it was shown, and shows it again from the minimum on', () => {
    const before = [1, 2, 3, 4, 5];
    const history: Figure[] = [{ measure: 'assessment', members: before }];
    const grown = (extra: number[]): Candidate[] => [{ id: 'A', measure: 'assessment', members: [...before, ...extra], worth: 1 }];
    expect([...decideDisclosure({ candidates: grown([6]), history, minSize: 5 })]).toEqual([['A', 'changed']]);
    expect([...decideDisclosure({ candidates: grown([6, 7, 8, 9, 10]), history, minSize: 5 })]).toEqual([]);
    // Leaving counts as joining does.
    expect([...decideDisclosure({ candidates: [{ id: 'A', measure: 'assessment', members: before.slice(1), worth: 1 }], history: [{ measure: 'assessment', members: [...before, 6] }], minSize: 4 })]).toEqual([['A', 'changed']]);
  });

  it('passes over what figures shown before give alone, and still guards the rest', () => {
    const history: Figure[] = [{ measure: 'assessment', members: [1, 2, 3] }, { measure: 'assessment', members: [1, 2] }];
    const candidates: Candidate[] = [{ id: 'x', measure: 'assessment', members: [1, 2, 3, 4, 5, 6], worth: 1 }];
    expect([...decideDisclosure({ candidates, history, minSize: 5 })]).toEqual([['x', 'changed']]);
  });

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))('leaves no group of 1 to min - 1 people exposed, team %i', (seed) => {
    const { people, candidates } = team(seed);
    const minSize = 3 + (seed % 3);
    const withheld = decideDisclosure({ candidates, history: [], minSize });
    const shown = candidates.filter((c) => !withheld.has(c.id));
    expect(exposedGroups(shown, people, minSize)).toEqual([]);
    // Nothing of enough people is withheld without a group it protects.
    for (const [id, reason] of withheld) {
      const figure = candidates.find((c) => c.id === id) as Candidate;
      if (reason === 'small') expect(figure.members.length).toBeLessThan(minSize);
      else expect(exposedGroups([...shown, figure], people, minSize)).not.toEqual([]);
    }
  });

  it('is tried on teams where figures of enough people alone would expose someone', () => {
    const exposing = Array.from({ length: 60 }, (_, i) => team(i + 1)).filter(({ people, candidates }, i) =>
      exposedGroups(candidates.filter((c) => c.members.length >= 3 + ((i + 1) % 3)), people, 3 + ((i + 1) % 3)).length > 0);
    expect(exposing.length).toBeGreaterThanOrEqual(15);
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 100))('keeps reports read before and after moves from exposing anyone, team %i', (seed) => {
    const first = team(seed);
    const minSize = 4;
    const shownFirst = first.candidates.filter((c) => !decideDisclosure({ candidates: first.candidates, history: [], minSize }).has(c.id));
    const second = team(seed + 1000);
    const withheld = decideDisclosure({ candidates: second.candidates, history: shownFirst, minSize });
    const shown = second.candidates.filter((c) => !withheld.has(c.id));
    const everyone = [...new Set([...first.people, ...second.people])];
    expect(exposedGroups([...shownFirst, ...shown], everyone, minSize)).toEqual([]);
  });
});
