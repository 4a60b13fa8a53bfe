// The calls of the site anyone can make (settings, games, content) and of the account (register,
// login, captcha, profile, passwords, applications). docs/contract.md
import { z } from 'zod'
import {
  call,
  flag,
  intField,
  money,
  none,
  optionalInt,
  paginator,
  requiredText,
  text,
  wireTime,
} from './core'
import {
  Activity,
  ActivityApplication,
  ActivitySummary,
  ActivityType,
  AppSettings,
  Article,
  Bank,
  Banner,
  CATEGORIES,
  GameEntry,
  InboxMessage,
  ProviderGame,
  ReceivingAccount,
  User,
  VipLevel,
} from './entities'
import { birthDate } from './protection'
import { captchaId, nullData, page, range, url } from './requests'
import {
  isBirthday,
  isEmail,
  isMobile,
  isPayPassword,
  isRealName,
  isRegisterPassword,
  isUsername,
  LIMITS,
} from './rules'

export const publicCalls = {
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
      // 记住密码 (our addition): 1 keeps the session through browser restarts, with the longer
      // server-side lifetime (docs/security.md); absent or 0, it ends with the browser.
      remember: flag.optional(),
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
    /**
     * balance: the central wallet and the bonus grants' accounts together (what can be staked);
     * bonus: the part held as bonus, apart from the cash (docs/promotions.md, "Bonus accounts").
     */
    response: z.object({ balance: money, bonus: money.optional() }),
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
} as const
