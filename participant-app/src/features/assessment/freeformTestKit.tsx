/** Test-only helpers shared by the freeform tests: a fake clock, the page and its controls. */
import { renderWithProviders } from 'shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssessmentPage from './AssessmentPage';
import { logIn } from './testData';

export const NOW = Date.parse('2026-03-02T10:00:00Z');

/** Each test starts logged in, with empty storage, on a fake clock set to NOW. */
export function useFakeClock() {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: NOW });
    logIn();
  });
  afterEach(() => jest.useRealTimers());
}

/** user-event must move the fake clock, or its own pauses would never end. */
export function setup() {
  const view = renderWithProviders(<AssessmentPage />);
  return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

export const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
export const clock = () => screen.getByRole('timer');
export const input = () => screen.getByRole('textbox', { name: 'Your idea' });
