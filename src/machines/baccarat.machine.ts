// The baccarat table (/play/baccarat): the shared shoe table's machine (shoeTable.ts) on the baccarat
// calls. Player and banker are never both on one hand.
import { baccaratBet, baccaratSeed, baccaratState } from '../api/games'
import { shoeTableMachine, TABLE_CHIPS } from './shoeTable'

export { isBetting, phaseSecondsLeft } from './shoeTable'
export const BACCARAT_CHIPS = TABLE_CHIPS

export const baccaratMachine = shoeTableMachine({
  id: 'baccarat',
  load: baccaratState,
  place: baccaratBet,
  contribute: baccaratSeed,
  opposite: ['player', 'banker'],
  placed: 'games.bacc.placed',
  seedSaved: 'games.bacc.seedSaved',
})
