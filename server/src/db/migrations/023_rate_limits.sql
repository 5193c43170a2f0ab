-- The per-address limit of the credential endpoints (http/rateLimitStore.ts), counted here rather
-- than in each process's memory so that instances behind one load balancer share one count. One
-- row per key (the route and the client address), a fixed window: the database's clock decides
-- when it ends, so instances whose clocks disagree still agree on the count.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_ends_at timestamptz NOT NULL,
  hits integer NOT NULL
);
-- Each count sweeps a few ended windows away; this keeps finding them cheap however large the table.
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);
