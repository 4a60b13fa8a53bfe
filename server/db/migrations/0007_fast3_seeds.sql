-- Fast-3's client seed (issue 7, provably fair): a draw is shared, so no single player's seed can
-- drive it. Each player may contribute one client seed per issue (replaceable) until bets close; the
-- draw's client seed is SHA-256 of the issue and every contribution (engines/fast3.ts), published live
-- on the page and final at the close, seconds before the draw. The server seed was committed (its hash
-- public) when the issue opened, before any contribution.
CREATE TABLE fast3_contributions (
  issue TEXT NOT NULL REFERENCES fast3_draws(issue),
  user_id BIGINT NOT NULL REFERENCES users(id),
  seed TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (issue, user_id)
);
