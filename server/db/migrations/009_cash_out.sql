-- 提前兑现 (issue 39, designed; server/sports/cashout.ts). A bet keeps its open stake in `stake`;
-- a partial cash-out moves a share of it to `cashed_stake` (stake placed = stake + cashed_stake)
-- and adds what it paid to `cashed_out`; a full cash-out sets status 'cashed' (closed, never
-- settled by the result). Every cash-out is a row of bet_cashouts (the day's loss counts
-- stake_share - amount). Quotes are kept a few seconds for the cash-out call to check.
ALTER TABLE bets ADD COLUMN cashed_stake BIGINT NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN cashed_out BIGINT NOT NULL DEFAULT 0;

CREATE TABLE bet_cashouts (
  id BIGSERIAL PRIMARY KEY,
  bet_id TEXT NOT NULL REFERENCES bets(id),
  member_id BIGINT NOT NULL REFERENCES members(id),
  stake_share BIGINT NOT NULL CHECK (stake_share > 0),
  amount BIGINT NOT NULL CHECK (amount > 0),
  full_cash_out BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX bet_cashouts_member ON bet_cashouts (member_id, created_at);

CREATE TABLE cash_out_quotes (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  bet_id TEXT NOT NULL REFERENCES bets(id),
  stake BIGINT NOT NULL,
  value BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX cash_out_quotes_expiry ON cash_out_quotes (expires_at);
