/** The innovation assessment, before, during and after, and its results report. */
export const assessment = {
  'assessment.loading': 'Loading assessment...',
  'assessment.demographicsTitle': 'Demographic Info',
  'assessment.postAssessmentTitle': 'Post-Assessment Questions',
};
