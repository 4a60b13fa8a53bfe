-- 琉璃轮盘, the in-house European roulette at lylive (issue 27, docs/roulette.md), runs on the shared
-- lottery draws with game 'roulette', one spin every 45 seconds. Its issue numbers are a running
-- eight-digit number (00000001 was spun at 2024-01-01 00:00:45 Beijing time), a form no other game
-- uses, so an issue still names one draw of one game.
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_roulette_issue CHECK ((game = 'roulette') = (issue ~ '^\d{8}$'));

-- lylive stops opening the partner's stub table: its stock description (a banker/player card table it
-- no longer opens) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '琉璃轮盘：RNG 欧式轮盘（单零，37个号码），每45秒全场同转一次，期号与开转时间公开。可押直注、分注、街注、角注、六线、打、列、红黑、单双、大小，另有轮盘赛道的邻居注（一个号码及其左右各两个邻号）；每注返还率97.30%，每期可凭种子验证。',
  description_en = 'Liuli Roulette: an RNG European roulette (single zero, 37 numbers) spun for every player every 45 seconds, with published issue numbers and times. Bet straight, split, street, corner, six line, dozens, columns, red/black, odd/even and low/high, plus racetrack neighbour bets (a number and two wheel neighbours each side); every bet returns 97.30 %, every spin verifiable from its seeds.'
WHERE code = 'lylive' AND description = '由合作方提供（本演示站为沙盒合作方）：庄闲和牌桌，庄、闲各发两张牌比点数，经供应商钱包接口结算。';
