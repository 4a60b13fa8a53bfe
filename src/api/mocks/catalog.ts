// The fake backend's fixed catalogs, as the server's seed has them: venues and their games, site
// settings, articles, banners, notices, activities and their deposit offers, VIP levels, banks,
// receiving accounts, amount ranges and red-packet rules. The mutable tables are in db.ts.

import { ARTICLES } from '../../../core/content/articles'
import { ACTIVITY_ART, SETTINGS } from '../../../core/content/site'
import { SLOT_TITLES, VENUES } from '../../../core/content/venues'
import { type AppSettings, CATEGORY_ID, type GameEntry, type ProviderGame } from '../../../core/contract'
import { centsToWire, yuan } from '../../../core/money'
import { beijingWireTime } from '../../../core/time'

export const SITE = '金鼎娱乐'

/** Beijing wall-clock time `YYYY-MM-DD HH:mm:ss` of an instant. */
export const beijing = (ms = Date.now()) => beijingWireTime(ms)

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

export const providerGames = (code: string): ProviderGame[] => {
  const venue = VENUES.find((v) => v.code === code && v.category === 'concise')
  if (!venue) return []
  // The venue's slot machines, as the server seeds them (core/content/venues.ts SLOT_TITLES).
  return (SLOT_TITLES[code] ?? []).map((name, i) => {
    const gamecode = `${code}-${String(i + 1).padStart(2, '0')}`
    return { gamepic: `/img/games/${code}/${gamecode}.svg`, gamename: name, catecode: code, gamecode }
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
  banner: ACTIVITY_ART[i],
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
/** The seed's fictional banks (server/seed/money.ts): the Chinese key and the English display name. */
const BANK_NAMES = [
  ['东岳商业银行', 'Dongyue Commercial Bank'],
  ['南屏农商银行', 'Nanping Rural Commercial Bank'],
  ['西陵发展银行', 'Xiling Development Bank'],
  ['北辰建设银行', 'Beichen Construction Bank'],
  ['中和储蓄银行', 'Zhonghe Savings Bank'],
  ['云泽银行', 'Yunze Bank'],
  ['海晏商业银行', 'Haiyan Commercial Bank'],
  ['星河招商银行', 'Xinghe Merchants Bank'],
] as const
export const banks = BANK_NAMES.map(([bank_name], i) => ({
  id: i + 1,
  bank_name,
  bank_label: bank_name as string,
  ico: `/img/banks/bank0${i + 1}.svg`,
}))
/** The request's language as the server reads its `Lang` header. */
export const langOfRequest = (request: Request) =>
  request.headers.get('lang')?.toLowerCase().startsWith('en') ? 'en' : 'zh'
/** A bank's display name in the request's language (the key itself for anything else, e.g. USDT). */
export const bankLabel = (request: Request, bankName: string) =>
  (langOfRequest(request) === 'en' && BANK_NAMES.find(([zh]) => zh === bankName)?.[1]) || bankName
export const banksFor = (request: Request) =>
  banks.map((b) => ({ ...b, bank_label: bankLabel(request, b.bank_name) }))
const RECEIVING = [
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
]
export const receivingAccountsFor = (request: Request) =>
  RECEIVING.map(({ bank, ...r }) => ({
    ...r,
    bank_data: {
      bank_name: banks[bank].bank_name,
      bank_label: bankLabel(request, banks[bank].bank_name),
      ico: banks[bank].ico,
    },
  }))
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
