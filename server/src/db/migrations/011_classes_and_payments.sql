-- Classes and card payment (issue 10).
--
-- The price was always kept in the currency's minor unit (cents; a won is its own minor unit):
-- the name now says so. The API speaks in major units (what an admin types: 199.00).
ALTER TABLE classes RENAME COLUMN price TO price_minor;
ALTER TABLE classes
  ADD COLUMN currency text NOT NULL DEFAULT 'usd' CHECK (currency ~ '^[a-z]{3}$'),
  -- The refund rule (full refund up to 7 days before) counts from here; null: not yet scheduled.
  ADD COLUMN starts_at timestamptz,
  -- Open Assessment / Open Results on the class page: a student who joins or pays later gets them too.
  ADD COLUMN assessment_open boolean NOT NULL DEFAULT false,
  ADD COLUMN results_open boolean NOT NULL DEFAULT false,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

-- One Checkout Session: what was asked, what the provider says happened, what was refunded.
-- Rows stay when the user or class goes (the money moved all the same).
CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  class_id integer REFERENCES classes(id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  session_id text NOT NULL UNIQUE,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'refunded', 'expired')),
  payment_intent text,
  refund_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  refunded_at timestamptz
);
CREATE INDEX payments_user ON payments (user_id, class_id);

-- The built-in test-mode provider's own side (no Stripe keys): the sessions its local checkout
-- page shows, and their refunds. Stripe keeps the same in its own systems.
CREATE TABLE test_checkout_sessions (
  id text PRIMARY KEY,
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  customer_email text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_intent text,
  refunded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Paid or not is the payments' to say (a paid row for the user's class), not a flag on the user.
ALTER TABLE users DROP COLUMN paid_at;
