// The 炸金花 table (/play/zhajinhua): an instant card round against the banker on the shared machine
// (src/machines/cardRound.ts): choose an ante (`zjh.ante`), deal (`zjh.deal`), manage the seeds.
import { type ZjhRules, zhajinhuaPlay, zhajinhuaRules } from '../api/games'
import { type CardRoundContext, type CardRoundEvent, cardRoundMachine } from './cardRound'

export type ZhajinhuaContext = CardRoundContext<ZjhRules, 'ante'>
export type ZhajinhuaEvent = CardRoundEvent<'zjh', 'ante'>

export const zhajinhuaMachine = cardRoundMachine({
  id: 'zhajinhua',
  kind: 'zhajinhua',
  prefix: 'zjh',
  stake: 'ante',
  loadRules: zhajinhuaRules,
  offered: (rules) => rules.antes,
  play: zhajinhuaPlay,
})
