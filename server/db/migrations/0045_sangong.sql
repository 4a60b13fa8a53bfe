-- 三公 at ymlive (issue 27, docs/sangong.md): a shared deal every 40 seconds on the lottery draws, game
-- 'sangong', whose outcome is the six dealt card numbers. Its issue numbers are SG, the Beijing date
-- and the deal's number that day (SG20250101-0001 … -2160), a form no other game uses, so an issue
-- still names one deal of one game.
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_sangong_issue
  CHECK ((game = 'sangong') = (issue ~ '^SG\d{8}-\d{4}$'));

-- ymlive stops opening the partner's stub: its stock description (a two-card 庄/闲/和 table at the
-- sandbox partner) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '云梦三公：RNG 三公牌桌，每40秒全场同发一局，一副52张牌洗好后庄、闲各发三张，J、Q、K为公。可押庄赢、闲赢、和、庄三公、闲三公与闲对子，赔率按精确概率设定，返还率公开；局号与开牌时间公开，每局可凭种子验证。',
  description_en = 'Yunmeng San Gong: an RNG San Gong table dealt for every player every 40 seconds, one shuffled 52-card deck, three cards each to banker and player (J, Q and K are court cards). Bet banker, player, tie, banker San Gong, player San Gong and player pair; odds set from the exact chances with the RTP published; round numbers and times are public and every deal can be verified from its seeds.'
WHERE code = 'ymlive' AND description = '由合作方提供（本演示站为沙盒合作方）：庄闲和牌桌，庄、闲各发两张牌比点数，经供应商钱包接口结算。';
