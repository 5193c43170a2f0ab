import type { Generated } from 'kysely';
import type { NullableTimestamp } from './columns';

/** Classes and their payments. */

export interface ClassesTable {
  id: Generated<number>;
  team_id: number;
  name: string;
  description: Generated<string>;
  short_description: Generated<string>;
  time_description: Generated<string>;
  place_description: Generated<string>;
  length_description: Generated<string>;
  /** In the currency's minor unit (cents); the API speaks major units. */
  price_minor: Generated<number>;
  capacity: Generated<number>;
  num_students: Generated<number>;
  status: Generated<string>;
  accepting: Generated<boolean>;
  accept_any: Generated<boolean>;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: Generated<string>;
  starts_at: NullableTimestamp;
  assessment_open: Generated<boolean>;
  results_open: Generated<boolean>;
  created_at: Generated<Date>;
}

export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'expired';

/** One Checkout Session and what became of it (migration 011). */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number | null;
  class_id: number | null;
  provider: 'stripe' | 'test';
  session_id: string;
  amount_minor: number;
  currency: string;
  status: Generated<PaymentStatus>;
  payment_intent: string | null;
  refund_id: string | null;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
}

/** The test-mode provider's sessions (no Stripe keys): its stand-in for Stripe's records. */
export interface TestCheckoutSessionsTable {
  id: string;
  amount_minor: number;
  currency: string;
  description: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  status: Generated<'open' | 'complete' | 'expired'>;
  payment_intent: string | null;
  refunded: Generated<boolean>;
  created_at: Generated<Date>;
}
