-- 微澜赛车, the in-house PK10 at vrbet (issue 27, docs/pk10.md), runs on the shared lottery draws with
-- game 'pk10'. Its issue numbers are a running seven-digit number (0000001 was drawn at 2024-01-01
-- 00:03 Beijing time), a form no other game uses, so an issue still names one draw of one game.
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_pk10_issue CHECK ((game = 'pk10') = (issue ~ '^\d{7}$'));

-- vrbet stops opening the partner's stub: its stock description (高频彩与传统彩, 走势图表, neither of
-- which it has) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '微澜赛车（PK10）：每3分钟开奖一期，10辆赛车冲线，名次即开奖结果。玩法有定位、冠亚和（和值与大小单双）、各名次大小单双与1-5名龙虎，赔率与返还率公开，每期开奖可凭种子验证。',
  description_en = 'Weilan Race 10 (PK10): a draw every 3 minutes in which ten cars race to the line and the finishing order is the result. Bet on a car at a position, on the sum of the first two (value or big/small/odd/even), big/small/odd/even per position and dragon/tiger for places 1-5; odds and RTP are published and every draw can be verified from its seeds.'
WHERE code = 'vrbet' AND description = '微澜彩票提供高频彩与传统彩，走势图表一目了然。';
