/** The reassessment. */
export const reassessment = {
  'reassessment.prompt': 'Please indicate how much you agree or disagree with each statement.',
};
