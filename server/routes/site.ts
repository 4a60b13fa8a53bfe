// Public site and content calls (docs/contract.md): settings, venues, banners, notices, help, promotions, VIP.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { calls } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { defineRoute } from '../http/route'
import {
  absolute,
  activityDetail,
  activityList,
  activityTypes,
  article,
  banners,
  gameList,
  homeNotices,
  readSettings,
  slotGames,
  vipLevels,
} from '../services/content'

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i

/** The origin the page was loaded from: Origin, else Referer, else this server's own host. */
export const requestOrigin = (req: FastifyRequest) => {
  for (const h of [req.headers.origin, req.headers.referer]) {
    if (typeof h !== 'string') continue
    try {
      return new URL(h).origin
    } catch {}
  }
  return `${req.protocol}://${req.host}`
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The `app` call's answer: the settings a page needs, links made absolute against the page's origin. */
export async function appSettings(q: Query, lang: Lang, origin: string) {
  const s = await readSettings(q, lang)
  return {
    title: s.title,
    site_logo: s.site_logo,
    site_state: s.site_state,
    repair_tips: s.repair_tips,
    index_modal: s.index_modal,
    webcontent: s.webcontent,
    redpacket_switch: s.redpacket_switch,
    fanshui: s.fanshui,
    ios_download_qrcode: s.ios_download_qrcode,
    ios_download_url: absolute(s.ios_download_url, origin),
    h5_url: absolute(s.h5_url, origin),
    service_url: absolute(s.service_url, origin),
    licences: s.licences,
    copyright: s.copyright,
  }
}

export const siteRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, calls.app, async ({ db, req, lang }) => appSettings(db.query, lang, requestOrigin(req)))

  // 200 {url} only when the operator configured another site for this kind of client; otherwise
  // code 500 with `pc`/`wap` tells the SPA to stay (docs/contract.md).
  defineRoute(app, calls.getVisitUrl, async ({ db, req }) => {
    const mobile = MOBILE_UA.test(String(req.headers['user-agent'] ?? ''))
    const s = await readSettings(db.query)
    const target = (mobile ? s.wap_url : s.pc_url).trim()
    const targetOrigin = /^https?:\/\//i.test(target) ? originOf(target) : null
    if (!targetOrigin || targetOrigin === requestOrigin(req)) throw new BizError(500, mobile ? 'wap' : 'pc')
    return { url: target }
  })

  defineRoute(app, calls.getservicerurl, async ({ db, req }) => {
    const s = await readSettings(db.query)
    return { url: absolute(s.service_url, requestOrigin(req)) }
  })

  defineRoute(app, calls.getAgentLoginUrl, async ({ db, req, body }) => {
    const s = await readSettings(db.query)
    const url =
      body.is_mobile_url === 1 && s.agent_login_url_mobile ? s.agent_login_url_mobile : s.agent_login_url
    return { url: absolute(url, requestOrigin(req)) }
  })

  defineRoute(app, calls.gameList, async ({ db, body, lang }) => gameList(db.query, body.category, lang))
  defineRoute(app, calls.homenotice, async ({ db, lang }) => homeNotices(db.query, lang))
  defineRoute(app, calls.bannerList, async ({ db, body, lang }) => banners(db.query, body.type, lang))
  defineRoute(app, calls.article, async ({ db, body, lang }) => article(db.query, body.type, lang))

  defineRoute(app, calls.gamelistBycode, async ({ db, body, lang }) => {
    const games = await slotGames(db.query, body.gamecode.trim(), lang)
    if (!games) throw new BizError(1000, 'v.platform')
    return games
  })

  defineRoute(app, calls.activitytype, async ({ db, lang }) => activityTypes(db.query, lang))
  defineRoute(app, calls.activitylist, async ({ db, body, lang }) =>
    activityList(db.query, body.type, body.page, lang),
  )
  defineRoute(app, calls.activitydeatil, async ({ db, body, lang }) =>
    activityDetail(db.query, body.id, lang),
  )
  defineRoute(app, calls.uservip, async ({ db, lang }) => vipLevels(db.query, lang))
}
