-- 抢庄牛牛 (docs/qiangzhuang.md): each round records the rule it was opened under. Rule 1 showed the
-- player four cards before choosing and took 45 % commission; rule 2 shows none and takes 5 %. Rounds
-- already stored (settled, or open while this runs) keep rule 1, so an open one settles as it was
-- offered; the deal is drawn the same way under both, so every stored round still verifies.
ALTER TABLE qz_rounds ADD COLUMN IF NOT EXISTS rule SMALLINT NOT NULL DEFAULT 1 CHECK (rule IN (1, 2));

-- lhchess's stock description (0047's text) told of four cards and 45 %; an operator's own text stays.
UPDATE venues SET
  description = '抢庄牛牛：您与三位电脑座位同桌（RNG 电子桌，非真人对战）。不看牌抢庄（不抢/1/2/3 倍），不坐庄时再选下注倍数（1/2/3/5 倍），选完后五张牌一起翻开，庄家与每位闲家比牌；牛牛及以上 3 倍、牛七至牛九 2 倍、其余 1 倍，您赢的每笔抽佣 5%，任何打法都返还有效投注的 97.5%。开局预扣最大可能输额，结算时退回未用部分；每局可凭种子验证。',
  description_en = 'Longhu Cards: banker-grab bull-bull (Qiang Zhuang Niu Niu) at a table with three computer seats (an RNG table, not other players). Grab the bank before seeing your cards (none/1/2/3x), then bet 1/2/3/5x if not banker; all five cards are turned over once you have chosen and the banker settles with each seat; bull-bull and above pay 3x, bull 7-9 2x, the rest 1x, with a 5% commission on each settlement you win, so every strategy returns 97.5% of its valid bet. The largest possible loss is held when the round opens and the unused part returned at settlement; every round verifiable from its seeds.'
WHERE code = 'lhchess' AND description = '抢庄牛牛：您与三位电脑座位同桌（RNG 电子桌，非真人对战）。看四张牌抢庄（不抢/1/2/3 倍），不坐庄时再选下注倍数（1/2/3/5 倍），庄家与每位闲家比牌；牛牛及以上 3 倍、牛七至牛九 2 倍、其余 1 倍，您赢的每笔抽佣 45%。开局预扣最大可能输额，结算时退回未用部分；每局可凭种子验证。';
