import { headerText } from '../accounts/api';
import { classesApi } from '../classes/api';
import type {
  CheckoutSuccessResponse, CheckoutUiMode, CreateCheckoutSessionResponse, PaymentsResponse, PaymentStatus, StripePublicKeyResponse,
} from './contract';

/** The payments screen's filters, as the list and its TSV take them (headers). */
export interface PaymentsFilters {
  classId?: number;
  status?: PaymentStatus;
}

export function paymentsHeaders({ classId, status }: PaymentsFilters): Record<string, string> {
  return { ...(classId ? { ClassID: String(classId) } : {}), ...(status ? { Status: status } : {}) };
}

/**
 * Paying for a class (SPEC.md section 7, "Classes and payment"): the provider's public key, the
 * checkout session and its success page; and the administrators' list of payments. On the classes
 * slice, whose tags a payment changes.
 */
export const paymentsApi = classesApi.injectEndpoints({
  endpoints: (build) => ({
    stripePublicKey: build.query<StripePublicKeyResponse, void>({
      query: () => ({ url: '/stripe-public-key', method: 'POST' }),
    }),
    createCheckoutSession: build.mutation<CreateCheckoutSessionResponse, { baseUrl: string; uiMode?: CheckoutUiMode }>({
      query: ({ baseUrl, uiMode }) => ({
        url: '/create-checkout-session',
        method: 'POST',
        headers: { BaseURL: headerText(baseUrl), ...(uiMode ? { UiMode: uiMode } : {}) },
      }),
    }),
    checkoutSuccess: build.mutation<CheckoutSuccessResponse, { sessionId: string }>({
      query: ({ sessionId }) => ({ url: '/checkout-success', method: 'POST', body: { session_id: sessionId } }),
      invalidatesTags: ['CurrentClass', 'Assessment', 'Portal', 'Class', 'Classes'],
    }),
    /** Every payment (administrators, issue 22). Refunds and checkouts happen on other pages, so each visit asks afresh. */
    payments: build.query<PaymentsResponse, PaymentsFilters>({
      query: (filters) => ({ url: '/payments', method: 'POST', headers: paymentsHeaders(filters) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStripePublicKeyQuery, useCreateCheckoutSessionMutation, useCheckoutSuccessMutation, usePaymentsQuery } = paymentsApi;
