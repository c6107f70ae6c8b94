-- The client sends a picture captcha's id as its SHA-256 hex (spec section 3: codeId travels
-- hashed in verification-code requests); login and register send the plain id. Both are looked
-- up by index. Captcha ids are hex, so the text's bytes are the id's UTF-8 bytes.
ALTER TABLE captchas ADD COLUMN code_id_sha256 TEXT GENERATED ALWAYS AS (encode(sha256(code_id::bytea), 'hex')) STORED;
CREATE INDEX captchas_code_id_sha256 ON captchas (code_id_sha256);
