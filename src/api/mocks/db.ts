// The fake backend's state: fixtures that agree with the server's seed (venues, articles, settings,
// images under public/img) plus mutable tables. `resetDb()` gives every test a fresh copy.

import { ARTICLES } from '../../../core/content/articles'
import { MONEY_DEFAULTS } from '../../../core/content/money'
import { SETTINGS } from '../../../core/content/site'
import { VENUES } from '../../../core/content/venues'
import {
  type AppSettings,
  CATEGORY_ID,
  type GameEntry,
  type ProviderGame,
  type User,
} from '../../../core/contract'
import { centsToWire, yuan } from '../../../core/money'
import { beijingWireTime } from '../../../core/time'

export const SITE = '金鼎娱乐'

/** Beijing wall-clock time `YYYY-MM-DD HH:mm:ss` of an instant. */
export const beijing = (ms = Date.now()) => beijingWireTime(ms)

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

/**
 * The deposit-matched offers of the fake backend, as the server's seed has them (activity ids of
 * `activities` below): the first-deposit match while a player has no approved deposit, the USDT bonus.
 */
export const depositOfferRules = [
  {
    id: 1,
    kind: 'first-deposit' as const,
    title: '新会员首存加赠 100%',
    percent: '100.00',
    max_bonus: '888.00',
    min_deposit: '100.00',
    multiple: '10',
    channels: null,
  },
  {
    id: 4,
    kind: 'deposit-method' as const,
    title: 'USDT 存款额外加赠 2%',
    percent: '2.00',
    max_bonus: '2888.00',
    min_deposit: '500.00',
    multiple: '3',
    channels: ['usdt-trc20', 'usdt-erc20'],
  },
]

export const venueList: GameEntry[] = VENUES.map((v) => ({
  name: v.name,
  platform_name: v.code,
  category: v.category,
  category_id: CATEGORY_ID[v.category],
  game_code: '',
  app_state: 1,
  check_yes_img: `/img/venues/${v.code}/tab-on.svg`,
  check_no_img: `/img/venues/${v.code}/tab-off.svg`,
  api_logo_img: `/img/venues/${v.code}/logo.svg`,
  mobile_img: `/img/venues/${v.code}/mobile.svg`,
  description: v.description,
  maintenance: 0,
}))

const SLOT_THEMES = [
  '金龙',
  '财神',
  '福星',
  '宝石',
  '仙境',
  '海洋',
  '丛林',
  '星空',
  '麒麟',
  '锦绣',
  '丰收',
  '吉祥',
]
export const providerGames = (code: string): ProviderGame[] => {
  const venue = VENUES.find((v) => v.code === code && v.category === 'concise')
  if (!venue) return []
  return SLOT_THEMES.map((theme, i) => {
    const gamecode = `${code}-${String(i + 1).padStart(2, '0')}`
    return {
      gamepic: `/img/games/${code}/${gamecode}.svg`,
      gamename: `${theme}${venue.name.slice(2)}`,
      catecode: code,
      gamecode,
    }
  })
}

export const baseSettings = (): AppSettings => ({
  title: SITE,
  site_logo: '/img/brand/logo.svg',
  site_state: 1,
  repair_tips: String(SETTINGS.repair_tips ?? '系统维护中'),
  index_modal: 1,
  webcontent: String(SETTINGS.webcontent ?? ''),
  redpacket_switch: 1,
  fanshui: 1,
  ios_download_qrcode: '',
  ios_download_url: '/',
  h5_url: '/',
  service_url: 'https://kefu.example.test/chat',
  licences: [1, 2, 3].map((n) => ({
    name: `演示牌照 ${n}（非真实牌照）`,
    number: `DEMO-000${n}`,
    url: '/#/abouts?type=4',
    badge: `/img/licences/demo-${n}.svg`,
    demo: true,
  })),
  copyright: `© 2018-2022 ${SITE}（演示站点）版权所有 · 18+ 理性娱乐`,
})

export const articles = ARTICLES
export const banners = [
  { title: '新会员首存加赠 100%', src: '/img/banners/banner-1.svg', url: '/#/activityInfo?id=1' },
  { title: 'VIP 晋级礼金最高 18888', src: '/img/banners/banner-2.svg', url: '/#/vip' },
  { title: '每日返水无上限 随时领取', src: '/img/banners/banner-3.svg', url: '/#/activityInfo?id=3' },
]
export const notices = [
  `欢迎来到${SITE}！新会员注册即可参加首存加赠活动，详情请查看优惠活动页面。`,
  '温馨提示：本站客服绝不会索要您的登录密码或取款密码，谨防诈骗。',
  '存款小技巧：银行卡转账请使用带零头的金额（如 101、503），到账更快。',
]
export const activityTypes = ['新人专享', '充值优惠', '返水活动', 'VIP特权'].map((name, i) => ({
  id: i + 1,
  name,
}))
export const activities = [
  [1, '新会员首存加赠 100%'],
  [1, '注册即送体验红包'],
  [3, '每日返水无上限'],
  [2, 'USDT 存款额外加赠 2%'],
  [4, 'VIP 晋级礼金'],
  [4, 'VIP 生日礼金'],
].map(([type, title], i) => ({
  id: i + 1,
  type: type as number,
  title: title as string,
  banner: `/img/activities/act-${i + 1}.svg`,
  created_at: beijing(Date.UTC(2024, 0, 10 + i, 2)),
  content: `<h3>${title}</h3><ol><li>活动期间内完成存款即可申请。</li><li>奖金需完成 1 倍流水后方可提款。</li></ol>`,
  memo: '<p>本活动最终解释权归本站所有（演示站点）。</p>',
  can_apply: 1 as const,
}))
const VIP_REQ = [0, 1_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000]
export const vipLevels = VIP_REQ.map((recharge, i) => ({
  id: i + 1,
  level: i + 1,
  vipname: `/img/vip/vip${i + 1}.svg`,
  recharge: centsToWire(yuan(recharge)),
  flow: centsToWire(yuan(recharge * 5)),
  retention_flow: centsToWire(yuan(recharge)),
  upgrade_bonus: centsToWire(yuan([0, 18, 58, 188, 388, 888, 1888, 3888, 8888, 18888][i])),
  realperson: (0.4 + i * 0.08).toFixed(2),
  electron: (0.5 + i * 0.1).toFixed(2),
  joker: (0.4 + i * 0.08).toFixed(2),
  sport: (0.4 + i * 0.08).toFixed(2),
  lottery: (0.3 + i * 0.06).toFixed(2),
  e_sport: (0.4 + i * 0.08).toFixed(2),
}))
export const banks = [
  '东岳商业银行',
  '南屏农商银行',
  '西陵发展银行',
  '北辰建设银行',
  '中和储蓄银行',
  '云泽银行',
  '海晏商业银行',
  '星河招商银行',
].map((bank_name, i) => ({ id: i + 1, bank_name, ico: `/img/banks/bank0${i + 1}.svg` }))
export const receivingAccounts = [
  {
    id: 1,
    bank_no: '6222 0000 1234 5678 901',
    bank_owner: '金鼎娱乐（演示）',
    bank_address: '东岳商业银行 演示分行',
    bank: 0,
  },
  {
    id: 2,
    bank_no: '6217 0000 8765 4321 009',
    bank_owner: '金鼎娱乐（演示）',
    bank_address: '北辰建设银行 演示支行',
    bank: 3,
  },
].map(({ bank, ...r }) => ({ ...r, bank_data: { bank_name: banks[bank].bank_name, ico: banks[bank].ico } }))
export const payRanges: Record<string, [number, number]> = {
  bank: [10_000, 5_000_000],
  alipay: [10_000, 500_000],
  wechat: [10_000, 500_000],
  'usdt-trc20': [10_000, 10_000_000],
  'usdt-erc20': [50_000, 10_000_000],
}
export const DEMO_TRC20 = `T${'JdDemoMockAddress'.padEnd(33, '1')}`
export const DEMO_ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const redpacketRules = [
  [10_000, 99_999, 1],
  [100_000, 499_999, 2],
  [500_000, 999_999_999, 3],
].map(([lo, hi, n], i) => ({
  id: i + 1,
  start_time: '2025-01-01 13:00:00',
  end_time: '2031-01-01 12:59:59',
  day_flow: centsToWire(lo),
  flow_money: centsToWire(hi),
  recharge: n,
}))

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
  u.bets = Array.from({ length: 12 }, (_, i) => ({
    id: `B${1000 + i}`,
    venue: i % 2 ? 'jdslot' : 'jdlive',
    game: i % 2 ? '金龙电子' : '百家乐',
    cents: 10_000 + i * 500,
    win: i % 3 === 0 ? 9_500 : -(10_000 + i * 500),
    status: i === 0 ? 2 : 1,
    time: now - i * 3600_000,
  }))
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
