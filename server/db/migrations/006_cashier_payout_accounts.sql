-- Withdrawal accounts saved by the player (issue 11): the real branch name, the default account
-- of each kind, and removal kept as a mark so past withdrawal orders still name their account.
ALTER TABLE payout_accounts
  ADD COLUMN branch_name TEXT NOT NULL DEFAULT '',
  ADD COLUMN is_default BOOLEAN NOT NULL DEFAULT FALSE,
  ADD COLUMN removed_at BIGINT;
