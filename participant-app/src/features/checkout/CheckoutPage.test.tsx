// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { logIn } from '../assessment/testData';
import { aClass, currentReply } from '../classes/testData';
import CheckoutPage from './CheckoutPage';

// Stripe.js comes from js.stripe.com, which a test cannot reach: its loader and React wrapper are
// stood in for (the page's own code, which chooses and mounts them, runs as it is).
const loadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  EmbeddedCheckoutProvider: ({ options, children }: { options: { clientSecret: string }; children: unknown }) => (
    <div data-testid="stripe-embedded" data-secret={options.clientSecret}>
      {children as never}
    </div>
  ),
  EmbeddedCheckout: () => <p>Stripe card form</p>,
}));

const keyReply = (admin = false) => ({ body: { public_key: null, admin, test_mode: true } });

function show(routes: Record<string, MockRoute>, goTo = jest.fn()) {
  const calls = mockApi({ '/api/stripe-public-key': keyReply(), '/api/current-user-class': currentReply(), ...routes });
  return { calls, goTo, ...renderWithProviders(<CheckoutPage goTo={goTo} />, { route: '/checkout' }) };
}

describe('CheckoutPage', () => {
  beforeEach(() => logIn());

  it('shows the class, its price and the refund policy; Proceed to Payment goes to the session', async () => {
    const { calls, goTo, user } = show({ '/api/create-checkout-session': { body: { sessionId: 'cs_1', url: '/api/test-checkout?session=cs_1', client_secret: null } } });
    expect(await screen.findByRole('heading', { name: 'Design Sprint' })).toBeInTheDocument();
    expect(screen.getByText('$199.50')).toBeInTheDocument();
    expect(screen.getByText('Full refund when cancelling up to 1 week before the class starts')).toBeInTheDocument();
    expect(screen.getByText('Test mode: no card will be charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(goTo).toHaveBeenCalledWith('/api/test-checkout?session=cs_1');
    expect(calls.find((c) => c.path === '/api/create-checkout-session')?.headers.get('UiMode')).toBeNull();
    expect(decodeURIComponent(calls.find((c) => c.path === '/api/create-checkout-session')?.headers.get('BaseURL') ?? '')).toBe(window.location.origin);
  });

  it("with Stripe keys, asks for an embedded session and mounts Stripe's form in the page", async () => {
    loadStripe.mockResolvedValue({});
    const { calls, goTo, user } = show({
      '/api/stripe-public-key': { body: { public_key: 'pk_test_1', admin: false, test_mode: false } },
      '/api/create-checkout-session': { body: { sessionId: 'cs_1', url: null, client_secret: 'cs_1_secret' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    const form = await screen.findByRole('region', { name: 'Card payment' });
    expect(within(form).getByTestId('stripe-embedded')).toHaveAttribute('data-secret', 'cs_1_secret');
    expect(within(form).getByText('Stripe card form')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(calls.find((c) => c.path === '/api/create-checkout-session')?.headers.get('UiMode')).toBe('embedded');
    expect(screen.queryByText('Test mode: no card will be charged.')).not.toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("alerts 'Could not connect to stripe API' when Stripe.js cannot load, and offers the button again", async () => {
    loadStripe.mockRejectedValue(new Error('blocked'));
    const { user } = show({
      '/api/stripe-public-key': { body: { public_key: 'pk_test_1', admin: false, test_mode: false } },
      '/api/create-checkout-session': { body: { sessionId: 'cs_1', url: null, client_secret: 'cs_1_secret' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect to stripe API');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('offers a paid participant the receipt', async () => {
    show({ '/api/current-user-class': currentReply({ paid: true, receipt_link: '/api/payment-receipt?token=r1' }) });
    expect(await screen.findByRole('link', { name: 'Download Receipt' })).toHaveAttribute('href', '/api/payment-receipt?token=r1');
  });

  it("alerts 'Could not connect to stripe API' when the session cannot be made", async () => {
    const { goTo, user } = show({ '/api/create-checkout-session': { status: 503, body: { error: 'PAYMENT_PROVIDER', message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect to stripe API');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('Back to Class Selection leaves the class and goes to the classes', async () => {
    const { calls, user, path } = show({ '/api/leave-class': { body: { error: null, msg: 'You have left the class.', refunded: false } } });
    await user.click(await screen.findByRole('button', { name: 'Back to Class Selection' }));
    await waitFor(() => expect(path()).toBe('/classes'));
    expect(calls.find((c) => c.path === '/api/leave-class')?.headers.get('ConfirmNoRefund')).toBe('false');
  });

  it('lets a paid participant cancel for a full refund, confirmed on screen', async () => {
    let enrolled = true;
    const { user } = show({
      '/api/current-user-class': () => (enrolled ? currentReply({ paid: true }) : currentReply({ class: null, paid: false })),
      '/api/leave-class': () => {
        enrolled = false;
        return { body: { error: null, refunded: true, msg: 'You have left the class. Your payment of $199.50 has been refunded in full.' } };
      },
    });
    expect(await screen.findByText('You have paid for this class.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel My Enrolment' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Leave Design Sprint? Your payment of $199.50 will be refunded in full.');
    await user.click(screen.getByRole('button', { name: 'Yes, Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent('has been refunded in full');
    expect(await screen.findByText("You aren't enrolled in a class yet.")).toBeInTheDocument();
  });

  it('past the refund window says no refund is due and sends the confirmation', async () => {
    const { calls, user } = show({
      '/api/current-user-class': currentReply({ paid: true, refundable: false, class: aClass({ starts_at: '2026-12-01T09:00:00Z' }) }),
      '/api/leave-class': { body: { error: null, refunded: false, msg: 'You have left the class.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel My Enrolment' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The class starts in less than a week, so no refund is due. Leave Design Sprint without a refund?');
    await user.click(screen.getByRole('button', { name: 'Yes, Continue' }));
    expect(calls.find((c) => c.path === '/api/leave-class')?.headers.get('ConfirmNoRefund')).toBe('true');
  });

  it("alerts 'Could not leave class' when leaving fails", async () => {
    const { user } = show({ '/api/leave-class': { status: 503, body: { error: 'PAYMENT_PROVIDER', message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Back to Class Selection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not leave class');
  });

  it("says 'Could not leave class' in the cancel dialog, which stays open, when cancelling fails", async () => {
    const { user } = show({
      '/api/current-user-class': currentReply({ paid: true }),
      '/api/leave-class': { status: 503, body: { error: 'PAYMENT_PROVIDER', message: 'x' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel My Enrolment' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not leave class');
    expect(within(dialog).getByRole('button', { name: 'Yes, Continue' })).toBeEnabled();
  });

  it('lets an admin skip payment: Back goes to /portal', async () => {
    const { user, path } = show({ '/api/stripe-public-key': keyReply(true) });
    expect(await screen.findByText('As an admin, you do not need to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Class Selection' }));
    expect(path()).toBe('/portal');
  });

  it('points a participant without a class to the classes', async () => {
    show({ '/api/current-user-class': currentReply({ class: null }) });
    expect(await screen.findByRole('link', { name: 'Choose a class' })).toHaveAttribute('href', '/classes');
  });
});
