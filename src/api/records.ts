// Bet, transaction and rebate records (Laravel paginators, 10 per page).
import { fn } from './client'

export const betrecord = fn('betrecord')
export const gettransrecord = fn('gettransrecord')
export const getfanshui = fn('getfanshui')
export const dofanshui = fn('dofanshui')
