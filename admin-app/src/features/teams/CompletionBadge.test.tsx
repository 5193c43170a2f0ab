import { renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { CompletionBadge, completionTone } from './CompletionBadge';

describe('the completion badge', () => {
  it.each([
    [4, 4, 'green'],
    [3, 4, 'yellow'],
    [2, 4, 'yellow'],
    [1, 3, 'red'],
    [0, 4, 'red'],
    [1, 1, 'green'],
    [0, 1, 'red'],
    [5, 10, 'yellow'],
    [4, 9, 'red'],
  ])('%i of %i finished is %s (SPEC.md: all, at least 50%%, less)', (finished, total, tone) => {
    expect(completionTone(finished, total)).toBe(tone);
  });

  it('is neutral for a team without users, which has nothing to complete', () => {
    expect(completionTone(0, 0)).toBe('gray');
    renderWithProviders(<CompletionBadge finished={0} total={0} />);
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('No users yet');
    expect(screen.getByTestId('completion-badge')).toHaveAttribute('data-tone', 'gray');
  });

  it('says how many finished, in the language of the screen', () => {
    const { unmount } = renderWithProviders(<CompletionBadge finished={3} total={4} />);
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('3 of 4 finished (75%)');
    expect(screen.getByTestId('completion-badge')).toHaveAttribute('data-tone', 'yellow');
    unmount();
    renderWithProviders(<CompletionBadge finished={1} total={3} />, { language: 'KOR' });
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('3명 중 1명 완료(33%)');
  });
});
