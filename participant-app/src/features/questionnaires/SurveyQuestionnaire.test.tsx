// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { SurveyKind } from 'shared-api';
import { logIn } from '../assessment/testData';
import { ALREADY_SUBMITTED, freeText, knowledgeQuestions, numeric, options, surveyReply } from './testData';
import { questionnairePages } from './pages';

const {
  getToKnowYou: GetToKnowYouPage, knowledge: KnowledgePage, postClassSurvey: PostClassSurveyPage, reflection: ReflectionPage,
} = questionnairePages;

const button = (name: string) => screen.getByRole('button', { name });
const group = (name: string) => screen.getByRole('group', { name });

describe('the list questionnaires', () => {
  beforeEach(() => {
    localStorage.clear();
    logIn();
  });

  it('draws numeric, options and free-text questions, requires all of them, then submits', async () => {
    const multi = { question_id: 4, type: 'multi', question_text: 'Which days suit you?', options: ['Mon', 'Tue'] };
    const calls = mockApi({
      '/api/post-class-survey-questions': surveyReply([numeric, options, freeText, multi]),
      '/api/post-class-survey-answers': { body: { nextUrl: '/portal' } },
    });
    const { user, path } = renderWithProviders(<PostClassSurveyPage />, { route: '/post-class-survey' });
    expect(await screen.findByRole('heading', { name: 'Post-Class Survey' })).toBeInTheDocument();
    expect(within(group('How useful was the class?')).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group('Would you recommend it?')).getAllByRole('radio')).toHaveLength(3);
    const text = screen.getByRole('textbox', { name: 'What would you change?' });
    expect(text).toHaveAttribute('placeholder', 'Please type your response here');
    // Multi is the knowledge check's alone: elsewhere it is another type, answered in free text.
    expect(screen.getByRole('textbox', { name: 'Which days suit you?' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(group('How useful was the class?')).getByRole('radio', { name: '4' }));
    await user.click(within(group('Would you recommend it?')).getByRole('radio', { name: 'Maybe' }));
    await user.type(text, '   ');
    await user.click(button('Submit'));
    const dialog = screen.getByRole('dialog', { name: 'Question Unanswered' });
    expect(dialog).toHaveTextContent('It looks like you missed one of the questions. Please make sure to answer every one!');
    expect(calls.map((c) => c.path)).not.toContain('/api/post-class-survey-answers');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await user.type(text, 'More exercises ');
    await user.type(screen.getByRole('textbox', { name: 'Which days suit you?' }), 'Mon');
    await user.click(button('Submit'));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls.find((c) => c.path === '/api/post-class-survey-answers')?.body).toEqual({
      answers: { 1: '4', 2: 'Maybe', 3: 'More exercises', 4: 'Mon' },
      questions: [numeric, options, freeText, multi],
      user_email: 'ana@acme.org',
    });
  });

  it('answers the knowledge check with option indexes, in Korean', async () => {
    const calls = mockApi({
      '/api/get-knowledge-questions': surveyReply(knowledgeQuestions, 'KOR'),
      '/api/knowledge-answers': { body: { nextUrl: '/portal' } },
    });
    const { user, path } = renderWithProviders(<KnowledgePage />, { route: '/assessment-ck', language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '지식 확인' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '다양한 선택지 만들기' }));
    const multi = group('프로토타입의 장점을 모두 고르십시오.');
    expect(within(multi).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(multi).getByRole('checkbox', { name: '위험 감소' }));
    await user.click(within(multi).getByRole('checkbox', { name: '빠른 학습' }));
    await user.click(within(multi).getByRole('checkbox', { name: '비용 증가' }));
    await user.click(within(multi).getByRole('checkbox', { name: '비용 증가' }));
    await user.click(within(group('자신감은 어느 정도입니까?')).getByRole('radio', { name: '3' }));
    expect(screen.getByRole('textbox', { name: '배운 점을 적어 주십시오.' })).toHaveAttribute('placeholder', '여기에 답변을 입력하세요');

    await user.click(button('제출'));
    expect(screen.getByRole('dialog', { name: '답하지 않은 질문' })).toHaveTextContent('모든 질문에 빠짐없이 답해 주세요.');
    await user.click(button('확인'));
    await user.type(screen.getByRole('textbox', { name: '배운 점을 적어 주십시오.' }), '고객을 먼저 만나기');
    await user.click(button('제출'));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls.find((c) => c.path === '/api/knowledge-answers')?.body).toMatchObject({
      answers: { 1: 1, 2: [0, 3], 3: 2, 4: '고객을 먼저 만나기' },
      user_email: 'ana@acme.org',
    });
  });

  it('keeps the answers across a reload', async () => {
    mockApi({ '/api/get-reflection-questions': surveyReply() });
    const first = renderWithProviders(<ReflectionPage />);
    await screen.findByRole('heading', { name: 'Reflection' });
    await first.user.click(screen.getByRole('radio', { name: 'No' }));
    await first.user.type(screen.getByRole('textbox'), 'Less talk');
    first.unmount();
    renderWithProviders(<ReflectionPage />);
    await screen.findByRole('heading', { name: 'Reflection' });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('Less talk');
  });

  it.each<[SurveyKind, JSX.Element, string, string]>([
    ['post-class-survey', <PostClassSurveyPage key="p" />, '/api/post-class-survey-questions', '/api/post-class-survey-answers'],
    ['get-to-know-you', <GetToKnowYouPage key="g" />, '/api/get-to-know-you-questions', '/api/get-to-know-you-answers'],
    ['reflection', <ReflectionPage key="r" />, '/api/get-reflection-questions', '/api/reflection-answers'],
    ['knowledge', <KnowledgePage key="k" />, '/api/get-knowledge-questions', '/api/knowledge-answers'],
  ])('%s asks and answers on its own paths, and chains to nextUrl', async (_kind, page, questionsPath, answersPath) => {
    const calls = mockApi({ [questionsPath]: surveyReply([options]), [answersPath]: { body: { nextUrl: '/reflection-qs' } } });
    const { user, path } = renderWithProviders(page);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(button('Submit'));
    await waitFor(() => expect(path()).toBe('/reflection-qs'));
    expect(calls.map((c) => c.path)).toEqual([questionsPath, answersPath]);
  });

  it('sends a user whose questionnaire is not open to /', async () => {
    mockApi({ '/api/get-to-know-you-questions': surveyReply(undefined, 'ENG', false) });
    const { path } = renderWithProviders(<GetToKnowYouPage />, { route: '/welcome-qs' });
    await waitFor(() => expect(path()).toBe('/'));
  });

  it("shows the server's message and the way to the portal on 409 ALREADY_SUBMITTED, in Spanish", async () => {
    mockApi({
      '/api/get-reflection-questions': surveyReply([options], 'SPA'),
      '/api/reflection-answers': { status: 409, body: { ...ALREADY_SUBMITTED.body, message: 'Ya respondió este cuestionario.' } },
    });
    const { user, path } = renderWithProviders(<ReflectionPage />, { route: '/reflection-qs', language: 'SPA' });
    await user.click(await screen.findByRole('radio', { name: 'Maybe' }));
    await user.click(button('Enviar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya respondió este cuestionario.');
    expect(path()).toBe('/reflection-qs');
    await user.click(screen.getByRole('link', { name: 'Ir a su portal' }));
    expect(path()).toBe('/portal');
  });
});
