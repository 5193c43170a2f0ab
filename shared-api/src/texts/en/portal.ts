/** The participant's home page. */
export const portal = {
  'portal.greeting': 'Hello, {name}!',
  'portal.intro': 'This is your home page. Your questionnaires, results and certificates will appear here.',
  'portal.nothing': 'There is nothing for you to do right now.',
  'portal.upcoming': 'Your Questionnaires',
  'portal.aboutMinutes.one': 'about {count} minute',
  'portal.aboutMinutes.other': 'about {count} minutes',
  'portal.certificate': 'Your Certificate',
  'portal.certificateLink': 'Download your certificate',
  'portal.results': 'Your Results',
  'portal.resultsLink': 'See your results',
  'portal.resultsSince': 'Available since {date}.',
  'portal.resultsOn': 'Your results will be available on {date}.',
  'portal.slides': 'Class Slides',
  'portal.item.assessment': 'Innovation Assessment',
  'portal.item.reassessment': 'Innovation Reassessment',

  'portal.class': 'Your Class',
  'portal.classWhen': 'When: {time}',
  'portal.classWhere': 'Where: {place}',
  'portal.classStarts': 'Starts: {date}',
  'portal.classPay': 'Complete your payment',
};
