/** The results report. */
export const results = {
  'results.notReady': "It looks like your results aren't ready yet.",
  'results.title': 'Innovation Skills Report',
  'results.chart': 'Your innovation profile',
  'results.strongest': 'Your Strongest Area',
  'results.growth': 'Your Growth Areas',
  'results.recommendations': 'Recommendations',
  'results.comparison': 'How You Compare',
  'results.pdfLink': 'Download your report (PDF)',
  'results.chartFailed': 'The chart could not be drawn.',
  'results.activated.one': 'Results activated for {count} user.',
  'results.activated.other': 'Results activated for {count} users.',
};
