-- What a partner owes us when a player's time-out or self-exclusion starts (docs/protection.md): the
-- end of the player's launch sessions there and the player's transfer wallet, swept back to the
-- central wallet. The row is written in the exclusion's own transaction, so nothing is forgotten; the
-- work is done after that commits (it calls the partner over HTTP): at once by the process that hears
-- `partner_sweep`, and otherwise by the partner reconciler, which retries until it is done.
CREATE TABLE partner_sweeps (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  provider TEXT NOT NULL,
  exclusion_id BIGINT NOT NULL REFERENCES player_exclusions(id),
  -- Part of the request key of the recover transfers (sweep:<id>:<attempt>): it moves on once a pass
  -- ended without its own transfer pending, so the next pass reads the partner's balance afresh.
  attempt INT NOT NULL DEFAULT 0,
  tries INT NOT NULL DEFAULT 0,
  -- When the partner confirmed that the player's sessions are ended.
  kicked_at TIMESTAMPTZ,
  last_error TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  done_at TIMESTAMPTZ
);
-- One open sweep per player and partner: a break that extends another joins the sweep under way.
CREATE UNIQUE INDEX partner_sweeps_open ON partner_sweeps (user_id, provider) WHERE done_at IS NULL;
