-- 二八杠 against the banker (docs/erbagang.md) at bfchess plays each round on the player's own seed pair,
-- like bull-bull and 炸金花: its seed pairs are one more kind. The check is rebuilt from the kinds it
-- allows now (whatever earlier migrations added) plus 'erbagang', so a concurrent migration adding
-- another kind is kept whichever order they run in.
DO $$
DECLARE
  allowed TEXT;
BEGIN
  SELECT string_agg(quote_literal(k), ', ' ORDER BY k) INTO allowed FROM (
    SELECT DISTINCT unnest(regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g')) AS k
      FROM pg_constraint c
     WHERE c.conrelid = 'fair_seeds'::regclass AND c.conname = 'fair_seeds_kind_check'
    UNION SELECT 'erbagang'
  ) kinds;
  ALTER TABLE fair_seeds DROP CONSTRAINT IF EXISTS fair_seeds_kind_check;
  EXECUTE 'ALTER TABLE fair_seeds ADD CONSTRAINT fair_seeds_kind_check CHECK (kind IN (' || allowed || '))';
END $$;

-- bfchess stops opening the partner's dice stub and runs the in-house 二八杠: its stock description (the
-- partner's dice table) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '百福棋牌：二八杠（40 张筒子与白板）闲家对庄家，RNG 电子桌即时开牌。白板对 > 对子（九筒对至一筒对）> 二八杠 > 点数（九点半至一点）> 鳖十，同点比大牌，完全相同庄赢；闲家赢 1 赔 1，理论返还率 98.53%，每局可凭种子验证。',
  description_en = 'Baifu Cards: Er Ba Gang (40 tiles: dots and white dragons), player against the banker on an RNG table, dealt instantly. White pair > pairs (nine to one) > 2-8 > points (9.5 down to 1) > zero; equal points compare the larger tile, fully equal hands go to the banker; a winning player is paid 1 to 1, theoretical return 98.53%, every round verifiable from its seeds.'
WHERE code = 'bfchess' AND description = '由合作方提供（本演示站为沙盒合作方）：骰子大小，押大、小或豹子，经供应商钱包接口结算。';
