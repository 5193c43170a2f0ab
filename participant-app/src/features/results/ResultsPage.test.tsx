// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import type { IndividualResultsResponse } from 'shared-api';
import { logIn } from '../assessment/testData';
import ResultsPage from './ResultsPage';

// jsdom cannot draw Plotly's SVG; the stand-in shows what it was given.
jest.mock('shared-ui/chart', () => ({
  Chart: ({ label, data }: { label: string; data: unknown[] }) => (
    <div role="img" aria-label={label} data-traces={data.length} />
  ),
}));

const recsDict: IndividualResultsResponse['recsDict'] = {
  STRONGESTAREA: 'Concept Generation',
  STRONGESTAREADESCRIPTION: 'Producing many ideas.',
  RECOMMENDATIONS: ['Ask five whys.', 'Run a pilot.'],
};
for (const n of [1, 2, 3]) {
  recsDict[`GROWTHAREA${n}`] = `Growth ${n}`;
  for (const m of [1, 2, 3]) recsDict[`GROWTHAREATEXT${n}${m}`] = `Text ${n}${m}`;
}

function results(overrides: Partial<IndividualResultsResponse> = {}): { body: IndividualResultsResponse } {
  return {
    body: {
      plotData: [{ type: 'scatterpolar' }],
      plotLayout: {},
      comparisonPlotData: [{ type: 'scatterpolar' }, { type: 'scatterpolar' }],
      comparisonPlotLayout: {},
      name: 'Ana Lima',
      recsDict,
      pdfToken: 'pdf tok',
      showComparison: false,
      resultsReady: true,
      ...overrides,
    },
  };
}

describe('ResultsPage', () => {
  beforeEach(() => logIn());

  it('says when the results are not ready', async () => {
    mockApi({ '/api/individual-results': results({ resultsReady: false }) });
    renderWithProviders(<ResultsPage />, { route: '/results' });
    expect(await screen.findByText("It looks like your results aren't ready yet.")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the report: chart, name, strongest area, growth areas, recommendations and the PDF', async () => {
    const calls = mockApi({ '/api/individual-results': results() });
    renderWithProviders(<ResultsPage />, { route: '/results' });
    expect(await screen.findByRole('img', { name: 'Your innovation profile' })).toHaveAttribute('data-traces', '1');
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Concept Generation' })).toBeInTheDocument();
    expect(screen.getByText('Producing many ideas.')).toBeInTheDocument();
    for (const n of [1, 2, 3]) {
      expect(screen.getByRole('heading', { name: `Growth ${n}` })).toBeInTheDocument();
      for (const m of [1, 2, 3]) expect(screen.getByText(`Text ${n}${m}`)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ask five whys.', 'Run a pilot.']);
    expect(screen.queryByRole('img', { name: 'How You Compare' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download your report (PDF)' })).toHaveAttribute(
      'href',
      '/api/individual-results-pdf?token=pdf%20tok',
    );
    expect(calls[0].headers.get('OverrideActive')).toBeNull();
  });

  it('adds the comparison chart when showComparison', async () => {
    mockApi({ '/api/individual-results': results({ showComparison: true }) });
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByRole('img', { name: 'How You Compare' })).toHaveAttribute('data-traces', '2');
  });

  it("lets an admin open another user's report, overriding activation", async () => {
    logIn(true);
    const calls = mockApi({ '/api/individual-results': results() });
    renderWithProviders(<ResultsPage />, { route: '/results?userEmail=bo%40acme.org&userID=9' });
    await screen.findByRole('img', { name: 'Your innovation profile' });
    expect(calls[0].headers.get('UserEmail')).toBe('bo%40acme.org');
    expect(calls[0].headers.get('UserID')).toBe('9');
    expect(calls[0].headers.get('OverrideActive')).toBe('true');
  });

  it('speaks Korean', async () => {
    mockApi({ '/api/individual-results': results({ resultsReady: false }) });
    renderWithProviders(<ResultsPage />, { language: 'KOR' });
    expect(await screen.findByText('아직 결과가 준비되지 않은 것 같습니다.')).toBeInTheDocument();
  });
});
