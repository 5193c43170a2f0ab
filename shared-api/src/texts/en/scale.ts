/** The answer scales of rated questions. */
export const scale = {
  'scale.agree.1': 'Strongly Disagree',
  'scale.agree.2': 'Disagree',
  'scale.agree.3': 'Neither Agree Nor Disagree',
  'scale.agree.4': 'Agree',
  'scale.agree.5': 'Strongly Agree',
  'scale.often.1': 'Never',
  'scale.often.2': 'Rarely',
  'scale.often.3': 'Sometimes',
  'scale.often.4': 'Often',
  'scale.often.5': 'Always',
};
