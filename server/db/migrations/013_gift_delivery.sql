-- Delivery of physical gifts (issue 40): a gift may come in sizes (定制球衣), and an exchange keeps
-- where it is sent (收货人, mobile, address, size) and, once sent, the parcel's tracking number and
-- time (server/handlers/gifts.ts; the dev route /__dev/gift/ship stands in for the back office).
ALTER TABLE gifts ADD COLUMN sizes JSONB NOT NULL DEFAULT '[]';
UPDATE gifts SET sizes = '["S", "M", "L", "XL", "XXL"]' WHERE name = '定制球衣';

ALTER TABLE exchange_records ADD COLUMN delivery JSONB;
ALTER TABLE exchange_records ADD COLUMN tracking_no TEXT;
ALTER TABLE exchange_records ADD COLUMN shipped_at BIGINT;
