// The fake backend's state: fixtures that agree with the server's seed (venues, articles, settings,
// images under public/img) plus mutable tables. `resetDb()` gives every test a fresh copy.

import type { z } from 'zod'
import { MONEY_DEFAULTS } from '../../../core/content/money'
import { VENUES } from '../../../core/content/venues'
import type { SbLeg, User } from '../../../core/contract'
import { centsToWire } from '../../../core/money'
import { LEAGUES } from '../../../core/sportsbook/leagues'
import { baseSettings, beijing, vipLevels } from './catalog'

const demoBets = (now: number) =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `B${1000 + i}`,
    venue: i % 2 ? 'jdslot' : 'jdlive',
    game: i % 2 ? '金龙电子' : '百家乐',
    cents: 10_000 + i * 500,
    win: i % 3 === 0 ? 9_500 : -(10_000 + i * 500),
    status: i === 0 ? 2 : 1,
    time: now - i * 3600_000,
  }))

export type MockLeg = z.infer<typeof SbLeg>

const team = (league: string, i: number) => {
  const t = LEAGUES.find((l) => l.id === league)!.teams[i]
  return { id: t.id, zh: t.zh, en: t.en }
}
const leg = (
  league: string,
  index: number,
  [home, away]: [number, number],
  market: string,
  selection: string,
  odds: number,
  outcome: MockLeg['outcome'],
  score: string | null,
  kickoff: number,
): MockLeg => ({
  match_id: `${league}-1-${index}`,
  league,
  home: team(league, home),
  away: team(league, away),
  kickoff_at: beijing(kickoff),
  market,
  selection,
  odds,
  outcome,
  score,
})

/** A settled single on a football match and a two-leg parlay (one leg settled, one to play). */
const sportsbookBets = (now: number) => [
  {
    id: 'SB2001',
    venue: 'jdsport',
    game: '体育投注',
    cents: 10_000,
    win: 9_500,
    status: 1,
    time: now - 20 * 60_000,
    legs: [leg('vfl', 3, [0, 1], 'fb.1x2', 'home', 1950, 'win', '2-1', now - 25 * 60_000)],
  },
  {
    id: 'SB2002',
    venue: 'jdesport',
    game: '体育投注',
    cents: 5_000,
    win: 0,
    status: 2,
    time: now - 40 * 60_000,
    legs: [
      leg('efb', 5, [2, 3], 'fb.ah@-0.75', 'home', 2080, 'half-win', '1-0', now - 45 * 60_000),
      leg('moba', 0, [0, 1], 'es.kills:1@28.5', 'over', 1880, null, null, now + 10 * 60_000),
    ],
  },
]

export type MockUser = {
  id: number
  username: string
  password: string
  payPassword: string
  realname: string
  isagent: 0 | 1
  vip: number
  centsBalance: number
  venues: Record<string, number>
  transferstatus: 0 | 1
  mobile: string
  email: string
  birthday: string
  avatar: string
  paysum: number
  totalgame: number
  pid: number | null
  createdAt: number
  lastLoginAt: number | null
  agentApplied: boolean
  fanshui: { id: number; venue: string; cents: number; state: number; created: number; updated: number }[]
  applications: { id: number; activityId: number; state: number; created: number }[]
  cards: {
    id: number
    bank: string
    bank_no: string
    bank_owner: string
    bank_address: string
    created: number
  }[]
  deposits: Deposit[]
  withdrawals: { id: number; no: string; cents: number; state: number; created: number; way: string }[]
  transfers: { id: number; venue: string; cents: number; dir: 'in' | 'out'; created: number }[]
  bets: {
    id: string
    venue: string
    game: string
    cents: number
    win: number
    status: number
    time: number
    /** Sportsbook bets: their legs as betrecord carries them. */
    legs?: MockLeg[]
  }[]
  redpackets: { id: number; deposit: number; cents: number; created: number; used: number }[]
  /** Turnover requirements, one each (getBetAmount, withdraw; docs/promotions.md). */
  requirements: MockRequirement[]
  grabsLeft: number
  grabbed: number
}
export type MockRequirement = {
  id: number
  kind: 'deposit' | 'bonus'
  title: string
  cents: number
  progress: number
  bonus: number
  state: 'active' | 'met' | 'forfeited'
  created: number
}
export type Deposit = {
  id: number
  no: string
  paytype: 'bank' | 'usdt' | 'alipay' | 'wxpay'
  protocol: string
  cents: number
  state: number
  created: number
  /** The bonus offers (activity ids) the player opted into on this order. */
  offers?: number[]
}

export * from './catalog'

const player = (id: number, username: string, password: string, over: Partial<MockUser> = {}): MockUser => ({
  id,
  username,
  password,
  payPassword: '123456',
  realname: '张三',
  isagent: 0,
  vip: 2,
  centsBalance: 1_288_800,
  venues: Object.fromEntries(VENUES.map((v) => [v.code, 0])),
  transferstatus: 1,
  mobile: '',
  email: '',
  birthday: '',
  avatar: '',
  paysum: 200_000,
  totalgame: 880_000,
  pid: null,
  createdAt: Date.UTC(2024, 0, 1),
  lastLoginAt: Date.UTC(2024, 5, 1, 4),
  agentApplied: false,
  fanshui: [],
  applications: [],
  cards: [],
  deposits: [],
  withdrawals: [],
  transfers: [],
  bets: [],
  redpackets: [],
  requirements: [],
  grabsLeft: 2,
  grabbed: 1,
  ...over,
})

function seedDemo(u: MockUser) {
  const day = 86_400_000
  const now = Date.now()
  u.venues.jdlive = 50_000
  u.fanshui = [
    { id: 1, venue: 'jdlive', cents: 1_288, state: 0, created: now - day, updated: now - day },
    { id: 2, venue: 'jdslot', cents: 2_050, state: 1, created: now - 3 * day, updated: now - 2 * day },
  ]
  u.cards = [
    {
      id: 1,
      bank: '东岳商业银行',
      bank_no: '6222021234567890123',
      bank_owner: '张三',
      bank_address: '演示分行',
      created: now - 30 * day,
    },
  ]
  u.deposits = [
    {
      id: 1,
      no: 'D202401010001',
      paytype: 'bank',
      protocol: '',
      cents: 200_000,
      state: 2,
      created: now - 10 * day,
    },
  ]
  u.bets = [...sportsbookBets(now), ...demoBets(now)]
  u.redpackets = [{ id: 1, deposit: 200_000, cents: 1_888, created: now - 5 * day, used: now - 5 * day }]
  u.requirements = [
    {
      id: 1,
      kind: 'deposit',
      title: '',
      cents: 200_000,
      progress: 200_000,
      bonus: 0,
      state: 'met',
      created: now - 10 * day,
    },
    {
      id: 2,
      kind: 'bonus',
      title: '',
      cents: 5_664,
      progress: 5_664,
      bonus: 1_888,
      state: 'met',
      created: now - 5 * day,
    },
  ]
}

export type Db = ReturnType<typeof freshDb>
function freshDb() {
  const demo = player(1, 'demo888', 'demo8888')
  seedDemo(demo)
  const agent = player(2, 'agent888', 'agent8888', {
    isagent: 1,
    realname: '李四',
    vip: 5,
    grabsLeft: 0,
    grabbed: 0,
  })
  return {
    settings: baseSettings(),
    /** getVisitUrl answers 200 with this URL when set (the operator configured another site). */
    visitUrl: null as string | null,
    users: [demo, agent],
    /** token -> user id; tokens ending in `-expired` answer 401 on every call. */
    sessions: new Map<string, number>(),
    /** Idempotency-Key -> first answer. */
    idempotency: new Map<string, { body: string; answer: unknown }>(),
    /** user id -> the player's protection settings (handlers/protection.ts). */
    protection: new Map<number, MockProtection>(),
    /** Issued captchas: id -> answer (each is checked once). */
    captchas: new Map<string, string>(),
    seq: 100,
  }
}

export let db: Db = freshDb()
/** What a player set on themselves; see handlers/protection.ts. */
export type MockProtection = {
  /** '' = not given: deposits and bets would answer 235 on the server. */
  birthDate: string
  /** `${kind}:${period}` -> amount (money string, or minutes for the session limit). */
  limits: Map<string, { amount: string; pending: { amount: string | null; at: number } | null }>
  exclusion: {
    kind: 'timeout' | 'self_exclusion'
    duration: string
    starts: number
    ends: number
    reopenAt: number | null
  } | null
  history: { what: string; old: string | null; next: string | null; effective: number; created: number }[]
  reality: number
  realityChosen: boolean
  sessionStarted: number
}

export function resetDb() {
  db = freshDb()
}
export const nextId = () => ++db.seq

export function userView(u: MockUser): User {
  const level = vipLevels[u.vip - 1]
  const next = vipLevels[u.vip] ?? null
  return {
    username: u.username,
    realname: u.realname,
    balance: centsToWire(u.centsBalance),
    vip: u.vip,
    vipname: level.vipname,
    current_vip: `VIP${u.vip}`,
    next_vip: next ? `VIP${next.level}` : '',
    next_vip_recharge: next ? next.recharge : '0.00',
    next_vip_flow: next ? next.flow : '0.00',
    avatar: u.avatar,
    isagent: u.isagent,
    mobile: u.mobile,
    email: u.email,
    birthday: u.birthday,
    paysum: centsToWire(u.paysum),
    totalgame: centsToWire(u.totalgame),
    transferstatus: u.transferstatus,
    usdtrate: MONEY_DEFAULTS.usdt_rate,
    withdrawusdtrate: MONEY_DEFAULTS.withdraw_usdt_rate,
    withdrawcashfee: MONEY_DEFAULTS.withdraw_fee_erc20,
    withdrawfeeusdttrc: MONEY_DEFAULTS.withdraw_fee_trc20,
    fanshui: centsToWire(u.fanshui.filter((f) => f.state === 0).reduce((s, f) => s + f.cents, 0)),
    joinday: Math.floor((Date.now() - u.createdAt) / 86_400_000),
    created_at: beijing(u.createdAt),
    last_login_at: u.lastLoginAt ? beijing(u.lastLoginAt) : null,
  }
}
