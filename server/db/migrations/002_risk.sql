-- Risk-login rules per member (set by the back office, or by provider states in verification):
-- ip -> 6025, device -> 6026, device_ip -> 6027, long -> 6028, risky -> 6029.
ALTER TABLE members ADD COLUMN risk TEXT;
