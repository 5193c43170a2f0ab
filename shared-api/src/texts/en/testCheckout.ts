/** The built-in test-mode checkout page (no Stripe keys configured). */
export const testCheckout = {
  'testCheckout.title': 'Test Checkout',
  'testCheckout.banner': 'TEST MODE: no card is charged. This page stands in for the card payment provider because no Stripe keys are configured.',
  'testCheckout.item': 'Item',
  'testCheckout.amount': 'Amount',
  'testCheckout.email': 'Email',
  'testCheckout.pay': 'Pay',
  'testCheckout.cancel': 'Cancel',
  'testCheckout.complete': 'This checkout is already complete.',
  'testCheckout.expired': 'This checkout has expired. Please start again from the checkout page.',
};
