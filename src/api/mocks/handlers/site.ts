// Site settings and public content.
import {
  activities,
  activityTypes,
  articles,
  banksFor,
  banners,
  db,
  notices,
  providerGames,
  venueList,
  vipLevels,
} from '../db'
import { ok, refuse, route } from '../kit'

const page = <T>(rows: T[], p: number, size = 10) => {
  const last = Math.max(1, Math.ceil(rows.length / size))
  const data = rows.slice((p - 1) * size, p * size)
  return {
    current_page: p,
    data,
    last_page: last,
    per_page: size,
    total: rows.length,
    from: data.length ? (p - 1) * size + 1 : null,
    to: data.length ? (p - 1) * size + data.length : null,
  }
}

export { page }

export const siteHandlers = [
  route('app', () => db.settings),
  route('getVisitUrl', () => (db.visitUrl ? { url: db.visitUrl } : refuse(500, 'pc'))),
  route('getservicerurl', () => ({ url: db.settings.service_url })),
  route('gameList', ({ body }) => venueList.filter((g) => !body.category || g.category === body.category)),
  route('homenotice', () => notices),
  route('bannerList', () => banners),
  route('article', ({ body }) => {
    const a = articles.find((x) => x.type === body.type)
    return a ? { id: a.type, name: a.name, content: a.content } : null
  }),
  route('gamelistBycode', ({ body }) => providerGames(body.gamecode)),
  route('activitytype', () => activityTypes),
  route('activitylist', ({ body }) =>
    page(
      activities
        .filter((a) => !body.type || a.type === body.type)
        .map(({ id, type, title, banner, created_at }) => ({ id, type, title, banner, created_at })),
      body.page,
    ),
  ),
  route('activitydeatil', ({ body }) => activities.find((a) => a.id === body.id) ?? null),
  route('uservip', () => vipLevels),
  route('getAgentLoginUrl', () => ok({ url: 'https://agent.example.test/login' })),
  route('banklist', ({ request }) => banksFor(request)),
  route('getPayWay', () => ({ card: 1, usdt: 1, wechat: 1, alipay: 1 })),
]
