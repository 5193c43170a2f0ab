import * as yup from 'yup';
import { idField, MAX_TEXT } from '../common/fields';
import { VALIDATION } from '../common/messages';

/** /api/stripe-public-key: the provider's public client key, and whether the caller skips payment. */
export interface StripePublicKeyResponse {
  /** Stripe's publishable key; null in test mode (no Stripe keys configured). */
  public_key: string | null;
  admin: boolean;
  /** The built-in test-mode provider is in use: no real card is charged. */
  test_mode: boolean;
}

/**
 * /api/create-checkout-session: the session, and either the page the browser goes to to pay (url)
 * or, for Stripe's Embedded Checkout (UiMode 'embedded' with Stripe keys), the secret with which
 * the checkout page mounts Stripe's form itself (client_secret; url null).
 */
export interface CreateCheckoutSessionResponse {
  sessionId: string;
  url: string | null;
  client_secret: string | null;
}

/** How the payer pays: on the provider's page (hosted, the default) or in the checkout page (embedded). */
export const CHECKOUT_UI_MODES = ['hosted', 'embedded'] as const;
export type CheckoutUiMode = (typeof CHECKOUT_UI_MODES)[number];

/** /api/checkout-success: the payment confirmed (fulfilled, once) and what the participant may do next. */
export interface CheckoutSuccessResponse {
  paid: boolean;
  /** The class's assessment is open to the participant now. */
  assessmentActive: boolean;
}

/** BaseURL: where the provider sends the browser back (checked against this server's own address). */
export const checkoutSessionSchema = yup.object({
  BaseURL: yup.string().trim().max(MAX_TEXT * 10, VALIDATION.tooLong),
  UiMode: yup.string().typeError(VALIDATION.choice).oneOf([...CHECKOUT_UI_MODES], VALIDATION.choice),
});

/** The session the provider named in its return to /checkout-success?session_id=. */
export const checkoutSuccessSchema = yup.object({
  session_id: yup
    .string()
    .trim()
    .required(VALIDATION.choice)
    .max(MAX_TEXT * 2, VALIDATION.tooLong)
    .matches(/^[\w-]+$/, VALIDATION.choice),
});

/** The success page's address; Stripe fills {CHECKOUT_SESSION_ID} in. */
export const CHECKOUT_SUCCESS_PATH = '/checkout-success';
export const CHECKOUT_CANCELLED_PATH = '/checkout-cancelled';

/** A payment's states: pending (checkout open), paid, refunded, expired (checkout abandoned). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** /api/payments and /api/payments-tsv (administrators): optional headers ClassID and Status. */
export const paymentsQuerySchema = yup.object({
  ClassID: idField(),
  Status: yup.string().typeError(VALIDATION.choice).oneOf([...PAYMENT_STATUSES], VALIDATION.choice),
});

/** One payment as /payments lists it; a deleted user or class is null, the payment kept for the accounts. */
export interface PaymentRow {
  id: number;
  class_id: number | null;
  class: string | null;
  user_id: number | null;
  user: string | null;
  email: string | null;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  provider: 'stripe' | 'test';
  /** ISO date-times. */
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  refund_id: string | null;
}

export interface PaymentsResponse {
  payments: PaymentRow[];
}

/** The portal's receipt link (issue 22): a signed token names the payment, as a certificate link does. */
export const RECEIPT_FILE_NAME = 'receipt.pdf';
export const receiptPdfUrl = (token: string) => `/api/payment-receipt?token=${encodeURIComponent(token)}`;
