CREATE TABLE guide_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL,
  timeframe text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guide_orders_user_id_idx ON guide_orders (user_id);

CREATE TABLE guide_order_uploads (
  order_id uuid PRIMARY KEY REFERENCES guide_orders(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL,
  data bytea NOT NULL
);

CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  provider text NOT NULL,
  kind text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  order_id uuid REFERENCES guide_orders(id) ON DELETE CASCADE,
  billing_interval text,
  email text NOT NULL,
  test_status text NOT NULL DEFAULT 'open',
  test_completed_at bigint,
  fulfilled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_sessions_user_id_idx ON checkout_sessions (user_id);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  provider text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  billing_interval text NOT NULL,
  status text NOT NULL,
  current_period_end bigint NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_id_idx ON subscriptions (user_id);
CREATE INDEX subscriptions_customer_id_idx ON subscriptions (customer_id);

CREATE TABLE processed_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
