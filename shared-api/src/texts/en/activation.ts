/** The admin dashboard's activations by team and cohort. */
export const activation = {
  'activation.preClass.one': 'Start-of-class questions activated for {count} user.',
  'activation.preClass.other': 'Start-of-class questions activated for {count} users.',
  'activation.postAssessment.one': 'Post-class assessments activated for {count} user.',
  'activation.postAssessment.other': 'Post-class assessments activated for {count} users.',
  'activation.reassessment.one': 'Reassessment activated for {count} user.',
  'activation.reassessment.other': 'Reassessment activated for {count} users.',
  'activation.emailsQueued.one': '{count} email queued.',
  'activation.emailsQueued.other': '{count} emails queued.',
};
