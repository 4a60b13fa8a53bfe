// Bet, transaction and rebate records (Laravel paginators, 10 per page).
import { fn, fnRead } from './client'

export const betrecord = fnRead('betrecord')
export const gettransrecord = fnRead('gettransrecord')
export const getfanshui = fnRead('getfanshui')
export const dofanshui = fn('dofanshui')
