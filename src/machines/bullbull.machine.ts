// The bull-bull table (/play/bullbull): an instant card round against the banker on the shared machine
// (src/machines/cardRound.ts): choose a base bet (`bull.base`), deal (`bull.deal`), manage the seeds.
import { type BullRules, bullbullPlay, bullbullRules } from '../api/games'
import { type CardRoundContext, type CardRoundEvent, cardRoundMachine } from './cardRound'

export type BullbullContext = CardRoundContext<BullRules, 'base'>
export type BullbullEvent = CardRoundEvent<'bull', 'base'>

export const bullbullMachine = cardRoundMachine({
  id: 'bullbull',
  kind: 'bullbull',
  prefix: 'bull',
  stake: 'base',
  loadRules: bullbullRules,
  offered: (rules) => rules.bases,
  play: bullbullPlay,
})
