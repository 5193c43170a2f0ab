/** The shell's chrome and texts every screen may use. */
export const common = {
  'common.loading': 'Loading...',
  'common.close': 'Close',
  'common.remoteFailed': 'This part of the site could not be loaded. Please check your connection and reload the page.',
  'common.reload': 'Reload',
};
