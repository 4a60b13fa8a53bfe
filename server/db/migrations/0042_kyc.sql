-- Know your customer (docs/kyc.md). kyc_profiles: one row per player who has uploaded anything, with
-- the review's state (the tier follows from it and from the profile's real name and date of birth).
-- kyc_documents: each uploaded file, stored under a random name outside the web root (never under
-- the uploads directory that /uploads serves); only its metadata is here. The basic tier's
-- withdrawal limits are the settings row 'kyc' (server/kyc/limits.ts has the defaults).
CREATE TABLE kyc_profiles (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  state TEXT NOT NULL DEFAULT 'none' CHECK (state IN ('none', 'pending', 'verified', 'refused', 'more')),
  reason TEXT NOT NULL DEFAULT '',
  requested TEXT CHECK (requested IN ('identity', 'address')),
  submitted_at TIMESTAMPTZ,
  reviewed_at TIMESTAMPTZ,
  reviewer TEXT NOT NULL DEFAULT '',
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX kyc_profiles_pending ON kyc_profiles (submitted_at) WHERE state = 'pending';

CREATE TABLE kyc_documents (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('identity', 'address')),
  file_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused', 'replaced')),
  reason TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_user ON kyc_documents (user_id, id);

INSERT INTO settings (key, value)
VALUES ('kyc', '{"basic_per_withdrawal": "50000.00", "basic_per_day": "50000.00"}')
ON CONFLICT (key) DO NOTHING;
