-- Gift exchange: the catalogue (points cost and stock), points the site grants beside those
-- earned from settled bets, and the gift an exchange record is for. Points balance = whole yuan
-- of stake of settled bets + grants - points of exchanges not rejected (server/handlers/gifts.ts).
CREATE TABLE gifts (
  id BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  points INT NOT NULL CHECK (points > 0),
  stock INT NOT NULL CHECK (stock >= 0),
  category TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0
);

INSERT INTO gifts (id, name, points, stock, category, sort) VALUES
  (1, '定制球衣', 5000, 20, 'TY', 1),
  (2, '蓝牙耳机', 3000, 12, 'DJ', 2),
  (3, '运动水杯', 800, 50, 'BY', 3),
  (4, '限量足球', 12000, 5, 'TY', 4),
  (5, '机械键盘', 6000, 8, 'DJ', 5),
  (6, '品牌雨伞', 500, 100, 'QP', 6);

CREATE TABLE points_grants (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  points INT NOT NULL,
  memo TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX points_grants_member ON points_grants (member_id);

ALTER TABLE exchange_records ADD COLUMN gift_id BIGINT REFERENCES gifts(id);
CREATE INDEX exchange_records_member ON exchange_records (member_id, id);
