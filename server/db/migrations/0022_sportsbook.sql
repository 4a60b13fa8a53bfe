-- The sportsbook of virtual leagues (docs/sportsbook.md). A season of a league is committed before
-- it starts: its seed chain (secret, never served before a match is revealed) and the commitment
-- (public). Its matches are created matchday by matchday when betting on them opens, with the spec
-- (ratings at that time) and the priced book fixed then. At the close the client seed is fixed and the
-- timeline played; when the match ends it is settled and its seed revealed.
-- A bet is a game_rounds row (kind 'sportsbook': records, turnover, rebates and VIP follow it like
-- any round); its legs are sb_legs rows.
CREATE TABLE sb_seasons (
  league TEXT NOT NULL,
  season INTEGER NOT NULL,
  -- Kickoff of matchday 0; matchday k kicks off at starts_at + k * cadence_s.
  starts_at TIMESTAMPTZ NOT NULL,
  cadence_s INTEGER NOT NULL CHECK (cadence_s > 0),
  play_s INTEGER NOT NULL CHECK (play_s > 0),
  close_s INTEGER NOT NULL CHECK (close_s >= 0),
  matchdays INTEGER NOT NULL CHECK (matchdays > 0),
  -- The seed chain in kickoff order (seeds[i] is match index i's). Secret until each match is revealed.
  seeds JSONB NOT NULL,
  commitment TEXT NOT NULL,
  -- Starting ratings by team id (published), and the current ones (drifting with results).
  ratings JSONB NOT NULL,
  current_ratings JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (league, season)
);

CREATE TABLE sb_matches (
  -- '<league>-<season>-<index>'
  id TEXT PRIMARY KEY,
  league TEXT NOT NULL,
  season INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  matchday INTEGER NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  kickoff_at TIMESTAMPTZ NOT NULL,
  close_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  spec JSONB NOT NULL,
  -- core/sportsbook PricedMarket[] as offered (odds in thousandths).
  book JSONB NOT NULL,
  -- open: taking bets; closed: seed fixed and timeline played (shown from kickoff); finished: settled
  -- and revealed; void: voided by an operator (legs void).
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'finished', 'void')),
  client_seed TEXT,
  timeline JSONB,
  score TEXT,
  settled_at TIMESTAMPTZ,
  FOREIGN KEY (league, season) REFERENCES sb_seasons (league, season),
  UNIQUE (league, season, idx)
);
CREATE INDEX sb_matches_close ON sb_matches (close_at) WHERE state = 'open';
CREATE INDEX sb_matches_end ON sb_matches (ends_at) WHERE state = 'closed';
CREATE INDEX sb_matches_league ON sb_matches (league, kickoff_at DESC);

CREATE TABLE sb_contributions (
  match_id TEXT NOT NULL REFERENCES sb_matches (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  seed TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, user_id)
);

CREATE TABLE sb_legs (
  -- The bet: its game_rounds row.
  round_id BIGINT NOT NULL REFERENCES game_rounds (id),
  leg SMALLINT NOT NULL,
  match_id TEXT NOT NULL REFERENCES sb_matches (id),
  market TEXT NOT NULL,
  selection TEXT NOT NULL,
  odds INTEGER NOT NULL CHECK (odds >= 1010),
  -- null until its match is settled.
  outcome TEXT CHECK (outcome IN ('win', 'lose', 'push', 'half-win', 'half-lose', 'void')),
  PRIMARY KEY (round_id, leg)
);
CREATE INDEX sb_legs_match ON sb_legs (match_id, round_id);
