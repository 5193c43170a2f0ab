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
 * figures shown before, it would single out people who joined or left the group since.
 */
export type Reason = 'small' | 'difference' | 'changed';

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
  const passedOver = new Set<string>();
  for (;;) {
    const atoms = atomsOf([...history, ...shown]);
    const leak = findLeak(atoms, minSize, (group) => passedOver.has(peopleOf(atoms, group).join(',')));
    if (leak === null) return withheld;
    if (leak === 'too complex') {
      // Past the search's reach nothing is known safe: give up the figure of least worth and look again.
      const least = shown.filter((c) => !unchanged.has(c.id)).sort(byWorth)[0];
      if (!least) return withheld;
      withhold(least, 'difference');
      continue;
    }
    const made = participants(atoms, leak);
    const current = made.filter((f) => f >= history.length).map((f) => shown[f - history.length]).filter((c) => !unchanged.has(c.id)).sort(byWorth);
    if (!current.length) {
      passedOver.add(peopleOf(atoms, leak).join(','));
      continue;
    }
    const people = new Set(peopleOf(atoms, leak));
    const ends = current.find((figure) => !leaksWithin(atomsOf([...history, ...shown.filter((s) => s !== figure)]), people));
    withhold(ends ?? current[0], made.some((f) => f < past.length) ? 'changed' : 'difference');
  }
}
