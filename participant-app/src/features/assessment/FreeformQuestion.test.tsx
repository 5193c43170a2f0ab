// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import type { FreeformIdeasRequest } from 'shared-api';
import { clock, input, NOW, setup, tick, useFakeClock } from './freeformTestKit';
import { activeReply, freeform, questionsReply } from './testData';
/** The server's clock runs a minute ahead, and the question was started there 10 s ago. */
const SKEW = 60_000;

function routes() {
  return mockApi({
    '/api/assessment-active': activeReply(),
    '/api/questions': questionsReply([freeform]),
    '/api/freeform-start': () => ({ body: { startedAt: Date.now() + SKEW - 10_000, seconds: 180, serverNow: Date.now() + SKEW } }),
    '/api/freeform-ideas': (req) => {
      const { ideas } = req.body as FreeformIdeasRequest;
      return { body: { saved: ideas.length, closed: false, ideas } };
    },
  });
}

describe('freeform question', () => {
  useFakeClock();

  it('shows only the instruction and Start until started, then counts down from the server start', async () => {
    const calls = routes();
    const { user } = setup();
    expect(await screen.findByText('You have three minutes. Press Start.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('List uses for a brick.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('2:50');
    expect(calls.find((c) => c.path === '/api/freeform-start')?.body).toEqual({ questionIndex: 0 });
    expect(screen.getByText('List uses for a brick.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    tick(1000);
    expect(clock()).toHaveTextContent('2:49');
    tick(59_000);
    expect(clock()).toHaveTextContent('1:50');
  });

  it('adds ideas with Return, comma and the plus button, ignores empty input, removes, and saves them', async () => {
    const calls = routes();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('timer');

    await user.type(input(), 'doorstop{Enter}');
    await user.type(input(), 'paperweight,');
    await user.type(input(), 'bookend');
    await user.click(screen.getByRole('button', { name: 'Add Idea' }));
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Idea' }));
    const list = screen.getByRole('list', { name: 'Your ideas (3)' });
    expect(list).toHaveTextContent('doorstop');
    expect(list).toHaveTextContent('paperweight');
    expect(list).toHaveTextContent('bookend');

    await user.click(screen.getByRole('button', { name: "Remove 'paperweight'" }));
    expect(screen.getByRole('list', { name: 'Your ideas (2)' })).not.toHaveTextContent('paperweight');
    const stored = JSON.parse(localStorage.getItem('textAnswers:42:assessment') ?? '{}');
    expect(stored[0].map((i: { text: string }) => i.text)).toEqual(['doorstop', 'bookend']);

    tick(1000);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/freeform-ideas').length).toBeGreaterThan(0));
    const saves = calls.filter((c) => c.path === '/api/freeform-ideas');
    // Debounced: one save for the burst of typing, with the final list.
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toEqual({ questionIndex: 0, ideas: stored[0] });
  });

  it('makes the input read-only at zero', async () => {
    routes();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('timer');
    tick(170_000);
    expect(clock()).toHaveTextContent('0:00');
    expect(input()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Add Idea' })).toBeDisabled();
    expect(screen.getByText(/Time's up!/)).toBeInTheDocument();
  });

  it('keeps counting from the recorded start after a reload', async () => {
    localStorage.setItem('timerStarts:42:assessment', JSON.stringify({ 0: NOW - 100_000 }));
    localStorage.setItem('textAnswers:42:assessment', JSON.stringify({ 0: [{ id: 1, text: 'wall' }] }));
    const calls = routes();
    setup();
    expect(await screen.findByRole('timer')).toHaveTextContent('1:20');
    expect(screen.getByRole('list', { name: 'Your ideas (1)' })).toHaveTextContent('wall');
    expect(calls.some((c) => c.path === '/api/freeform-start')).toBe(false);
    // A save still waiting when the page went away never left: the list is saved again at once.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/freeform-ideas').map((c) => c.body)).toEqual([
      { questionIndex: 0, ideas: [{ id: 1, text: 'wall' }] },
    ]));
  });

  it('uses the seconds the server sends (five minutes on the long page)', async () => {
    localStorage.setItem('timerStarts:42:assessment', JSON.stringify({ 0: NOW }));
    mockApi({ '/api/assessment-active': activeReply(), '/api/questions': questionsReply([{ ...freeform, seconds: 300 }]) });
    setup();
    expect(await screen.findByRole('timer')).toHaveTextContent('5:00');
  });
});
