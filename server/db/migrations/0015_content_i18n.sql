-- Content editors (docs/content.md): every player-visible text gets an English twin beside its Chinese
-- value. An empty English value means "not translated": the player API then answers the Chinese one.
-- Banners, notices and activities get an optional display window (NULL = open on that side); venues
-- a maintenance switch; inbox messages may be addressed to one VIP level.
ALTER TABLE banners
  ADD COLUMN title_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN starts_at TIMESTAMPTZ,
  ADD COLUMN ends_at TIMESTAMPTZ,
  ADD CONSTRAINT banners_window CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);

ALTER TABLE notices
  ADD COLUMN title_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN content_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN starts_at TIMESTAMPTZ,
  ADD COLUMN ends_at TIMESTAMPTZ,
  ADD CONSTRAINT notices_window CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);

ALTER TABLE articles
  ADD COLUMN name_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN content_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1));

ALTER TABLE activity_types ADD COLUMN name_en TEXT NOT NULL DEFAULT '';

ALTER TABLE activities
  ADD COLUMN title_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN content_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN memo_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN starts_at TIMESTAMPTZ,
  ADD COLUMN ends_at TIMESTAMPTZ,
  ADD CONSTRAINT activities_window CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);

ALTER TABLE venues
  ADD COLUMN name_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN description_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN maintenance SMALLINT NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1));

ALTER TABLE vip_levels ADD COLUMN vipname_en TEXT NOT NULL DEFAULT '';

ALTER TABLE inbox_messages
  ADD COLUMN title_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN content_en TEXT NOT NULL DEFAULT '',
  ADD COLUMN vip_level INT CHECK (vip_level IS NULL OR vip_level BETWEEN 1 AND 99),
  ADD CONSTRAINT inbox_one_audience CHECK (user_id IS NULL OR vip_level IS NULL);
CREATE INDEX inbox_messages_vip ON inbox_messages (vip_level, created_at DESC) WHERE vip_level IS NOT NULL;
