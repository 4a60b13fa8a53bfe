// The one path builder (docs/architecture.md): every href and navigation target in the SPA comes from here.
// Routing is hash mode and the query lives inside the hash (`#/login?redirect=%2Fmine%2Fcenter`), as in
// the original site, so a path from this module can be opened as-is in a new tab with `href()`.
import type { Category } from '../../core/contract'

export const MINE_PAGES = [
  'message',
  'center',
  'applyagent',
  'activityRecord',
  'fanshui',
  'betRecord',
  'transRecord',
  'transfer',
  'recharge',
  'withdraw',
  'bankCard',
  'welfare',
  'responsible',
  'agent',
  'kyc',
] as const
export type MinePage = (typeof MINE_PAGES)[number]

export type Query = Record<string, string | number | null | undefined>

/** `/path` plus a query of the defined, non-empty values. */
export const withQuery = (path: string, query: Query = {}) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const s = q.toString()
  return s ? `${path}?${s}` : path
}

export const paths = {
  home: () => '/',
  /** Help: 1 FAQ, 2 responsible gambling, 3 privacy, 4 disclaimer, 5 contact us. */
  abouts: (type: 1 | 2 | 3 | 4 | 5 = 1) => withQuery('/abouts', { type }),
  category: (c: Category) => `/${c}`,
  realbet: () => '/realbet',
  sport: () => '/sport',
  gaming: () => '/gaming',
  joker: () => '/joker',
  /** Slot games; `type` is a provider code, or absent for all games. */
  concise: (type?: string) => withQuery('/concise', { type }),
  lottery: () => '/lottery',
  activity: () => '/activity',
  activityInfo: (id: number | string) => withQuery('/activityInfo', { id }),
  app: () => '/app',
  vip: () => '/vip',
  mine: (page: MinePage = 'center', query?: Query) => withQuery(`/mine/${page}`, query),
  /** Messages: 0 announcements, 1 inbox. */
  message: (type?: 0 | 1) => withQuery('/mine/message', { type }),
  /** Opens in a new tab: `name` venue code, `type` category id, `code` game code; `dailiD` = agent login. */
  gamePage: (q: { name?: string; type?: number | string; code?: string; dailiD?: string | number }) =>
    withQuery('/gamePage', q),
  /** `redirect` is the full target path (path and query) the player lands on after logging in. */
  login: (redirect?: string) =>
    withQuery('/login', { redirect: redirect && redirect !== '/' ? redirect : undefined }),
  register: (pid?: string | number) => withQuery('/register', { pid }),
  /** 忘记密码: reset the login password through a verified mobile or email. */
  forgot: () => '/forgot',
  payInfo: (depositNo: string) => withQuery('/payInfo', { deposit_no: depositNo }),
  userredpacket: () => '/userredpacket',
  /** Sponsorship: 1 the Italian club (default), 2 the English club. Opens in a new tab. */
  asdwl: (type: 1 | 2 = 1) => withQuery('/asdwl', { type }),
  /** Opens customer service (the route itself only forwards). */
  kefu: () => '/kefu',
  /** The lottery menu's link: launches the venue through /gamePage. */
  memberGame: (platName: string, gameType: number | string) =>
    withQuery('/member/game', { plat_name: platName, game_type: gameType }),
  /** In-house game pages (getGameUrl sends players here): `venue` code, `game` code for slots. */
  play: (
    kind:
      | 'slot'
      | 'sicbo'
      | 'fast3'
      | 'ssc'
      | 'pk10'
      | 'roulette'
      | 'sangong'
      | 'baccarat'
      | 'dragontiger'
      | 'bullbull'
      | 'zhajinhua'
      | 'erbagang'
      | 'qiangzhuang'
      | 'sports',
    q: { venue?: string; game?: string } = {},
  ) => withQuery(`/play/${kind}`, q),
  /** The fairness verifier; `round` preloads a round id, `kind` the game. */
  fair: (
    q: {
      round?: string
      kind?: string
      venue?: string
      seed?: string
      hash?: string
      client?: string
      nonce?: number
      /** A fast-3 or 时时彩 draw number: the verifier loads that draw and its seed contributions. */
      issue?: string
      /** A baccarat or dragon-tiger shoe number: the verifier loads that shoe and replays every round of it. */
      shoe?: number
      /** A sportsbook match id: the verifier replays that match and checks every settled market. */
      match?: string
    } = {},
  ) => withQuery('/fair', q),
} as const

/** An `<a href>` for a path: hash routing prefixes `#`. */
export const href = (path: string) => `#${path}`

/** An absolute URL of a path on this site (for window.open in a new tab). */
export const absoluteHref = (path: string) =>
  typeof location === 'undefined' ? href(path) : `${location.origin}${location.pathname}${href(path)}`

/** Split a full path into its pathname and query string (without `?`). */
export const splitPath = (full: string): [string, string] => {
  const i = full.indexOf('?')
  return i < 0 ? [full || '/', ''] : [full.slice(0, i) || '/', full.slice(i + 1)]
}

/** Pages that need a session (only /mine/*). */
export const isGuarded = (pathname: string) => pathname === '/mine' || pathname.startsWith('/mine/')
