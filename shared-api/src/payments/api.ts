import { headerText } from '../accounts/api';
import { classesApi } from '../classes/api';
import type { CheckoutSuccessResponse, CreateCheckoutSessionResponse, StripePublicKeyResponse } from './contract';

/**
 * Paying for a class (SPEC.md section 7, "Classes and payment"): the provider's public key, the
 * checkout session and its success page. On the classes slice, whose tags a payment changes.
 */
export const paymentsApi = classesApi.injectEndpoints({
  endpoints: (build) => ({
    stripePublicKey: build.query<StripePublicKeyResponse, void>({
      query: () => ({ url: '/stripe-public-key', method: 'POST' }),
    }),
    createCheckoutSession: build.mutation<CreateCheckoutSessionResponse, { baseUrl: string }>({
      query: ({ baseUrl }) => ({ url: '/create-checkout-session', method: 'POST', headers: { BaseURL: headerText(baseUrl) } }),
    }),
    checkoutSuccess: build.mutation<CheckoutSuccessResponse, { sessionId: string }>({
      query: ({ sessionId }) => ({ url: '/checkout-success', method: 'POST', body: { session_id: sessionId } }),
      invalidatesTags: ['CurrentClass', 'Assessment', 'Portal', 'Class', 'Classes'],
    }),
  }),
});

export const { useStripePublicKeyQuery, useCreateCheckoutSessionMutation, useCheckoutSuccessMutation } = paymentsApi;
