-- Locked bonuses and their turnover (server/turnover.ts): one row a bonus that waits for its
-- turnover (the channel's 存款加赠 of a deposit, a 首存/再存 offer), released to the centre wallet
-- when the stakes placed since created_at reach required. The one place turnover is counted.
CREATE TABLE turnover_requirements (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  source TEXT NOT NULL CHECK (source IN ('channel', 'promotion')),
  ref TEXT NOT NULL,             -- the deposit order it came from
  promotion_id BIGINT REFERENCES promotions(id),
  title TEXT NOT NULL,
  bonus BIGINT NOT NULL CHECK (bonus >= 0),
  required BIGINT NOT NULL CHECK (required >= 0),
  created_at BIGINT NOT NULL,
  met_at BIGINT,
  UNIQUE (member_id, source, ref)
);
CREATE INDEX turnover_requirements_open ON turnover_requirements (member_id) WHERE met_at IS NULL;

-- deposit offers joined before this table: their locked bonus keeps waiting for its turnover
INSERT INTO turnover_requirements (member_id, source, ref, promotion_id, title, bonus, required, created_at)
SELECT j.member_id, 'promotion', COALESCE(j.deposit_id, 'join'), j.promotion_id, p.title, j.bonus, j.turnover_required, j.created_at
  FROM activity_joins j JOIN promotions p ON p.id = j.promotion_id
 WHERE j.status = 'joined' AND j.bonus > 0;
