-- 炸金花 against the banker (docs/zhajinhua.md) at qxchess plays each round on the player's own seed
-- pair, like bull-bull: its seed pairs are a fourth kind.
ALTER TABLE fair_seeds DROP CONSTRAINT fair_seeds_kind_check;
ALTER TABLE fair_seeds ADD CONSTRAINT fair_seeds_kind_check
  CHECK (kind IN ('slot', 'sicbo', 'bullbull', 'zhajinhua'));

-- qxchess stops opening the partner's stub and runs the in-house 炸金花: its stock description (local
-- games in rooms of several levels, which do not exist) is replaced; an operator's own text is left as
-- it is.
UPDATE venues SET
  description = '七星棋牌：炸金花（三张牌）闲家对庄家，RNG 电子桌即时开牌。豹子 > 同花顺 > 同花 > 顺子 > 对子 > 散牌，同牌庄赢；闲家赢按牌型赔付（散牌 0.8 倍、同花顺 3 倍、豹子 5 倍），理论返还率 95.74%，每局可凭种子验证。',
  description_en = 'Qixing Chess: three-card brag (Zha Jin Hua), player against the banker on an RNG table, dealt instantly. Trips > straight flush > flush > straight > pair > high card, ties go to the banker; a winning player is paid by hand (high card 0.8x, straight flush 3x, trips 5x), theoretical return 95.74%, every round verifiable from its seeds.'
WHERE code = 'qxchess' AND description = '七星棋牌汇集地方特色玩法，房间多档位可选，随时开局。';
