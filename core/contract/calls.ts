// Every call of the site plus POST /api/redpacket (docs/contract.md). Request refusal messages are
// catalog keys (core/i18n/validation.ts): the server answers code 1000 with the first failing
// key translated into the request's language.

import { z } from 'zod'
import {
  amountField,
  call,
  dateRange,
  flag,
  intField,
  money,
  none,
  optionalDay,
  optionalInt,
  paginator,
  requiredText,
  text,
  wireTime,
} from './core'
import { birthDate } from './protection'
import {
  isBirthday,
  isEmail,
  isMobile,
  isPayPassword,
  isRealName,
  isRegisterPassword,
  isUsername,
  LIMITS,
  USDT_PROTOCOLS,
} from './rules'

const nullData = z.null()
/** The opaque id of a server-issued captcha. */
const captchaId = z.string({ error: 'v.captchaRequired' }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: 'v.captchaRequired',
})
const url = z.object({ url: z.string() })

// ---------------------------------------------------------------- entities
export const CATEGORIES = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'] as const
export type Category = (typeof CATEGORIES)[number]
/** Aggregator game-type numbers (reference §2): the `category_id` and getGameUrl's `game_type`. */
export const CATEGORY_ID: Record<Category, number> = {
  realbet: 1,
  concise: 3,
  lottery: 4,
  sport: 5,
  joker: 6,
  gaming: 7,
}

export const Licence = z.object({
  name: z.string(),
  number: z.string(),
  url: z.string(),
  badge: z.string(),
  demo: z.boolean(),
})
export const AppSettings = z.object({
  title: z.string(),
  site_logo: z.string(),
  site_state: flag,
  repair_tips: z.string(),
  index_modal: flag,
  webcontent: z.string(),
  redpacket_switch: flag,
  fanshui: flag,
  ios_download_qrcode: z.string(),
  ios_download_url: z.string(),
  h5_url: z.string(),
  service_url: z.string(),
  licences: z.array(Licence),
  copyright: z.string(),
})
export type AppSettings = z.infer<typeof AppSettings>

export const User = z.object({
  username: z.string(),
  realname: z.string(),
  balance: money,
  vip: z.number().int(),
  vipname: z.string(),
  current_vip: z.string(),
  next_vip: z.string(),
  /** Deposit and turnover the next level needs ("0.00" at the top level). */
  next_vip_recharge: money,
  next_vip_flow: money,
  avatar: z.string(),
  isagent: flag,
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  paysum: money,
  totalgame: money,
  transferstatus: flag,
  usdtrate: z.string(),
  withdrawusdtrate: z.string(),
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: z.string(),
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: z.string(),
  fanshui: money,
  joinday: z.number().int(),
  created_at: wireTime,
  last_login_at: wireTime.nullable(),
})
export type User = z.infer<typeof User>

export const GameEntry = z.object({
  name: z.string(),
  platform_name: z.string(),
  category: z.enum(CATEGORIES),
  category_id: z.number().int(),
  game_code: z.string(),
  app_state: flag,
  check_yes_img: z.string(),
  check_no_img: z.string(),
  api_logo_img: z.string(),
  mobile_img: z.string(),
  description: z.string(),
  /** 1 while the venue's partner does not answer (our addition): the card shows 维护中, no launch. */
  maintenance: flag,
})
export type GameEntry = z.infer<typeof GameEntry>

export const ProviderGame = z.object({
  gamepic: z.string(),
  gamename: z.string(),
  catecode: z.string(),
  gamecode: z.string(),
})
export type ProviderGame = z.infer<typeof ProviderGame>

export const Banner = z.object({ src: z.string(), url: z.string(), title: z.string() })
export const Article = z.object({ id: z.number().int(), name: z.string(), content: z.string() })
export const ActivityType = z.object({ id: z.number().int(), name: z.string() })
export const ActivitySummary = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  banner: z.string(),
  created_at: wireTime,
})
export const Activity = ActivitySummary.extend({ content: z.string(), memo: z.string(), can_apply: flag })
export type Activity = z.infer<typeof Activity>
export const ActivityApplication = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  state: z.number().int(),
  created_at: wireTime,
})
export const VipLevel = z.object({
  id: z.number().int(),
  level: z.number().int(),
  vipname: z.string(),
  recharge: money,
  flow: money,
  retention_flow: money,
  upgrade_bonus: money,
  realperson: z.string(),
  electron: z.string(),
  joker: z.string(),
  sport: z.string(),
  lottery: z.string(),
  e_sport: z.string(),
})
export type VipLevel = z.infer<typeof VipLevel>
export const InboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: wireTime,
})

export const VenueBalance = z.object({ platname: z.string(), name: z.string(), balance: money })
export const RebateRow = z.object({
  id: z.number().int(),
  gamename: z.string(),
  money: money,
  state: z.number().int(),
  created_at: wireTime,
  updated_at: wireTime,
})
export const BetRow = z.object({
  bet_id: z.string(),
  bet_time: wireTime,
  platform_type: z.string(),
  Code: z.string(),
  game_name: z.string(),
  bet_amount: money,
  valid_amount: money,
  win_loss: money,
  status: z.number().int(),
})
export const TransRow = z.object({
  id: z.number().int(),
  created_at: wireTime,
  out_trade_no: z.string(),
  pay_way: z.string(),
  amount: money,
  real_money: money,
  state: z.number().int(),
})
export const Bank = z.object({ id: z.number().int(), bank_name: z.string(), ico: z.string() })
export const ReceivingAccount = z.object({
  id: z.number().int(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_data: z.object({ bank_name: z.string(), ico: z.string() }),
})
export const BoundCard = z.object({
  id: z.number().int(),
  bank: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_not: z.string(),
  ico: z.string(),
  created_at: wireTime,
})
export type BoundCard = z.infer<typeof BoundCard>
export const RedPacketRule = z.object({
  id: z.number().int(),
  start_time: wireTime,
  end_time: wireTime,
  day_flow: money,
  flow_money: money,
  recharge: z.number().int(),
})
export const RedPacketRecord = z.object({
  id: z.number().int(),
  money: money,
  redpacketmoney: money,
  created_at: wireTime,
  usetime: wireTime,
})
export const PayInfo = z.object({
  deposit_no: z.string(),
  info: z.object({
    created_at: wireTime,
    expires_at: wireTime,
    server_time: wireTime,
    usdtrate: z.string(),
    /** The exact amount to pay: USDT for crypto, CNY otherwise. */
    real_money: money,
    amount: money,
    paytype: z.string(),
    /** Protocol for USDT (TRC20 or ERC20), the channel key otherwise. */
    bank: z.string(),
    state: z.number().int(),
  }),
  cardlist: z.object({ content: z.string(), payimg: z.string(), mch_id: z.string() }),
})
export type PayInfo = z.infer<typeof PayInfo>

// ---------------------------------------------------------------- requests
const page = optionalInt('v.page', 1, 100_000).transform((p) => p ?? 1)
const date = optionalInt('v.date', 1, 4)
  .pipe(dateRange.optional())
  .transform((d) => d ?? 4)
const platform = z.preprocess((v) => (v === null || v === undefined ? '' : v), text(32, 'v.platform'))
const id = intField('v.id', 1)
const payPass = z.string({ error: 'v.bindPayPass' })
/** An explicit range of Beijing days, inclusive, replacing `date` when given (our addition; the
 *  limits are checked by recordRangeError, which needs the clock). */
const range = { start: optionalDay('v.rangeDate'), end: optionalDay('v.rangeDate') }
const records = z.object({ date, page, api_type: platform, ...range })

export const PAY_TYPES = ['bank', 'usdt', 'alipay', 'wxpay'] as const
export const RANGE_TYPES = ['bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20'] as const

export const calls = {
  // site and content (public)
  app: call({ method: 'POST', path: '/api/app', auth: false, request: none, response: AppSettings }),
  getVisitUrl: call({ method: 'GET', path: '/api/getVisitUrl', auth: false, request: none, response: url }),
  getservicerurl: call({
    method: 'POST',
    path: '/api/getservicerurl',
    auth: false,
    request: none,
    response: url,
  }),
  gameList: call({
    method: 'GET',
    path: '/api/game/list',
    auth: false,
    request: z.object({
      category: z.preprocess(
        (v) => v ?? '',
        z.union([z.literal(''), z.enum(CATEGORIES)], { error: 'v.type' }),
      ),
    }),
    response: z.array(GameEntry),
  }),
  homenotice: call({
    method: 'POST',
    path: '/api/homenotice',
    auth: false,
    request: none,
    response: z.array(z.string()),
  }),
  bannerList: call({
    method: 'POST',
    path: '/api/bannerList',
    auth: false,
    request: z.object({ type: optionalInt('v.type', 1, 9).transform((t) => t ?? 1) }),
    response: z.array(Banner),
  }),
  article: call({
    method: 'POST',
    path: '/api/article',
    auth: false,
    request: z.object({ type: intField('v.type', 1, 99) }),
    response: Article.nullable(),
  }),
  gamelistBycode: call({
    method: 'POST',
    path: '/api/gamelistBycode',
    auth: false,
    request: z.object({ gamecode: requiredText(32, 'v.platform') }),
    response: z.array(ProviderGame),
  }),
  activitytype: call({
    method: 'POST',
    path: '/api/activitytype',
    auth: false,
    request: none,
    response: z.array(ActivityType),
  }),
  activitylist: call({
    method: 'POST',
    path: '/api/activitylist',
    auth: false,
    request: z.object({ type: optionalInt('v.type', 1), page }),
    response: paginator(ActivitySummary),
  }),
  activitydeatil: call({
    method: 'POST',
    path: '/api/activitydeatil',
    auth: false,
    request: z.object({ id: intField('v.activityId', 1) }),
    response: Activity.nullable(),
  }),
  uservip: call({
    method: 'POST',
    path: '/api/uservip',
    auth: false,
    request: none,
    response: z.array(VipLevel),
  }),
  getAgentLoginUrl: call({
    method: 'GET',
    path: '/api/getAgentLoginUrl',
    auth: false,
    request: z.object({ is_mobile_url: optionalInt('v.type', 0, 1) }),
    response: url,
  }),
  banklist: call({
    method: 'POST',
    path: '/api/banklist',
    auth: false,
    request: none,
    response: z.array(Bank),
  }),
  getpaybank: call({
    method: 'POST',
    path: '/api/getpaybank',
    auth: true,
    request: none,
    response: z.array(ReceivingAccount),
  }),
  getPayWay: call({
    method: 'GET',
    path: '/api/get_pay_way',
    auth: false,
    request: none,
    response: z.object({ card: flag, usdt: flag, wechat: flag, alipay: flag }),
  }),

  // account
  login: call({
    method: 'POST',
    path: '/api/login_pc',
    auth: false,
    request: z.object({
      name: requiredText(LIMITS.nameMax, 'v.loginRequired'),
      password: z
        .string({ error: 'v.loginRequired' })
        .min(1, { error: 'v.loginRequired' })
        .max(LIMITS.passwordMax, { error: 'v.loginRequired' }),
      code: text(LIMITS.loginCaptchaMax, 'v.captchaRequired').optional(),
      captcha_id: captchaId.optional(),
    }),
    // must_change_password (our addition): an operator reset the password; until the player changes
    // it (editPassword), other calls answer 227.
    response: z.object({
      username: z.string(),
      api_token: z.string(),
      last_login_at: wireTime.nullable(),
      must_change_password: z.boolean().optional(),
    }),
  }),
  // A server-issued captcha (our addition): the picture as an SVG data URL and the opaque id to answer
  // it with; single use, valid `expires_in` seconds.
  captcha: call({
    method: 'GET',
    path: '/api/captcha',
    auth: false,
    request: none,
    response: z.object({ captcha_id: z.string(), image: z.string(), expires_in: z.number().int() }),
  }),
  register: call({
    method: 'POST',
    path: '/api/register',
    auth: false,
    request: z
      .object({
        name: z.string({ error: 'v.username' }).refine(isUsername, { error: 'v.username' }),
        password: z.string({ error: 'v.password' }).refine(isRegisterPassword, { error: 'v.password' }),
        confirmPass: z.string({ error: 'v.passwordMismatch' }),
        realname: z.string({ error: 'v.realname' }).refine(isRealName, { error: 'v.realname' }),
        paypassword: z.string({ error: 'v.paypassword' }).refine(isPayPassword, { error: 'v.paypassword' }),
        pid: optionalInt('v.id', 1),
        code: text(LIMITS.loginCaptchaMax, 'v.captchaRequired').optional(),
        captcha_id: captchaId.optional(),
        /** Date of birth (YYYY-MM-DD); under 18 is refused. Accounts without one cannot deposit or play. */
        birthday: z.preprocess((v) => (v === '' || v === null ? undefined : v), birthDate.optional()),
      })
      .refine((r) => r.password === r.confirmPass, { error: 'v.passwordMismatch', path: ['confirmPass'] }),
    response: z.object({ username: z.string(), api_token: z.string() }),
  }),
  logoff: call({ method: 'POST', path: '/api/logoff', auth: true, request: none, response: nullData }),
  balance: call({
    method: 'POST',
    path: '/api/balance',
    auth: true,
    request: none,
    response: z.object({ balance: money }),
  }),
  user: call({ method: 'POST', path: '/api/user', auth: true, request: none, response: User }),
  refreshusermoney: call({
    method: 'POST',
    path: '/api/refreshusermoney',
    auth: true,
    request: none,
    response: User,
  }),
  /** Multipart, field `file`; the request schema is not used for the body. */
  uploadimg: call({ method: 'POST', path: '/api/uploadimg', auth: true, request: none, response: url }),
  noticeList: call({
    method: 'POST',
    path: '/api/noticeList',
    auth: true,
    request: z.object({ page }),
    response: paginator(InboxMessage),
  }),
  editPassword: call({
    method: 'POST',
    path: '/api/editPassword',
    auth: true,
    request: z.object({
      password: z
        .string({ error: 'v.oldPasswordRequired' })
        .min(1, { error: 'v.oldPasswordRequired' })
        .max(32, { error: 'v.oldPasswordLength' }),
      paypassword: z
        .string({ error: 'v.newPasswordRequired' })
        .refine(isRegisterPassword, { error: 'v.password' }),
      newpasword: z.string({ error: 'v.confirmPasswordRequired' }),
    }),
    response: nullData,
  }),
  editPayPassword: call({
    method: 'POST',
    path: '/api/editPayPassword',
    auth: true,
    request: z.object({
      password: z
        .string({ error: 'v.oldPasswordRequired' })
        .min(1, { error: 'v.oldPasswordRequired' })
        .max(32, { error: 'v.oldPasswordLength' }),
      paypassword: z.string({ error: 'v.paypassword' }).refine(isPayPassword, { error: 'v.paypassword' }),
      newpasword: z.string({ error: 'v.confirmPasswordRequired' }),
    }),
    response: nullData,
  }),
  updateuserinfo: call({
    method: 'POST',
    path: '/api/updateuserinfo',
    auth: true,
    request: z.object({
      email: z.string({ error: 'v.email' }).refine((s) => s === '' || isEmail(s), { error: 'v.email' }),
      mobile: z.string({ error: 'v.mobile' }).refine((s) => s === '' || isMobile(s), { error: 'v.mobile' }),
      birthday: z
        .string({ error: 'v.birthday' })
        .refine((s) => s === '' || isBirthday(s), { error: 'v.birthday' }),
    }),
    response: nullData,
  }),
  applyagentdo: call({
    method: 'POST',
    path: '/api/applyagentdo',
    auth: true,
    request: z.object({
      mobile: z.string({ error: 'v.mobile' }).refine(isMobile, { error: 'v.mobile' }),
      apply_info: requiredText(500, 'v.applyInfo'),
    }),
    response: nullData,
  }),
  doactivityapply: call({
    method: 'POST',
    path: '/api/doactivityapply',
    auth: true,
    idempotent: true,
    request: z.object({ activityid: intField('v.activityId', 1) }),
    response: nullData,
  }),
  activityApplyLog: call({
    method: 'POST',
    path: '/api/activityApplyLog',
    auth: true,
    request: z.object({ page, ...range }),
    response: paginator(ActivityApplication),
  }),

  // games
  getGameUrl: call({
    method: 'POST',
    path: '/api/getGameUrl',
    auth: true,
    request: z.object({
      plat_name: requiredText(32, 'v.gameRequired'),
      game_type: optionalInt('v.type', 0, 99).transform((t) => t ?? 0),
      game_code: z.preprocess((v) => v ?? '', text(64, 'v.gameRequired')),
      is_mobile_url: optionalInt('v.type', 0, 1).transform((t) => t ?? 0),
    }),
    response: url,
  }),

  // wallets and transfers
  balancelist: call({
    method: 'POST',
    path: '/api/balancelist',
    auth: true,
    request: none,
    response: z.array(VenueBalance),
  }),
  userapimoney: call({
    method: 'POST',
    path: '/api/userapimoney/:platname',
    auth: true,
    request: z.object({ platname: requiredText(32, 'v.platform') }),
    response: z.object({ balance: money }),
  }),
  transfer: call({
    method: 'POST',
    path: '/api/transfer',
    auth: true,
    idempotent: true,
    request: z.object({
      amount: amountField('v.transferAmount'),
      sourcetype: requiredText(32, 'v.transferTarget'),
      targettype: requiredText(32, 'v.transferTarget'),
    }),
    response: z.object({ balance: money }),
  }),
  uptransferstatus: call({
    method: 'POST',
    path: '/api/uptransferstatus',
    auth: true,
    request: z.object({ transferstatus: intField('v.transferStatus', 0, 1) }),
    response: nullData,
  }),
  transall: call({
    method: 'POST',
    path: '/api/transall',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ balance: money }),
  }),

  // deposits
  getPayRange: call({
    method: 'POST',
    path: '/api/getPayRange',
    auth: true,
    request: z.object({ type: z.enum(RANGE_TYPES, { error: 'v.payType' }) }),
    response: z.object({ min_price: money, max_price: money }),
  }),
  recharge: call({
    method: 'POST',
    path: '/api/recharge',
    auth: true,
    idempotent: true,
    messageIsData: true,
    request: z.discriminatedUnion(
      'paytype',
      [
        z.object({
          paytype: z.literal('bank'),
          bank_owner: requiredText(32, 'v.depositName'),
          bank: requiredText(32, 'v.depositBank'),
          bank_no: requiredText(LIMITS.depositFieldMax, 'v.depositCardNo'),
          bank_address: requiredText(LIMITS.depositFieldMax, 'v.depositAddress'),
          amount: amountField('v.depositAmount'),
        }),
        z.object({
          paytype: z.literal('usdt'),
          catepay: z.enum(USDT_PROTOCOLS, { error: 'v.usdtProtocol' }),
          amount: amountField('v.depositAmount'),
        }),
        z.object({ paytype: z.literal('alipay'), amount: amountField('v.depositAmount') }),
        z.object({ paytype: z.literal('wxpay'), amount: amountField('v.depositAmount') }),
      ],
      { error: 'v.payType' },
    ),
    response: z.object({ out_trade_no: z.string() }),
  }),
  payinfo: call({
    method: 'POST',
    path: '/api/payinfo',
    auth: true,
    messageIsData: true,
    request: z.object({ deposit_no: requiredText(40, 'v.depositNo') }),
    response: PayInfo.nullable(),
  }),

  // cards and withdrawals
  getcard: call({
    method: 'POST',
    path: '/api/getcard',
    auth: true,
    request: z.object({ type: intField('v.type', 1, 2) }),
    response: z.array(BoundCard),
  }),
  bindcard: call({
    method: 'POST',
    path: '/api/bindcard',
    auth: true,
    idempotent: true,
    request: z.object({
      bank: requiredText(32, 'v.bindBank'),
      bank_address: z.preprocess((v) => v ?? '', text(64, 'v.bindAddress')),
      bank_no: requiredText(64, 'v.bindCardNo'),
      bank_owner: requiredText(32, 'v.bindName'),
      pay_pass: payPass
        .min(LIMITS.bindPayPassMin, { error: 'v.bindPayPassLength' })
        .max(LIMITS.bindPayPassMax, { error: 'v.bindPayPassLength' }),
    }),
    response: nullData,
  }),
  delcard: call({
    method: 'POST',
    path: '/api/delcard',
    auth: true,
    request: z.object({ id }),
    response: nullData,
  }),
  getBetAmount: call({
    method: 'POST',
    path: '/api/getBetAmount',
    auth: true,
    request: none,
    /** bet_amount: wagered since the last approved withdrawal; required: turnover still needed (0 when met). */
    response: z.object({ bet_amount: money, required: money, multiple: z.string() }),
  }),
  withdraw: call({
    method: 'POST',
    path: '/api/withdraw',
    auth: true,
    idempotent: true,
    request: z.object({
      amount: amountField('v.amount'),
      bank: intField('v.withdrawBank', 1),
      password: z
        .string({ error: 'v.withdrawPassword' })
        .min(1, { error: 'v.withdrawPassword' })
        .max(32, { error: 'v.withdrawPassword' }),
    }),
    response: nullData,
  }),

  // records
  betrecord: call({
    method: 'POST',
    path: '/api/betrecord',
    auth: true,
    request: records,
    response: paginator(BetRow),
  }),
  gettransrecord: call({
    method: 'POST',
    path: '/api/gettransrecord',
    auth: true,
    request: records.extend({ type: optionalInt('v.type', 1, 4).transform((t) => t ?? 1) }),
    response: paginator(TransRow),
  }),
  getfanshui: call({
    method: 'POST',
    path: '/api/getfanshui',
    auth: true,
    request: records.extend({ type: optionalInt('v.type', 1, 2) }),
    response: z.object({ list: paginator(RebateRow), jisuan: money, nojisuan: money }),
  }),
  dofanshui: call({
    method: 'POST',
    path: '/api/dofanshui',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ amount: money }),
  }),

  // red packets
  userredpacket: call({
    method: 'GET',
    path: '/api/userredpacket',
    auth: true,
    request: none,
    response: z.object({
      sendnums: z.number().int(),
      acquirednum: z.number().int(),
      max_times: z.number().int(),
      redPacketStatus: z.enum(['READY', 'STARTING', 'END']),
      rules: z.array(RedPacketRule),
      /** Our addition: today's grab window (Beijing wall times HH:MM:SS) and the server's clock, so the
          page can show when grabbing opens or closes. */
      grab_begin: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
      grab_end: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
      server_time: wireTime,
    }),
  }),
  douserredpacket: call({
    method: 'POST',
    path: '/api/douserredpacket',
    auth: true,
    idempotent: true,
    request: none,
    response: z.object({ redpacketmoney: money, sendnums: z.number().int(), acquirednum: z.number().int() }),
  }),
  redpacket: call({
    method: 'POST',
    path: '/api/redpacket',
    auth: true,
    request: z.object({ page, ...range }),
    response: paginator(RedPacketRecord),
  }),
} as const

export type Calls = typeof calls
export type CallName = keyof Calls
