-- Rounds played on the demo venue pages (electronic, live, lottery, chess, esports, fishing):
-- listed with the sports bets in the bet records.
CREATE TABLE venue_rounds (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  venue TEXT NOT NULL REFERENCES venues(en_name),
  game_code TEXT NOT NULL DEFAULT '',
  stake BIGINT NOT NULL CHECK (stake > 0),
  payout BIGINT NOT NULL CHECK (payout >= 0),
  created_at BIGINT NOT NULL
);
CREATE INDEX venue_rounds_member ON venue_rounds (member_id, created_at);
