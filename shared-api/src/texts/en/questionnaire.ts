/** The questionnaire engine. */
export const questionnaire = {
  'questionnaire.heading': 'Question {n}',
  'questionnaire.back': 'Back',
  'questionnaire.next': 'Next',
  'questionnaire.progress': 'Page {n} of {total}',
  'questionnaire.incomplete': 'Please answer every question on this page to continue.',
  'questionnaire.allDone': 'All Done?',
  'questionnaire.allDoneText': 'You have reached the end. Go back to review your answers, or submit them.',
  'questionnaire.submit': 'Submit',
  'questionnaire.unknownType': 'Oops! It looks like something went wrong.',
  'questionnaire.choose': 'Select...',
  'questionnaire.unansweredTitle': 'Question Unanswered',
  'questionnaire.unansweredText': 'It looks like you missed one of the questions. Please make sure to answer every one!',
  'questionnaire.unansweredOk': 'OK',
};
