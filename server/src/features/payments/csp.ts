import type { Config } from '../../config';

/**
 * The hosts Stripe.js and its Embedded Checkout need (docs.stripe.com/security/guide, "Content
 * Security Policy"), by directive. The policy names them only when Stripe keys are configured
 * (DESIGN.md): in test mode no page of ours loads anything from Stripe.
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connectSrc: ['https://api.stripe.com', 'https://checkout.stripe.com', 'https://merchant-ui-api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
} as const;

export type PaymentCspSources = { [directive in keyof typeof STRIPE_SOURCES]?: readonly string[] };

export function paymentCspSources(config: Pick<Config, 'stripeSecretKey' | 'stripePublishableKey'>): PaymentCspSources {
  return config.stripeSecretKey && config.stripePublishableKey ? STRIPE_SOURCES : {};
}
