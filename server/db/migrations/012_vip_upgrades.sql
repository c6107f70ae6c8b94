-- VIP upgrades (server/vip.ts): one row a member and grade reached, so each grade's 晋级礼金 is
-- paid once whatever the retries; members.grade holds the grade reached.
CREATE TABLE vip_upgrades (
  member_id BIGINT NOT NULL REFERENCES members(id),
  grade INT NOT NULL,
  bonus BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, grade)
);
