import * as yup from 'yup';
import { MAX_TEXT } from '../common/fields';
import { VALIDATION } from '../common/messages';

/** /api/stripe-public-key: the provider's public client key, and whether the caller skips payment. */
export interface StripePublicKeyResponse {
  /** Stripe's publishable key; null in test mode (no Stripe keys configured). */
  public_key: string | null;
  admin: boolean;
  /** The built-in test-mode provider is in use: no real card is charged. */
  test_mode: boolean;
}

/** /api/create-checkout-session: the session, and the page the browser goes to to pay. */
export interface CreateCheckoutSessionResponse {
  sessionId: string;
  url: string;
}

/** /api/checkout-success: the payment confirmed (fulfilled, once) and what the participant may do next. */
export interface CheckoutSuccessResponse {
  paid: boolean;
  /** The class's assessment is open to the participant now. */
  assessmentActive: boolean;
}

/** BaseURL: where the provider sends the browser back (checked against this server's own address). */
export const checkoutSessionSchema = yup.object({
  BaseURL: yup.string().trim().max(MAX_TEXT * 10, VALIDATION.tooLong),
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
