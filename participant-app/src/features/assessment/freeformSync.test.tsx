// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import type { FreeformIdeasRequest, TextAnswer } from 'shared-api';
import { clock, input, NOW, setup, tick, useFakeClock } from './freeformTestKit';
import { activeReply, freeform, questionsReply } from './testData';

/**
 * A server that saves ideas until start + 180 s + 5 s grace (its clock is the fake one), keeps what
 * it had afterwards, and can be told to fail the next saves, as a flaky network would.
 */
function timedServer(start: number, seconds = 180) {
  const state = { held: [] as TextAnswer[], failing: 0 };
  const calls = mockApi({
    '/api/assessment-active': activeReply(),
    '/api/questions': questionsReply([freeform]),
    '/api/freeform-start': () => ({ body: { startedAt: start, seconds, serverNow: Date.now() } }),
    '/api/freeform-ideas': (req) => {
      if (state.failing > 0) {
        state.failing -= 1;
        return { status: 503, body: { error: 'UNAVAILABLE', message: 'Try again' } };
      }
      const { ideas } = req.body as FreeformIdeasRequest;
      const closed = Date.now() > start + seconds * 1000 + 5_000;
      if (!closed) state.held = ideas;
      return { body: { saved: state.held.length, closed, ideas: state.held } };
    },
    '/api/answers': { body: { nextUrl: '/post-assessment' } },
  });
  const saves = () => calls.filter((c) => c.path === '/api/freeform-ideas');
  return { state, calls, saves };
}

const stored = (name: string) => JSON.parse(localStorage.getItem(`${name}:42:assessment`) ?? '{}');
const texts = (list: TextAnswer[] | undefined) => (list ?? []).map((i) => i.text);

describe('freeform ideas never leave the participant stuck', () => {
  useFakeClock();

  it('saves once more the moment the countdown reaches zero, without waiting for the typing pause', async () => {
    const server = timedServer(NOW);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('timer');
    tick(179_500);
    await user.type(input(), 'doorstop{Enter}');
    expect(server.saves()).toHaveLength(0);
    // Half a second later the clock reads 0:00: the list goes at once, before the 800 ms pause ends.
    tick(500);
    expect(clock()).toHaveTextContent('0:00');
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    tick(2000);
    expect(server.saves()).toHaveLength(1);
    expect(server.saves().at(-1)?.body).toEqual({ questionIndex: 0, ideas: [expect.objectContaining({ text: 'doorstop' })] });
    expect(texts(server.state.held)).toEqual(['doorstop']);
    // Adopted with nothing lost: no notice.
    expect(screen.queryByText('Ideas typed after the time ran out were not kept.')).not.toBeInTheDocument();
  });

  it("replaces the page's list with the server's when it answers closed, and says the late ideas were not kept", async () => {
    const server = timedServer(NOW - 190_000);
    localStorage.setItem('timerStarts:42:assessment', JSON.stringify({ 0: NOW - 190_000 }));
    // The server saved "doorstop" in time; the save that carried "bookend" was lost.
    server.state.held = [{ id: 1, text: 'doorstop' }];
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 0: [{ id: 1, text: 'doorstop' }, { id: 2, text: 'bookend' }] }));
    setup();
    expect(await screen.findByRole('timer')).toHaveTextContent('0:00');

    expect(await screen.findByText('Ideas typed after the time ran out were not kept.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your ideas (1)' })).toHaveTextContent('doorstop');
    expect(texts(stored('textAnswers')[0])).toEqual(['doorstop']);
  });

  it('ignores a failed save while the page is open and relies on the next one', async () => {
    const server = timedServer(NOW);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('timer');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.state.failing = 1;
    await user.type(input(), 'doorstop{Enter}');
    tick(1000);
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.state.held).toEqual([]);
    await user.type(input(), 'bookend{Enter}');
    tick(1000);
    await waitFor(() => expect(texts(server.state.held)).toEqual(['doorstop', 'bookend']));
    expect(screen.getByRole('list', { name: 'Your ideas (2)' })).toBeInTheDocument();
  });
});

describe('submitting syncs every timed page first', () => {
  const twoTimed = [freeform, { ...freeform, id: 'freeform_first_week', seconds: 300 }];

  useFakeClock();
  beforeEach(() => {
    // Both pages started; the device is on the 'All Done?' step.
    localStorage.setItem('timerStarts:42:assessment', JSON.stringify({ 0: NOW - 400_000, 1: NOW - 100_000 }));
    localStorage.setItem('pageIndex:42:assessment', JSON.stringify(2));
  });

  function server(held: Record<number, TextAnswer[]>, { notStarted = [] as number[] } = {}) {
    return mockApi({
      '/api/assessment-active': activeReply(),
      '/api/questions': questionsReply(twoTimed),
      '/api/freeform-ideas': (req) => {
        const { questionIndex, ideas } = req.body as FreeformIdeasRequest;
        if (notStarted.includes(questionIndex)) return { status: 409, body: { error: 'TIMER_NOT_STARTED', message: 'Press Start' } };
        // Page 0 ran out long ago; page 1 is still open.
        if (questionIndex === 0) return { body: { saved: held[0].length, closed: true, ideas: held[0] } };
        return { body: { saved: ideas.length, closed: false, ideas } };
      },
      '/api/answers': { body: { nextUrl: '/post-assessment' } },
    });
  }

  it('saves each page with ideas once, then submits the lists the server holds', async () => {
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 0: [{ id: 1, text: 'doorstop' }], 1: [{ id: 5, text: 'lunch' }] }));
    const calls = server({ 0: [{ id: 1, text: 'doorstop' }] });
    const { user, path } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/post-assessment'));
    const saves = calls.filter((c) => c.path === '/api/freeform-ideas').map((c) => c.body);
    expect(saves).toEqual(
      expect.arrayContaining([
        { questionIndex: 0, ideas: [{ id: 1, text: 'doorstop' }] },
        { questionIndex: 1, ideas: [{ id: 5, text: 'lunch' }] },
      ]),
    );
    expect(saves).toHaveLength(2);
    const sent = calls.find((c) => c.path === '/api/answers')?.body as { textAnswers: Record<string, TextAnswer[]> };
    expect(sent.textAnswers).toEqual({ 0: [{ id: 1, text: 'doorstop' }], 1: [{ id: 5, text: 'lunch' }] });
    const order = calls.map((c) => c.path).filter((p) => p === '/api/answers' || p === '/api/freeform-ideas');
    expect(order).toEqual(['/api/freeform-ideas', '/api/freeform-ideas', '/api/answers']);
  });

  it("skips pages without ideas; on a closed page it adopts the server's list, tells the user, and the next Submit goes through", async () => {
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 0: [{ id: 1, text: 'doorstop' }, { id: 2, text: 'bookend' }], 1: [] }));
    const calls = server({ 0: [{ id: 1, text: 'doorstop' }] });
    const { user, path } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question 1: ideas typed after the time ran out were not kept. Press Submit to send the rest.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/freeform-ideas').map((c) => (c.body as FreeformIdeasRequest).questionIndex)).toEqual([0]);
    expect(calls.some((c) => c.path === '/api/answers')).toBe(false);
    expect(texts(stored('textAnswers')[0])).toEqual(['doorstop']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/post-assessment'));
    const sent = calls.find((c) => c.path === '/api/answers')?.body as { textAnswers: Record<string, TextAnswer[]> };
    expect(sent.textAnswers[0]).toEqual([{ id: 1, text: 'doorstop' }]);
  });

  it('treats a page the server never started as holding nothing', async () => {
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 1: [{ id: 5, text: 'lunch' }] }));
    const calls = server({ 0: [] }, { notStarted: [1] });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^Question 2: ideas typed after the time ran out/)).toBeInTheDocument();
    expect(stored('textAnswers')[1]).toEqual([]);
    expect(calls.some((c) => c.path === '/api/answers')).toBe(false);
  });

  it('sends nothing when a save fails for another reason, and shows the error', async () => {
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 1: [{ id: 5, text: 'lunch' }] }));
    const calls = mockApi({
      '/api/assessment-active': activeReply(),
      '/api/questions': questionsReply(twoTimed),
      '/api/freeform-ideas': { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong on our side.' } },
      '/api/answers': { body: { nextUrl: '/post-assessment' } },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/answers')).toBe(false);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
