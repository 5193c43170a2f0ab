import { atomsOf, findLeak, leaksWithin, participants, type Atoms, type Figure } from './leaks';

/** A figure a report could show, with what it is worth to the reader. */
export interface Candidate extends Figure {
  id: string;
  /** Of two figures that together single someone out, the one of lower worth is withheld. */
  worth: number;
}

/**
 * Why a figure is withheld: it describes fewer than the minimum; or with figures shown beside it
 * (the team, other cohorts, departments) it would single out a group under the minimum; or with
 * figures shown before, it would single out people who joined or left the group since; or the
 * team's figures are past what the search can check in time, and it is of least worth.
 */
export type Reason = 'small' | 'difference' | 'changed' | 'unchecked';

/** The time one reading may spend deciding before it gives up figures a tier at a time. */
const DECIDE_BUDGET_MS = 2000;

const keyOf = ({ measure, members }: Figure) => `${measure}:${[...members].sort((a, b) => a - b).join(',')}`;

const peopleOf = (atoms: Atoms, leak: number[]) => leak.flatMap((atom) => atoms.people[atom]).sort((a, b) => a - b);

/**
 * Complementary suppression (issue 36): which candidates to withhold so that no combination of the
 * figures shown, now and before (`history`), singles out the scores of 1 to minSize - 1 people.
 * Figures under the minimum go first; then, while some combination still singles a group out, the
 * figure of least worth (the smaller on a tie) among those it is made of, preferring one whose
 * loss ends that combination. Figures shown before cannot be taken back: a leak they make alone
 * (a minimum raised since) is passed over. The reason is `changed` when a figure shown before of
 * other people than now takes part.
 */
export function decideDisclosure({ candidates, history: shownBefore, minSize }: { candidates: Candidate[]; history: Figure[]; minSize: number }): Map<string, Reason> {
  const withheld = new Map<string, Reason>();
  // A figure shown before as it stands now gives nothing new: it is neither a change nor worth withholding.
  const before = new Set(shownBefore.map(keyOf));
  const now = new Set(candidates.map(keyOf));
  const past = shownBefore.filter((figure) => !now.has(keyOf(figure)));
  const history = [...past, ...shownBefore.filter((figure) => now.has(keyOf(figure)))];
  const unchanged = new Set(candidates.filter((c) => before.has(keyOf(c))).map((c) => c.id));
  let shown = candidates.filter(({ id, members }) => {
    if (members.length > 0 && members.length < minSize) withheld.set(id, 'small');
    return members.length >= minSize;
  });
  const byWorth = (a: Candidate, b: Candidate) => a.worth - b.worth || a.members.length - b.members.length;
  const withhold = (figure: Candidate, reason: Reason) => {
    shown = shown.filter((s) => s !== figure);
    withheld.set(figure.id, reason);
  };
  const twinOf = withholdNearTwins(shown, past, unchanged, minSize, byWorth, withhold);
  const passedOver = new Set<string>();
  const search = () => {
    const atoms = atomsOf([...history, ...shown]);
    return { atoms, leak: findLeak(atoms, minSize, (group) => passedOver.has(peopleOf(atoms, group).join(','))) };
  };
  const dropTier = () => {
    const least = shown.filter((c) => !unchanged.has(c.id)).sort(byWorth)[0];
    if (least) for (const figure of shown.filter((c) => c.worth === least.worth && !unchanged.has(c.id))) withhold(figure, 'unchecked');
    return least !== undefined;
  };
  let deadline = Date.now() + DECIDE_BUDGET_MS;
  for (;;) {
    // Past the time a reading may take, the figures of least worth go a tier at once (say every
    // cohort's departments): fewer figures, far fewer combinations; nothing unchecked is shown.
    if (Date.now() > deadline) {
      if (!dropTier()) return withheld;
      deadline = Date.now() + DECIDE_BUDGET_MS / 2;
    }
    const { atoms, leak } = search();
    if (leak === null) {
      // A figure withheld for a near twin that was withheld after it may not need to be: tried back, of most worth first.
      for (const [figure, twin] of [...twinOf].sort(([a], [b]) => byWorth(b, a))) {
        if (shown.includes(twin)) continue;
        shown.push(figure);
        if (search().leak === null) withheld.delete(figure.id);
        else shown = shown.filter((s) => s !== figure);
      }
      return withheld;
    }
    if (leak === 'too complex') {
      // Past the search's reach nothing is known safe: give up the figures of least worth, a tier at once, and look again.
      if (!dropTier()) return withheld;
      continue;
    }
    const made = participants(atoms, leak);
    const current = made.filter((f) => f >= history.length).map((f) => shown[f - history.length]).filter((c) => !unchanged.has(c.id)).sort(byWorth);
    if (!current.length) {
      passedOver.add(peopleOf(atoms, leak).join(','));
      continue;
    }
    const people = new Set(peopleOf(atoms, leak));
    // Each try is an elimination of the whole matrix: the three of least worth are enough to find a figure whose loss ends it.
    const ends = current.slice(0, 3).find((figure) => !leaksWithin(atomsOf([...history, ...shown.filter((s) => s !== figure)]), people, minSize));
    withhold(ends ?? current[0], made.some((f) => f < past.length) ? 'changed' : 'difference');
  }
}

/** How many people are in one sorted list and not the other, both ways, stopping once past `limit`. */
function differing(a: readonly number[], b: readonly number[], limit: number): number {
  let [i, j, count] = [0, 0, 0];
  while ((i < a.length || j < b.length) && count <= limit) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) i += 1;
    else if (i >= a.length || b[j] < a[i]) j += 1;
    else {
      i += 1;
      j += 1;
      continue;
    }
    count += 1;
  }
  return count;
}

/**
 * The common leaks found without elimination: two figures of one measure, now or one shown before,
 * whose people differ by 1 to minSize - 1 (the team and a cohort beside a small one; a cohort
 * read before and after someone joined it). The one of less worth now is withheld; the general
 * search then finds what is left at far less cost, the atoms being fewer. Returns each figure
 * withheld for a twin shown now, with that twin.
 */
function withholdNearTwins(
  shown: Candidate[],
  past: Figure[],
  unchanged: ReadonlySet<string>,
  minSize: number,
  byWorth: (a: Candidate, b: Candidate) => number,
  withhold: (figure: Candidate, reason: Reason) => void,
): Map<Candidate, Candidate> {
  const twins = new Map<Candidate, Candidate>();
  const sorted = new Map<Figure, number[]>();
  const members = (figure: Figure) => {
    let list = sorted.get(figure);
    if (!list) sorted.set(figure, (list = [...figure.members].sort((a, b) => a - b)));
    return list;
  };
  const near = (a: Figure, b: Figure) => {
    if (a.measure !== b.measure || Math.abs(a.members.length - b.members.length) >= minSize) return false;
    const count = differing(members(a), members(b), minSize);
    return count > 0 && count < minSize;
  };
  let left = [...shown].sort(byWorth);
  for (const figure of [...left]) {
    if (unchanged.has(figure.id)) continue;
    const before = past.some((old) => near(figure, old));
    // Compared with those of more worth still shown: of two near twins the one of less worth goes.
    const twin = before ? undefined : left.find((other) => other !== figure && byWorth(figure, other) <= 0 && near(figure, other));
    if (!before && !twin) continue;
    withhold(figure, before ? 'changed' : 'difference');
    if (twin) twins.set(figure, twin);
    left = left.filter((s) => s !== figure);
  }
  return twins;
}
