// Red packets: activity status, grabbing one, and the player's records.
import { fn } from './client'

export const userredpacket = fn('userredpacket')
export const douserredpacket = fn('douserredpacket')
export const redpacket = fn('redpacket')
