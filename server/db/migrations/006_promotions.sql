-- Promotions that move money: the locked bonus of a deposit offer (released to the centre
-- wallet once the turnover is met), and one row per claimed reward (task, turnover tier,
-- check-in, prize draw, race prize), unique per member, activity, item and period.
ALTER TABLE activity_joins ADD COLUMN bonus BIGINT NOT NULL DEFAULT 0;
ALTER TABLE activity_joins ADD COLUMN tier_id INT;
ALTER TABLE activity_joins ADD COLUMN deposit_id TEXT;

CREATE TABLE promo_claims (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  promotion_id BIGINT NOT NULL REFERENCES promotions(id),
  item TEXT NOT NULL,          -- task key, tier id, 'sign', 'draw', 'rank'
  period TEXT NOT NULL,        -- '' once, 'YYYY-MM-DD' a day, 'YYYY-MM-DD#n' the n-th draw of a day
  amount BIGINT NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, promotion_id, item, period)
);
CREATE INDEX promo_claims_member ON promo_claims (member_id, promotion_id, created_at);
