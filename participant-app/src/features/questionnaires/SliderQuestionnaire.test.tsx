// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { logIn } from '../assessment/testData';
import { ALREADY_SUBMITTED, sliderReply } from './testData';
import { questionnairePages } from './pages';

const { selfEfficacy: SelfEfficacyPage, psychologicalSafety: PsychologicalSafetyPage } = questionnairePages;

const slider = (name: string) => screen.getByRole('slider', { name });
const move = (name: string, value: number) => fireEvent.change(slider(name), { target: { value: String(value) } });
const button = (name: string) => screen.getByRole('button', { name });

describe('the slider questionnaires', () => {
  beforeEach(() => {
    localStorage.clear();
    logIn();
  });

  it('splits the statements at question_id 18, asks for every slider, then submits by question id', async () => {
    const calls = mockApi({
      '/api/self-efficacy-questions': sliderReply(),
      '/api/self-efficacy-answers': { body: { nextUrl: '/assessment-ps' } },
    });
    const { user, path } = renderWithProviders(<SelfEfficacyPage />, { route: '/assessment-se' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions...');
    expect(await screen.findByRole('heading', { name: 'Self-Efficacy' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getAllByRole('slider').map((s) => s.getAttribute('aria-valuetext'))).toEqual(['Not answered yet', 'Not answered yet', 'Not answered yet']);
    expect(slider('Statement 17')).toHaveAttribute('min', '0');
    expect(slider('Statement 17')).toHaveAttribute('max', '100');
    expect(screen.queryByRole('slider', { name: 'Statement 18' })).not.toBeInTheDocument();

    move('Statement 1', 70);
    move('Statement 2', 0);
    expect(slider('Statement 1')).toHaveAttribute('aria-valuetext', '70');
    expect(slider('Statement 1').closest('li')).toHaveTextContent('70');
    await user.click(button('Next'));
    const dialog = screen.getByRole('dialog', { name: 'Question Unanswered' });
    expect(dialog).toHaveTextContent('It looks like you missed one of the questions. Please make sure to answer every one!');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();

    move('Statement 17', 100);
    await user.click(button('Next'));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    expect(slider('Statement 18')).toBeInTheDocument();
    expect(slider('Statement 19')).toBeInTheDocument();

    move('Statement 18', 45);
    await user.click(button('Submit'));
    expect(screen.getByRole('dialog', { name: 'Question Unanswered' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(button('Back'));
    expect(slider('Statement 1')).toHaveAttribute('aria-valuetext', '70');
    await user.click(button('Next'));
    move('Statement 19', 55);
    await user.click(button('Submit'));

    await waitFor(() => expect(path()).toBe('/assessment-ps'));
    const sent = calls.find((c) => c.path === '/api/self-efficacy-answers');
    expect(sent?.body).toEqual({ answers: { 1: 70, 2: 0, 17: 100, 18: 45, 19: 55 }, user_email: 'ana@acme.org' });
    // Sent answers leave nothing behind on the device.
    expect(Object.keys(localStorage).filter((k) => k.endsWith(':self-efficacy'))).toEqual([]);
  });

  it('counts a click on the resting thumb as an answer, and an untouched slider as none', async () => {
    mockApi({ '/api/self-efficacy-questions': sliderReply() });
    const { user } = renderWithProviders(<SelfEfficacyPage />);
    await screen.findByRole('heading', { name: 'Self-Efficacy' });
    await user.click(slider('Statement 2'));
    expect(slider('Statement 2')).toHaveAttribute('aria-valuetext', '50');
    expect(slider('Statement 1')).toHaveAttribute('aria-valuetext', 'Not answered yet');
  });

  it('keeps the working values and the page across a reload', async () => {
    mockApi({ '/api/self-efficacy-questions': sliderReply() });
    const first = renderWithProviders(<SelfEfficacyPage />);
    await screen.findByRole('heading', { name: 'Self-Efficacy' });
    for (const name of ['Statement 1', 'Statement 2', 'Statement 17']) move(name, 30);
    await first.user.click(button('Next'));
    move('Statement 18', 90);
    first.unmount();

    const second = renderWithProviders(<SelfEfficacyPage />);
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    expect(slider('Statement 18')).toHaveAttribute('aria-valuetext', '90');
    expect(slider('Statement 19')).toHaveAttribute('aria-valuetext', 'Not answered yet');
    await second.user.click(button('Back'));
    expect(slider('Statement 17')).toHaveAttribute('aria-valuetext', '30');
  });

  it('shows the statements and the dialog in Korean, and asks for the user', async () => {
    const calls = mockApi({ '/api/psychological-safety-questions': sliderReply({ language: 'KOR' }) });
    const { user } = renderWithProviders(<PsychologicalSafetyPage />, { route: '/assessment-ps', language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '심리적 안전감' })).toBeInTheDocument();
    expect(slider('문항 1')).toHaveAttribute('aria-valuetext', '아직 답하지 않음');
    expect(decodeURIComponent(calls[0].headers.get('UserEmail') ?? '')).toBe('ana@acme.org');
    await user.click(button('다음'));
    const dialog = screen.getByRole('dialog', { name: '답하지 않은 질문' });
    expect(dialog).toHaveTextContent('답하지 않은 질문이 있는 것 같습니다. 모든 질문에 빠짐없이 답해 주세요.');
  });

  it('picks the text by the language the server answered in', async () => {
    mockApi({ '/api/psychological-safety-questions': sliderReply({ language: 'SPA' }) });
    renderWithProviders(<PsychologicalSafetyPage />, { language: 'SPA' });
    expect(await screen.findByRole('heading', { name: 'Seguridad psicológica' })).toBeInTheDocument();
    expect(slider('Afirmación 17')).toBeInTheDocument();
    expect(button('Siguiente')).toBeEnabled();
  });

  it('sends a user whose questionnaire is not open to /', async () => {
    mockApi({ '/api/psychological-safety-questions': sliderReply({ active: false }) });
    const { path } = renderWithProviders(<PsychologicalSafetyPage />, { route: '/assessment-ps' });
    await waitFor(() => expect(path()).toBe('/'));
  });

  it("shows the server's message and the way to the portal when the answers were already sent", async () => {
    mockApi({
      '/api/self-efficacy-questions': sliderReply({ questions: [{ ...sliderReply().body.questions[0] }] }),
      '/api/self-efficacy-answers': ALREADY_SUBMITTED,
    });
    const { user, path } = renderWithProviders(<SelfEfficacyPage />, { route: '/assessment-se' });
    await screen.findByRole('heading', { name: 'Self-Efficacy' });
    // A single page: no Back, no page count, Submit at once.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    move('Statement 1', 10);
    await user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already answered this questionnaire.');
    await user.click(screen.getByRole('link', { name: 'Go to your portal' }));
    expect(path()).toBe('/portal');
  });
});
