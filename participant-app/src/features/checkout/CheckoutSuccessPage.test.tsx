// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { logIn } from '../assessment/testData';
import CheckoutSuccessPage from './CheckoutSuccessPage';

const show = (reply: { status?: number; body: unknown }, route = '/checkout-success?session_id=cs_1') => {
  const calls = mockApi({ '/api/checkout-success': reply });
  const page = (
    <Routes>
      <Route path="/checkout-success" element={<CheckoutSuccessPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
  return { calls, ...renderWithProviders(page, { route }) };
};

describe('CheckoutSuccessPage', () => {
  beforeEach(() => logIn());

  it('confirms the session and offers the assessment, saying it takes about 15 minutes', async () => {
    const { calls, user, path } = show({ body: { paid: true, assessmentActive: true } });
    expect(await screen.findByRole('heading', { name: 'Thank You for Your Payment!' })).toBeInTheDocument();
    expect(screen.getByText('The assessment takes about 15 minutes.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ session_id: 'cs_1' });
    await user.click(screen.getByRole('button', { name: 'Start the Assessment' }));
    expect(path()).toBe('/assessment');
  });

  it('says when the class assessment is not open yet', async () => {
    show({ body: { paid: true, assessmentActive: false } });
    expect(await screen.findByText(/isn't open yet/)).toBeInTheDocument();
    expect(screen.getByText('The assessment takes about 15 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the Assessment' })).not.toBeInTheDocument();
  });

  it('says when the payment has not arrived', async () => {
    show({ body: { paid: false, assessmentActive: false } });
    expect(await screen.findByText(/We haven't received your payment yet/)).toBeInTheDocument();
  });

  it('goes back to /checkout without a session', async () => {
    const { path } = show({ body: {} }, '/checkout-success');
    await waitFor(() => expect(path()).toBe('/checkout'));
  });
});
