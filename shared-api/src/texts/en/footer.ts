/** The footer. */
export const footer = {
  'footer.privacy': 'Privacy policy',
  'footer.support': 'Support',
};
