// Bonuses the player claims with 申请 (VIP level-up, birthday): the open ones and the claim.
import { fn, fnWithMessage } from './client'

export const bonusClaims = fn('bonusClaims')
export const claimBonus = fnWithMessage('claimBonus')
