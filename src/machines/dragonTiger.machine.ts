// The dragon-tiger table (/play/dragontiger, hxlive): the shared shoe table's machine (shoeTable.ts)
// on the dragon-tiger calls. Dragon and tiger are never both on one round (docs/dragon-tiger.md).
import { dragonTigerBet, dragonTigerSeed, dragonTigerState } from '../api/games'
import { shoeTableMachine } from './shoeTable'

export const dragonTigerMachine = shoeTableMachine({
  id: 'dragonTiger',
  load: dragonTigerState,
  place: dragonTigerBet,
  contribute: dragonTigerSeed,
  opposite: ['dragon', 'tiger'],
  placed: 'games.bacc.placed',
  seedSaved: 'games.bacc.seedSaved',
})
