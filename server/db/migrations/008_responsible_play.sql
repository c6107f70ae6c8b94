-- Responsible play (issue 12, designed): a member's deposit limits (daily, weekly, monthly), daily
-- loss limit and reality-check interval, in whole yuan (NULL = none); increases wait 24 h in
-- responsible_pending; a time-out or self-exclusion refuses logins until pause_until
-- (server/responsible.ts).
CREATE TABLE responsible_limits (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  deposit_daily BIGINT,
  deposit_weekly BIGINT,
  deposit_monthly BIGINT,
  loss_daily BIGINT,
  reality_check INT NOT NULL DEFAULT 0,
  pause_kind TEXT,
  pause_until BIGINT
);

CREATE TABLE responsible_pending (
  member_id BIGINT NOT NULL REFERENCES members(id),
  field TEXT NOT NULL,
  amount BIGINT,
  effective_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, field)
);
