/** The questionnaire engine and the questionnaires on it. */
export const questionnaires = {
  'questionnaires.loading': 'Loading questions...',
  'questionnaires.selfEfficacy.title': 'Self-Efficacy',
  'questionnaires.selfEfficacy.prompt': 'How confident are you that you can do each of the following? Move each slider from 0 (cannot do at all) to 100 (highly certain you can do it).',
  'questionnaires.psychologicalSafety.title': 'Psychological Safety',
  'questionnaires.psychologicalSafety.prompt': 'How much do you agree with each statement about your team? Move each slider from 0 (not at all) to 100 (completely).',
  'questionnaires.slider.notAnswered': 'Not answered yet',
  'questionnaires.postClassSurvey.title': 'Post-Class Survey',
  'questionnaires.getToKnowYou.title': 'Start of Class Questions',
  'questionnaires.reflection.title': 'Reflection',
  'questionnaires.knowledge.title': 'Knowledge Check',
  'questionnaires.intro': 'Please answer every question, then press Submit.',
  'questionnaires.textPlaceholder': 'Please type your response here',
  'questionnaires.toPortal': 'Go to your portal',
};
