// Before shared-api: it installs the fake fetch the API slice is built on.
import { captureSavedFiles, mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRequest, MockRoute } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import { PAGES } from '../../pages';
import { ReportPage } from './ReportPage';
import { area, change, reportReply, smallChange, smallWave, teamRoutes, wave } from './testData';

// jsdom cannot draw Plotly's SVG; the stand-in shows what it was given.
jest.mock('shared-ui/chart', () => ({
  Chart: ({ label, data }: { label: string; data: unknown[] }) => <div role="img" aria-label={label} data-traces={data.length} />,
}));

function renderReport(report: MockRoute = { body: reportReply() }, route = '/report?teamId=7&cohortId=-1') {
  const calls = mockApi({ ...teamRoutes, '/api/cohort-report': report });
  return { ...renderWithProviders(<ReportPage />, { route }), calls };
}

/** Each row's cells (header cells too) as their text. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));

const asked = (calls: MockRequest[]) => calls.filter((c) => c.path === '/api/cohort-report').map((c) => `${c.headers.get('TeamID')}/${c.headers.get('CohortId')}`);

beforeEach(() => storeSession({ access_token: 'tok', email: 'boss@acme.org', admin: true, team_id: 1, user_id: 1 }));
afterEach(() => jest.restoreAllMocks());

/** Answers the file downloads (fetched by path, with the session) with `reply`; the API's calls go on to mockApi. */
function answerFiles(reply: () => unknown) {
  const api = globalThis.fetch;
  const sent: { path: string; method?: string; headers?: HeadersInit }[] = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    if (typeof input !== 'string') return api(input as Request, init);
    sent.push({ path: input, method: init?.method, headers: init?.headers });
    return reply();
  }) as typeof fetch;
  return sent;
}

describe('ReportPage', () => {
  it('is the page the host shows at /report', async () => {
    expect(await PAGES.report()).toBe(ReportPage);
  });

  it("asks for the team's report and shows its name and the completion funnel", async () => {
    const { calls } = renderReport();
    const funnel = await screen.findByRole('table', { name: 'Completion' });
    expect(rowsOf(funnel)).toEqual([
      ['Registered', '50', ''],
      ['Assessment finished', '44', ''],
      ['Reassessment finished', '39', ''],
      ['Both finished (paired)', '38', ''],
    ]);
    expect(asked(calls)[0]).toBe('7/-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Cohort report' })).toBeInTheDocument();
    expect(await screen.findByText('Team: Acme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/team?teamId=7');
    expect(screen.getByLabelText('Cohort')).toHaveValue('-1');
    expect(screen.getByText(/^Generated /)).toBeInTheDocument();
  });

  it('gives the change per area as a forest plot and a table with the effect sizes and their reading', async () => {
    renderReport();
    const table = await screen.findByRole('table', { name: 'Change per area' });
    expect(rowsOf(table)).toEqual([
      ['Area', 'n', 'Mean change', '95% interval', 't', 'df', 'p', 'd_z', 'd_av', 'g_av', 'Reading'],
      ['Idea Generation', '38', '+4.3', '+1.1 to +7.4', '2.76', '37', '0.009', '0.45', '0.35', '0.35', 'a small improvement'],
      ['Experimentation', '38', '-0.6', '-3.1 to +1.9', '-0.50', '37', '0.620', '-0.08', '-0.05', '-0.05', 'no clear change (the interval includes zero)'],
    ]);
    expect(screen.getByRole('img', { name: /^Forest plot of the mean change/ })).toHaveAttribute('data-traces', '1');
    expect(screen.getByRole('img', { name: /^Box plots of each area's scores/ })).toHaveAttribute('data-traces', '2');
    const scores = screen.getByRole('table', { name: 'Scores before and after' });
    expect(rowsOf(scores).slice(0, 3)).toEqual([
      ['Area', 'Wave', 'n', 'Mean', 'SD', 'Median', 'Q1', 'Q3', 'Min', 'Max'],
      ['Idea Generation', 'Before (assessment)', '44', '55.2', '12.3', '56.0', '47.5', '64.3', '20.0', '90.0'],
      ['After (reassessment)', '39', '59.5', '12.3', '56.0', '47.5', '64.3', '20.0', '90.0'],
    ]);
    expect(screen.queryByText(/^Fewer than/)).not.toBeInTheDocument();
  });

  it('flags in words an item that weakens its scale', async () => {
    renderReport();
    const table = await screen.findByRole('table', { name: 'Reliability: Experimentation' });
    expect(rowsOf(table).slice(1)).toEqual([
      ['Before (assessment)', '0.81', 'S1', '0.55', '0.75'],
      ['S2', '0.48', '0.75'],
      ['After (reassessment)', '0.81', 'R1', '0.12weakens the scale (item-rest r under 0.2)', '0.86'],
      ['S1', '0.60', '0.74'],
    ]);
    expect(screen.getAllByText('weakens the scale (item-rest r under 0.2)')).toHaveLength(1);
  });

  it('shows counts only for a group under the minimum size, and says why', async () => {
    const small = area('ideation', 'Idea Generation', { reassessment: smallWave(3), change: smallChange(3) });
    renderReport({ body: reportReply({ finished_reassessment: 3, paired: 3, areas: [small] }) });
    const table = await screen.findByRole('table', { name: 'Change per area' });
    expect(rowsOf(table)[1]).toEqual(['Idea Generation', '3', '–', '–', '–', '–', '–', '–', '–', '–', '']);
    expect(screen.queryByRole('img', { name: /^Forest plot/ })).not.toBeInTheDocument();
    // The assessment's 44 people still make a box; the reassessment's 3 do not.
    expect(screen.getByRole('img', { name: /^Box plots/ })).toHaveAttribute('data-traces', '1');
    expect(screen.getAllByText("Fewer than 5 people: counts only, so nobody's answers can be read off a small group.")).toHaveLength(3);
  });

  it('says why the departments are not shown', async () => {
    renderReport({ body: reportReply({ departments_withheld: true }) });
    expect(await screen.findByText('Some departments are not shown: see “Withheld, and why”.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'By department' })).not.toBeInTheDocument();
  });

  it("shows each department's change per area", async () => {
    const areas = [{ area: 'ideation', change: change({ mean: 6.04, g_av: 0.51 }) }, { area: 'experimentation', change: change({ mean: 1, g_av: 0.1 }) }];
    renderReport({ body: reportReply({ departments: [{ department: 'Sales / East', paired: 12, areas }] }) });
    const table = await screen.findByRole('table', { name: 'By department' });
    expect(rowsOf(table)).toEqual([
      ['Department', 'Both finished (paired)', 'Idea Generation', 'Experimentation'],
      ['Mean change', 'g_av', 'Mean change', 'g_av'],
      ['Sales / East', '12', '+6.0', '0.51', '+1.0', '0.10'],
    ]);
  });

  it("sets the team's cohorts side by side, as the whole team's report breaks them down", async () => {
    const areas = [{ area: 'ideation', change: change({ mean: 5, g_av: 0.4 }) }, { area: 'experimentation', change: change({ mean: -1, g_av: -0.1 }) }];
    const { calls } = renderReport({ body: reportReply({ cohorts: [{ cohort_id: 5, cohort: 'Spring', paired: 20, areas }, { cohort_id: 6, cohort: 'Autumn', paired: 18, areas }] }) });
    const table = await screen.findByRole('table', { name: 'Cohorts side by side' });
    expect(rowsOf(table).slice(2)).toEqual([
      ['Spring', '20', '+5.0', '0.40', '-1.0', '-0.10'],
      ['Autumn', '18', '+5.0', '0.40', '-1.0', '-0.10'],
    ]);
    // One call: the server breaks the team down, so no cohort is read off the others and the whole.
    expect(asked(calls)).toEqual(['7/-1']);
  });

  it('says why the cohorts are not set side by side', async () => {
    renderReport({ body: reportReply({ cohorts_withheld: true }) });
    expect(await screen.findByText('Some cohorts are not shown: see “Withheld, and why”.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cohorts side by side' })).not.toBeInTheDocument();
  });

  it('says in words each figure it withholds and why, naming the whole team for its own', async () => {
    renderReport({
      body: reportReply({
        withheld: [
          { measure: 'reassessment', cohort_id: null, name: '', n: 38, reason: 'difference' },
          { measure: 'change', cohort_id: 6, name: 'Autumn', n: 1, reason: 'small' },
          { measure: 'change', cohort_id: null, name: 'Sales', n: 9, reason: 'changed' },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Withheld, and why' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Reassessment scores of Whole team (38 people): with other figures of this team's reports, this would give away the scores of fewer than 5 people.",
      'Change of Autumn (1 person): fewer than 5 people.',
      'Change of Sales (9 people): fewer than 5 people have joined or left since this was last shown, and comparing the two would give away their scores. It is shown again once 5 or more have changed.',
    ]);
  });

  it('has no such section when nothing is withheld', async () => {
    renderReport();
    await screen.findByRole('table', { name: 'Completion' });
    expect(screen.queryByRole('heading', { name: 'Withheld, and why' })).not.toBeInTheDocument();
  });

  it('asks for the chosen cohort and puts it in the address', async () => {
    const { user, calls, search } = renderReport();
    await screen.findByRole('table', { name: 'Completion' });
    await user.selectOptions(screen.getByLabelText('Cohort'), 'Spring');
    expect(search()).toBe('?teamId=7&cohortId=5');
    await waitFor(() => expect(asked(calls)).toContain('7/5'));
    expect(screen.getByLabelText('Cohort')).toHaveValue('5');
    // One cohort has no cohorts to set beside it.
    await screen.findByRole('table', { name: 'Change per area' });
    expect(screen.queryByRole('table', { name: 'Cohorts side by side' })).not.toBeInTheDocument();
  });

  it('downloads the report as TSV and as PDF, for the team and cohort shown', async () => {
    const saved = captureSavedFiles();
    const { user } = renderReport({ body: reportReply() }, '/report?teamId=7&cohortId=5');
    await screen.findByRole('table', { name: 'Completion' });
    const sent = answerFiles(() => ({ ok: true, status: 200, headers: new Headers({ 'content-type': 'application/pdf' }), blob: async () => new Blob(['x']) }));
    await user.click(screen.getByRole('button', { name: 'Download TSV' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['cohort-report.tsv', 'cohort-report.pdf']));
    const headers = { TeamID: '7', CohortId: '5', Authorization: 'Bearer tok' };
    expect(sent).toEqual([
      { path: '/api/cohort-report-tsv', method: 'POST', headers },
      { path: '/api/cohort-report-pdf', method: 'POST', headers },
    ]);
  });

  it('shows a failed download, naming the team', async () => {
    const { user } = renderReport();
    await screen.findByText('Team: Acme');
    answerFiles(() => ({ ok: false, status: 403, headers: new Headers(), json: async () => ({ error: 'FORBIDDEN', message: 'No.' }) }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The download for Acme failed: You don't have permission to do that.");
  });

  it('says so when nobody has finished yet', async () => {
    renderReport({ body: reportReply({ finished_assessment: 0, finished_reassessment: 0, paired: 0 }) });
    expect(await screen.findByText('Nobody here has finished the assessment yet: the report fills in as people finish.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Change per area' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the reader's language", async () => {
    renderReport({ status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } }, '/report?teamId=7&cohortId=99');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find what you asked for.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('waits for the report', async () => {
    renderReport(() => new Promise(() => undefined));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('refuses an address without a valid team', () => {
    renderReport({ body: reportReply() }, '/report?teamId=x');
    expect(screen.getByRole('alert')).toHaveTextContent('This report address is not valid: it needs a team.');
  });
});
