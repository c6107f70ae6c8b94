-- Replays answer the exact bytes of the first answer (jsonb would reorder the keys).
ALTER TABLE idempotency_keys ALTER COLUMN response TYPE TEXT USING response::text;
