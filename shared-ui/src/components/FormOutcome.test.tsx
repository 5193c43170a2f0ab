import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { errorCode } from './errors';
import { FormOutcomeAlert } from './FormOutcome';

const offerReset = (error: unknown) => errorCode(error) === 'LOGIN_FAILED' && <a href="/reset-request">Reset</a>;

describe('FormOutcomeAlert', () => {
  it('adds the links a failure offers under its text', () => {
    renderWithProviders(<FormOutcomeAlert outcome={{ error: { status: 401, data: { error: 'LOGIN_FAILED' } } }} links={offerReset} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, there isn't an account with those credentials.");
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/reset-request');
  });

  it('adds none to another failure, nor to a msg', () => {
    const { unmount } = renderWithProviders(<FormOutcomeAlert outcome={{ error: { status: 500, data: { error: 'X', message: 'Broken.' } } }} links={offerReset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Broken.');
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
    unmount();
    renderWithProviders(<FormOutcomeAlert outcome={{ msg: 'Saved.' }} links={offerReset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
