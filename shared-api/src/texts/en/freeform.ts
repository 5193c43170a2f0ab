/** The timed free-form questions of the assessment (ideas). */
export const freeform = {
  'freeform.start': 'Start',
  'freeform.timeLeft': 'Time left',
  'freeform.timeUp': "Time's up! Your ideas are saved; press Next to continue.",
  'freeform.idea': 'Your idea',
  'freeform.add': 'Add Idea',
  'freeform.remove': "Remove '{idea}'",
  'freeform.ideas': 'Your ideas ({count})',
  'freeform.lateNotKept': 'Ideas typed after the time ran out were not kept.',
  'freeform.lateNotKeptOn': 'Question {n}: ideas typed after the time ran out were not kept. Press Submit to send the rest.',
};
