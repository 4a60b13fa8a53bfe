-- Bonuses are opt-in (docs/promotions.md, "Opt-in"): a deposit order carries the offers the player
-- ticked on the deposit form (activity ids of first-deposit and deposit-method rules). Approval pays a
-- deposit-matched bonus only for an offer on this list; the default, and every order made before this
-- migration, chose none.
ALTER TABLE deposits ADD COLUMN offers BIGINT[] NOT NULL DEFAULT '{}';

-- A promotion's turnover counts against its bonus alone (and at most ten times it): the
-- "(deposit + bonus) x multiple" option is gone from the first-deposit rules.
UPDATE promotion_rules SET params = params - 'include_deposit' WHERE params ? 'include_deposit';
