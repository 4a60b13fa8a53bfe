-- The jackpot's trigger draws a uniform integer below odds × 100.00 (in cents) from 32 bits of the
-- round's stream (docs/jackpot.md), so odds above 429 496 cannot be drawn and every spin would fail.
-- The pool's row refuses such odds instead.
ALTER TABLE jackpot_pools ADD CONSTRAINT jackpot_pools_odds_drawable CHECK (odds <= 429496);
