-- Shared lottery draws (issue 27): fast-3 and 时时彩 (qxlottery, docs/ssc.md) run on one draw table and
-- one contributions table, told apart by `game`. An issue number names one draw of one game: fast-3's
-- are <date>-<HHMM> and 时时彩's <date>-<NNN>, so issue stays the key game_rounds.draw_issue refers to.
-- `dice` becomes `outcome`: the drawn numbers, comma-separated, whatever the game.
ALTER TABLE fast3_draws RENAME TO lottery_draws;
ALTER TABLE fast3_contributions RENAME TO lottery_contributions;
ALTER TABLE lottery_draws RENAME COLUMN dice TO outcome;
ALTER TABLE lottery_draws ADD COLUMN game TEXT NOT NULL DEFAULT 'fast3';
ALTER TABLE lottery_draws ALTER COLUMN game DROP DEFAULT;
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_issue_form CHECK (
  (game = 'fast3' AND issue ~ '^\d{8}-\d{4}$') OR (game <> 'fast3' AND issue !~ '^\d{8}-\d{4}$')
);
ALTER TABLE lottery_draws DROP CONSTRAINT fast3_draws_draw_at_key;
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_game_draw_at UNIQUE (game, draw_at);
DROP INDEX fast3_draws_drawn;
CREATE INDEX lottery_draws_drawn ON lottery_draws (game, draw_at DESC) WHERE drawn_at IS NOT NULL;
CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE drawn_at IS NULL;

-- qxlottery stops opening the partner's stub and runs the in-house 时时彩: its stock description (it
-- promised 追号 and 合买, which do not exist) is replaced; an operator's own text is left as it is.
UPDATE venues SET
  description = '七星时时彩：每2分钟开奖一期，每期开出5个0-9数字。玩法有定位、大小单双（每位与总和）、前三/后三直选、组三、组六与龙虎和，赔率与返还率公开，每期开奖可凭种子验证。',
  description_en = 'Qixing Shishicai: a draw every 2 minutes, five digits 0-9 per draw. Bet on a digit at a position, big/small/odd/even per position or on the sum, front-three/back-three straight, group-3, group-6 and dragon/tiger/tie; odds and RTP are published and every draw can be verified from its seeds.'
WHERE code = 'qxlottery' AND description = '七星彩票玩法齐全，支持追号与合买，简单易懂。';
