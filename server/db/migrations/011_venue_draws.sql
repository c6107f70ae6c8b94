-- Lottery tickets wait for their draw (issue 43): a venue round may be open (settled false,
-- paid nothing yet) until draws_at; best_payout is what it can return at best (the daily payout
-- cap counts it while open); detail keeps the bet (picks, odds, cards ...). Each draw's numbers
-- are kept once, for every ticket of its issue and for the page's last result.
ALTER TABLE venue_rounds ADD COLUMN settled BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE venue_rounds ADD COLUMN draws_at BIGINT;
ALTER TABLE venue_rounds ADD COLUMN best_payout BIGINT NOT NULL DEFAULT 0;
ALTER TABLE venue_rounds ADD COLUMN detail JSONB NOT NULL DEFAULT '{}';
CREATE INDEX venue_rounds_open ON venue_rounds (draws_at) WHERE NOT settled;

CREATE TABLE lottery_draws (
  game_code TEXT NOT NULL,
  issue TEXT NOT NULL,
  numbers JSONB NOT NULL,
  drawn_at BIGINT NOT NULL,
  PRIMARY KEY (game_code, issue)
);
