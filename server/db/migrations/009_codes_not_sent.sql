-- Forgotten-password codes asked for a name and contact that match no account (issue 42): the
-- server keeps one as it keeps a sent code (same answers, same wrong-try count, same time), but
-- sends it nowhere, and the development outbox does not list it.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS delivered BOOLEAN NOT NULL DEFAULT TRUE;
