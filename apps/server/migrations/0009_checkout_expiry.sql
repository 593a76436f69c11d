-- A checkout that closes unpaid (Stripe's checkout.session.expired, or a cancel on the test-mode page) is
-- recorded on the session; its guide order, if any, moves from 'pending' to 'expired' (decision 093).
ALTER TABLE checkout_sessions ADD COLUMN expired_at timestamptz;
