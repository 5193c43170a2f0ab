// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { CERTIFICATE_FILE_NAME, RECEIPT_FILE_NAME, storeSession } from 'shared-api';
import type { PortalDataResponse } from 'shared-api';
import { aClass, currentReply } from '../classes/testData';
import PortalPage from './PortalPage';

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const OPENED = '2026-03-05T12:00:00Z';

function portalReply(overrides: Partial<PortalDataResponse> = {}) {
  const body: PortalDataResponse = {
    name: 'Ana Lima',
    upcoming: [],
    certLink: '',
    hasCert: false,
    resultsActive: false,
    resultsDatetime: null,
    slides: [],
    ...overrides,
  };
  return { body };
}

const full = portalReply({
  upcoming: [
    { url_ending: 'assessment-se', user_display_name: 'Self-Efficacy Questions', completion_time: 5 },
    { url_ending: 'welcome-qs', user_display_name: 'Getting to Know You', completion_time: 1 },
  ],
  hasCert: true,
  certLink: '/api/certificate-pdf?token=abc',
  resultsActive: true,
  resultsDatetime: OPENED,
  slides: [{ title: 'Day 1: Framing problems', url: 'https://slides.example.org/day1' }],
});

describe('PortalPage', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'ana@acme.org', admin: false, team_id: 7, user_id: 42 }));

  it('greets the user and says there is nothing to do when nothing is upcoming', async () => {
    const calls = mockApi({ '/api/portal-data': portalReply() });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Lima!' })).toBeInTheDocument();
    expect(screen.getByText('There is nothing for you to do right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it("shows the participant's class, its time and place, and the payment still to make", async () => {
    mockApi({ '/api/portal-data': portalReply(), '/api/current-user-class': currentReply({ class: aClass({ starts_at: OPENED }) }) });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    const card = (await screen.findByRole('heading', { name: 'Your Class' })).parentElement as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Design Sprint' })).toHaveAttribute('href', '/class?classID=5');
    expect(within(card).getByText('When: Mondays 9:00')).toBeInTheDocument();
    expect(within(card).getByText('Where: Room 4')).toBeInTheDocument();
    expect(within(card).getByText(/^Starts: Mar 5, 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete your payment' })).toHaveAttribute('href', '/checkout');
    expect(within(card).queryByRole('link', { name: 'Download Receipt' })).not.toBeInTheDocument();
  });

  it('offers the receipt of a paid class as a download', async () => {
    mockApi({ '/api/portal-data': portalReply(), '/api/current-user-class': currentReply({ paid: true, receipt_link: '/api/payment-receipt?token=r1' }) });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    const card = (await screen.findByRole('heading', { name: 'Your Class' })).parentElement as HTMLElement;
    const receipt = within(card).getByRole('link', { name: 'Download Receipt' });
    expect(receipt).toHaveAttribute('href', '/api/payment-receipt?token=r1');
    expect(receipt).toHaveAttribute('download', RECEIPT_FILE_NAME);
    expect(within(card).queryByRole('link', { name: 'Complete your payment' })).not.toBeInTheDocument();
  });

  it('asks someone who signed up on their own to choose a class', async () => {
    mockApi({
      '/api/portal-data': portalReply(),
      '/api/current-user-class': currentReply({ class: null }),
      '/api/assessment-active': { body: { admin: false, finished: false, active: false, resultsActive: false, selectClass: true, payForClass: false, language: 'ENG' } },
    });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    expect(await screen.findByRole('heading', { name: 'Choose Your Class' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a class' })).toHaveAttribute('href', '/classes');
  });

  it('lists the upcoming questionnaires, the results, the certificate and the slides', async () => {
    mockApi({ '/api/portal-data': full });
    const { user, path } = renderWithProviders(<PortalPage />, { route: '/portal' });
    expect(await screen.findByRole('heading', { name: 'Your Questionnaires' })).toBeInTheDocument();
    const items = within(screen.getByRole('heading', { name: 'Your Questionnaires' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Self-Efficacy Questionsabout 5 minutes', 'Getting to Know Youabout 1 minute']);
    expect(screen.getByRole('link', { name: 'Getting to Know You' })).toHaveAttribute('href', '/welcome-qs');
    expect(screen.queryByText('There is nothing for you to do right now.')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See your results' })).toHaveAttribute('href', '/results');
    expect(screen.getByText('Available since March 5, 2026', { exact: false })).toBeInTheDocument();
    const certificate = screen.getByRole('link', { name: 'Download your certificate' });
    expect(certificate).toHaveAttribute('href', '/api/certificate-pdf?token=abc');
    expect(certificate).toHaveAttribute('download', CERTIFICATE_FILE_NAME);
    expect(screen.getByRole('link', { name: 'Day 1: Framing problems' })).toHaveAttribute('href', 'https://slides.example.org/day1');

    await user.click(screen.getByRole('link', { name: 'Self-Efficacy Questions' }));
    expect(path()).toBe('/assessment-se');
  });

  it('shows everything in Korean, with the results date in Korean', async () => {
    mockApi({ '/api/portal-data': { body: { ...full.body, name: '김민수' } } });
    renderWithProviders(<PortalPage />, { route: '/portal', language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '안녕하세요, 김민수님!' })).toBeInTheDocument();
    expect(screen.getByText('약 5분')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '결과 보기' })).toBeInTheDocument();
    expect(screen.getByText(/^2026년 3월 5일 .*부터 확인할 수 있습니다\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수료증 다운로드' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '수업 슬라이드' })).toBeInTheDocument();
  });

  it('says when results will open, and shows no certificate or slides without them', async () => {
    mockApi({ '/api/portal-data': portalReply({ resultsDatetime: '2099-03-05T12:00:00Z' }) });
    renderWithProviders(<PortalPage />, { route: '/portal', language: 'BRPT' });
    expect(await screen.findByText(/^Seus resultados estarão disponíveis em 5 de março de 2099/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver seus resultados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seu certificado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Slides do curso' })).not.toBeInTheDocument();
    expect(screen.getByText('No momento, não há nada para você fazer.')).toBeInTheDocument();
  });

  it('shows nothing about results that are closed since an earlier time', async () => {
    mockApi({ '/api/portal-data': portalReply({ resultsDatetime: OPENED }) });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    await screen.findByRole('heading', { name: 'Hello, Ana Lima!' });
    expect(screen.queryByRole('heading', { name: 'Your Results' })).not.toBeInTheDocument();
  });
});
