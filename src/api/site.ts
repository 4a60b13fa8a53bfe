// Site settings and public content (docs/contract.md).
import { fnMemberRead, fnRead, fnShared } from './client'

export const app = fnShared('app')
export const getVisitUrl = fnRead('getVisitUrl')
export const getservicerurl = fnRead('getservicerurl')
export const gameList = fnShared('gameList')
export const homenotice = fnShared('homenotice')
export const bannerList = fnShared('bannerList')
export const article = fnRead('article')
export const gamelistBycode = fnRead('gamelistBycode')
export const activitytype = fnRead('activitytype')
export const activitylist = fnRead('activitylist')
export const activitydeatil = fnRead('activitydeatil')
export const uservip = fnRead('uservip')
export const getAgentLoginUrl = fnRead('getAgentLoginUrl')
export const banklist = fnShared('banklist')
export const getPayWay = fnMemberRead('getPayWay')
