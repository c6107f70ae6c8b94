-- The bet a feedback cites (user/feedback/queryMemberBetList lists the member's bets to choose from).
ALTER TABLE feedback ADD COLUMN order_no TEXT;
