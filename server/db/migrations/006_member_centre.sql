-- Member centre: one VIP weekly bonus claim a member and week, responsible-play limits and
-- exclusions (deposit and loss limits with their pending increases, time-out, self-exclusion).
CREATE TABLE vip_week_claims (
  member_id BIGINT NOT NULL REFERENCES members(id),
  week_start BIGINT NOT NULL,
  amount BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, week_start)
);

CREATE TABLE play_limits (
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily')),
  amount BIGINT,               -- cents, NULL: no limit
  pending_amount BIGINT,       -- an increase waiting for its 24 h
  pending_from BIGINT,         -- when the increase applies
  PRIMARY KEY (member_id, kind)
);

CREATE TABLE play_exclusions (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'selfExclusion')),
  until_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE play_settings (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  reality_check_minutes INT NOT NULL DEFAULT 0
);

