// Central and venue wallets, transfers between them, transfer mode.
import { fn } from './client'

export const balancelist = fn('balancelist')
/** `{platname}` goes into the path: POST /api/userapimoney/{platname}. */
export const userapimoney = fn('userapimoney')
export const transfer = fn('transfer')
export const uptransferstatus = fn('uptransferstatus')
export const transall = fn('transall')
