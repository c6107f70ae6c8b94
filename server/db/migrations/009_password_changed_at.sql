-- When the member last set the login password (null: never since registering). member/info's
-- passwordChangeAdvised reads it: the header's reminder to change a password older than 90 days.
ALTER TABLE members ADD COLUMN password_changed_at BIGINT;
