-- 抢庄牛牛 at lhchess (docs/qiangzhuang.md) plays each round on the player's own seed pair: its seed
-- pairs are one more kind. The check is rebuilt from the kinds it allows now (whatever earlier or
-- concurrent migrations added) plus 'qiangzhuang', so the order migrations run in does not matter.
DO $$
DECLARE
  allowed TEXT;
BEGIN
  SELECT string_agg(quote_literal(k), ', ' ORDER BY k) INTO allowed FROM (
    SELECT DISTINCT unnest(regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g')) AS k
      FROM pg_constraint c
     WHERE c.conrelid = 'fair_seeds'::regclass AND c.conname = 'fair_seeds_kind_check'
    UNION SELECT 'qiangzhuang'
  ) kinds;
  ALTER TABLE fair_seeds DROP CONSTRAINT IF EXISTS fair_seeds_kind_check;
  EXECUTE 'ALTER TABLE fair_seeds ADD CONSTRAINT fair_seeds_kind_check CHECK (kind IN (' || allowed || '))';
END $$;

-- A round is two requests apart (the grab, then the bet): what the server holds between them. The
-- deal is secret until the round settles (it is dealt from a seed pair whose server seed is not yet
-- revealed); the game_rounds row of the same round_id carries the stake from the start (status 0) and
-- the result once settled (status 1). One open round per player.
CREATE TABLE qz_rounds (
  round_id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  venue_code TEXT NOT NULL,
  wallet_account TEXT NOT NULL,
  ante_cents BIGINT NOT NULL,
  reserve_cents BIGINT NOT NULL,
  deal JSONB NOT NULL,
  grab SMALLINT,
  bet SMALLINT,
  step TEXT NOT NULL CHECK (step IN ('grab', 'bet', 'settled')),
  -- How the round was closed: by the player's choices, or with the default choices (timeout, rotation).
  closed_by TEXT CHECK (closed_by IN ('player', 'default')),
  opened_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX qz_rounds_open ON qz_rounds (user_id) WHERE step <> 'settled';
CREATE INDEX qz_rounds_stale ON qz_rounds (updated_at) WHERE step <> 'settled';

-- lhchess stops opening the partner's dice stub and runs the in-house 抢庄牛牛: its stock description
-- (the partner's dice table) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '抢庄牛牛：您与三位电脑座位同桌（RNG 电子桌，非真人对战）。看四张牌抢庄（不抢/1/2/3 倍），不坐庄时再选下注倍数（1/2/3/5 倍），庄家与每位闲家比牌；牛牛及以上 3 倍、牛七至牛九 2 倍、其余 1 倍，您赢的每笔抽佣 45%。开局预扣最大可能输额，结算时退回未用部分；每局可凭种子验证。',
  description_en = 'Longhu Cards: banker-grab bull-bull (Qiang Zhuang Niu Niu) at a table with three computer seats (an RNG table, not other players). Grab the bank on four cards (none/1/2/3x), then bet 1/2/3/5x if not banker; the banker settles with each seat; bull-bull and above pay 3x, bull 7-9 2x, the rest 1x, with a 45% commission on each settlement you win. The largest possible loss is held when the round opens and the unused part returned at settlement; every round verifiable from its seeds.'
WHERE code = 'lhchess' AND description = '由合作方提供（本演示站为沙盒合作方）：骰子大小，押大、小或豹子，经供应商钱包接口结算。';
