-- Reference server schema. Amounts are integer cents (BIGINT); times are epoch milliseconds
-- from the server's injected clock (BIGINT), so tests control time.

CREATE TABLE members (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  second_password_hash TEXT,
  withdraw_password_hash TEXT,
  area_code TEXT,
  phone TEXT,
  email TEXT,
  real_name TEXT,
  gender INT,
  birthday TEXT,
  avatar TEXT,
  grade INT NOT NULL DEFAULT 0,
  auto_transfer BOOLEAN NOT NULL DEFAULT TRUE,
  invite_code TEXT,
  referral_code TEXT,
  domain TEXT,
  created_at BIGINT NOT NULL,
  last_login_at BIGINT
);

CREATE TABLE member_devices (
  member_id BIGINT NOT NULL REFERENCES members(id),
  uuid TEXT NOT NULL,
  PRIMARY KEY (member_id, uuid)
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  uuid TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  revoked BOOLEAN NOT NULL DEFAULT FALSE
);

-- Verification codes sent by SMS, e-mail or voice: the development outbox.
CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'voice')),
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX outbox_target ON outbox (target, purpose);

CREATE TABLE captchas (
  code_id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE
);

-- Double-entry ledger. Every transaction's entries sum to zero; an account's balance is the
-- sum of its entries, kept in the same database transaction, never negative for players.
CREATE TABLE ledger_accounts (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT REFERENCES members(id),
  kind TEXT NOT NULL,          -- center | venue | lock | house | channel
  venue TEXT NOT NULL DEFAULT '',
  balance BIGINT NOT NULL DEFAULT 0,
  allow_negative BOOLEAN NOT NULL DEFAULT FALSE,
  CHECK (allow_negative OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (COALESCE(member_id, 0), kind, venue);

CREATE TABLE ledger_txns (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT,
  kind TEXT NOT NULL,          -- deposit | withdraw | withdraw_reject | transfer | bet | payout | refund | bonus | venue_round
  ref TEXT,
  memo TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX ledger_txns_member ON ledger_txns (member_id, created_at);

CREATE TABLE ledger_entries (
  id BIGSERIAL PRIMARY KEY,
  txn_id BIGINT NOT NULL REFERENCES ledger_txns(id),
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount BIGINT NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_txn ON ledger_entries (txn_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

CREATE TABLE idempotency_keys (
  member_id BIGINT NOT NULL,
  operation TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, operation, key)
);

CREATE TABLE deposit_orders (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  channel_code TEXT NOT NULL,
  pay_type TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL,        -- pending | paid | closed
  created_at BIGINT NOT NULL,
  confirm_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE payout_accounts (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'usdt', 'alipay')),
  bank_name TEXT NOT NULL DEFAULT '',
  account_no TEXT NOT NULL,
  holder TEXT NOT NULL DEFAULT '',
  protocol TEXT NOT NULL DEFAULT '',
  branch TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, kind, account_no)
);

CREATE TABLE withdraw_orders (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  payout_account_id BIGINT NOT NULL REFERENCES payout_accounts(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL,        -- pending | approved | paid | rejected
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

-- Site content as JSON documents by key (config, flags, areas, navigation, help ...).
CREATE TABLE site_docs (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL
);

CREATE TABLE venues (
  en_name TEXT PRIMARY KEY,
  category TEXT NOT NULL,      -- TY DZ ZR CP QP DJ BY
  name TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0,
  maintenance BOOLEAN NOT NULL DEFAULT FALSE,
  bonus_pool BIGINT NOT NULL DEFAULT 0,
  data JSONB NOT NULL DEFAULT '{}'
);

CREATE TABLE games (
  id BIGSERIAL PRIMARY KEY,
  venue TEXT NOT NULL REFERENCES venues(en_name),
  game_code TEXT NOT NULL,
  name TEXT NOT NULL,
  hot BOOLEAN NOT NULL DEFAULT FALSE,
  data JSONB NOT NULL DEFAULT '{}',
  UNIQUE (venue, game_code)
);

CREATE TABLE collections (
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_id BIGINT NOT NULL REFERENCES games(id),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE letters (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT,            -- NULL: to every player
  type INT NOT NULL,           -- 1 notice, 2 activity, 3 bulletin, 4 match, 5 funds
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE letter_states (
  member_id BIGINT NOT NULL REFERENCES members(id),
  letter_id BIGINT NOT NULL REFERENCES letters(id),
  is_read BOOLEAN NOT NULL DEFAULT FALSE,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (member_id, letter_id)
);

CREATE TABLE feedback (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  type INT NOT NULL,
  content TEXT NOT NULL,
  images JSONB NOT NULL DEFAULT '[]',
  reply TEXT,
  reply_read BOOLEAN NOT NULL DEFAULT TRUE,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL
);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  member_id BIGINT,
  mime TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE promotions (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0,
  data JSONB NOT NULL DEFAULT '{}',
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL
);

CREATE TABLE activity_joins (
  member_id BIGINT NOT NULL REFERENCES members(id),
  promotion_id BIGINT NOT NULL REFERENCES promotions(id),
  status TEXT NOT NULL,        -- joined | completed
  turnover_required BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);

CREATE TABLE exchange_records (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  gift TEXT NOT NULL,
  points INT NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE leagues (
  id BIGINT PRIMARY KEY,
  game_type TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0
);

CREATE TABLE matches (
  id BIGINT PRIMARY KEY,
  league_id BIGINT NOT NULL REFERENCES leagues(id),
  game_type TEXT NOT NULL,
  team_h TEXT NOT NULL,
  team_c TEXT NOT NULL,
  starts_at BIGINT NOT NULL,
  champion BOOLEAN NOT NULL DEFAULT FALSE,
  status TEXT NOT NULL DEFAULT 'scheduled',  -- scheduled | live | finished | cancelled
  score_h INT NOT NULL DEFAULT 0,
  score_c INT NOT NULL DEFAULT 0,
  data JSONB NOT NULL DEFAULT '{}'
);

CREATE TABLE bets (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('single', 'multiple', 'series', 'champion')),
  venue TEXT NOT NULL,
  game_type TEXT NOT NULL,
  stake BIGINT NOT NULL CHECK (stake > 0),
  odds INT NOT NULL,           -- combined decimal odds x1000
  potential_payout BIGINT NOT NULL,
  status TEXT NOT NULL,        -- pending | settled
  result TEXT,                 -- A W LW LL L P D0..DZ
  payout BIGINT NOT NULL DEFAULT 0,
  selections JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  settled_at BIGINT
);
CREATE INDEX bets_member ON bets (member_id, created_at);

CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  rid TEXT NOT NULL,
  member_id BIGINT,
  name TEXT NOT NULL,
  msg TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX chat_messages_room ON chat_messages (rid, created_at);
