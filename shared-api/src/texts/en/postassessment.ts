/** The post-assessment questionnaire. */
export const postassessment = {
  'postassessment.title': 'Thank You!',
  'postassessment.resultsSoon': 'Thank you for completing the assessment. Your individual results will be sent to you shortly.',
  'postassessment.classStart': 'Thank you for completing the assessment. You will receive your results at the start of your class.',
  'postassessment.thanks': 'Thank you for completing the assessment!',
  'postassessment.home': 'Return to Home Page',
};
