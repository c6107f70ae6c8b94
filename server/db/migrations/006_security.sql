-- Attempt limits (server/security/limits.ts): the rate-limiter-flexible table, shared by every
-- server process on one PostgreSQL database (PGlite runs keep them in memory). Verification
-- codes count their wrong tries and die after a few.
CREATE TABLE IF NOT EXISTS rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
ALTER TABLE outbox ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
