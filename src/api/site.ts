// Site settings and public content (docs/contract.md).
import { fn, fnShared } from './client'

export const app = fnShared('app')
export const getVisitUrl = fn('getVisitUrl')
export const getservicerurl = fn('getservicerurl')
export const gameList = fnShared('gameList')
export const homenotice = fnShared('homenotice')
export const bannerList = fnShared('bannerList')
export const article = fn('article')
export const gamelistBycode = fn('gamelistBycode')
export const activitytype = fn('activitytype')
export const activitylist = fn('activitylist')
export const activitydeatil = fn('activitydeatil')
export const uservip = fn('uservip')
export const getAgentLoginUrl = fn('getAgentLoginUrl')
export const banklist = fn('banklist')
export const getPayWay = fn('getPayWay')
