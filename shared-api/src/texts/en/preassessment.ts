/** The pre-assessment questionnaire. */
export const preassessment = {
  'preassessment.previewLabel': 'Preview a state',
  'preassessment.state.selectClass': 'Class Selection',
  'preassessment.state.checkout': 'Checkout',
  'preassessment.state.inactive': 'Inactive',
  'preassessment.state.active': 'Active',
  'preassessment.state.finished': 'Finished',
  'preassessment.selectClass.title': 'Choose Your Class',
  'preassessment.selectClass.text': 'Before you take the assessment, please choose the class you will attend.',
  'preassessment.finished.title': 'Assessment Complete',
  'preassessment.finished.text': "You've finished the assessment. Thank you! We'll let you know when your results are ready.",
  'preassessment.intro.title': 'The Innovation Assessment',
  'preassessment.intro.text': 'This assessment measures your innovation skills. It takes about 20 minutes: find a quiet moment when you will not be interrupted, because some questions are timed.',
  'preassessment.intro.start': 'Start the Assessment',
  'preassessment.allSet': "You're all set! We'll be reaching out to you shortly with next steps.",
};
