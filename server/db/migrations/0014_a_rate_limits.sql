-- Per-client request counters of the API rate limit shared by every instance (server/http/ratelimit.ts),
-- used on PostgreSQL when no REDIS_URL is set. UNLOGGED: counters of a few seconds need no WAL and no
-- replica; after a crash the table starts empty, which only forgives the current window.
CREATE UNLOGGED TABLE rate_limit_hits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);
