-- Bonus money kept apart (docs/promotions.md, "Bonus accounts"; docs/wagering.md, "Cash first, then
-- bonus"). Each bonus grant (a `bonus` wagering requirement) holds its money in a ledger account of its
-- own, player:<uid>:bonus:<requirement id>, never in the central wallet: the central wallet is the
-- player's cash, withdrawable at any time. A player account like the wallets: it never goes negative.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('central', 'venue', 'bonus', 'clearing', 'withdrawals_pending', 'fees', 'promotions', 'game_result'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_player
  CHECK ((kind IN ('central', 'venue', 'bonus')) = (user_id IS NOT NULL AND NOT allow_negative));
-- The grant a bonus account belongs to (null for every other account).
ALTER TABLE ledger_accounts ADD COLUMN requirement_id BIGINT UNIQUE REFERENCES wagering_requirements(id);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bonus_grant CHECK ((kind = 'bonus') = (requirement_id IS NOT NULL));

-- The bonus part of a stake, per grant it came from (a stake larger than the cash takes the rest from
-- the player's active grants, oldest first). The kernel writes it with the stake and reads it when the
-- round is paid: the payout goes back to each grant in proportion bonus_cents / stake_cents.
CREATE TABLE wager_bonus_stakes (
  venue_code TEXT NOT NULL,
  ref TEXT NOT NULL,
  requirement_id BIGINT NOT NULL REFERENCES wagering_requirements(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  stake_cents BIGINT NOT NULL CHECK (stake_cents > 0),
  bonus_cents BIGINT NOT NULL CHECK (bonus_cents > 0 AND bonus_cents <= stake_cents),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (venue_code, ref, requirement_id)
);

-- The round (or sportsbook bet) records how much of its stake was bonus money. The games write their
-- round row after the kernel took the stake, so the row takes the figure from the kernel's record.
ALTER TABLE game_rounds ADD COLUMN bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0);

CREATE FUNCTION game_rounds_bonus_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(sum(s.bonus_cents), 0) INTO NEW.bonus_cents
    FROM wager_bonus_stakes s WHERE s.venue_code = NEW.venue_code AND s.ref = NEW.round_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER game_rounds_bonus_part BEFORE INSERT ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_rounds_bonus_part();
