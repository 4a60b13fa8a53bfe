// The 二八杠 table (/play/erbagang): an instant card round against the banker on the shared machine
// (src/machines/cardRound.ts): choose an ante (`ebg.ante`), deal (`ebg.deal`), manage the seeds.
// The rules dialog is a view toggle outside the round (the round goes on while it is open).
import { type EbgRules, erbagangPlay, erbagangRules } from '../api/games'
import { type CardRoundContext, type CardRoundEvent, cardRoundMachine } from './cardRound'

export type ErbagangContext = CardRoundContext<EbgRules, 'ante'>
export type ErbagangEvent = CardRoundEvent<'ebg', 'ante'>

export const erbagangMachine = cardRoundMachine({
  id: 'erbagang',
  kind: 'erbagang',
  prefix: 'ebg',
  stake: 'ante',
  loadRules: erbagangRules,
  offered: (rules) => rules.antes,
  play: erbagangPlay,
})
