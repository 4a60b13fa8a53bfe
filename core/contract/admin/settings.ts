// The operator's site and money settings (docs/settings.md): the shapes the settings calls carry and
// their call table. The requests here are only the wire shape; every rule (ranges, min <= max, URL
// schemes, USDT address checksums) is checked on the server, which answers a refusal with code 1000,
// a Chinese message and `data.field` (the form field to mark).
import { z } from 'zod'
import type { AdminCall } from './calls'
import type { Permission } from './roles'

// ---------------------------------------------------------------- site

export const licenceSetting = z.object({
  name: z.string(),
  number: z.string(),
  /** The regulator's register (http(s) or a path of this site). */
  url: z.string(),
  /** The badge image (an uploaded image or a path of this site). */
  badge: z.string(),
  demo: z.boolean(),
})
export type LicenceSetting = z.infer<typeof licenceSetting>

export const siteSettings = z.object({
  title: z.string(),
  /** 1 open, 0 maintenance (the player site shows only `repair_tips`). */
  site_state: z.union([z.literal(0), z.literal(1)]),
  repair_tips: z.string(),
  service_url: z.string(),
  agent_login_url: z.string(),
  agent_login_url_mobile: z.string(),
  licences: z.array(licenceSetting),
})
export type SiteSettingsForm = z.infer<typeof siteSettings>

// ---------------------------------------------------------------- money rules

export const moneyRules = z.object({
  /** CNY per USDT for deposits and withdrawals. */
  usdt_rate: z.string(),
  withdraw_usdt_rate: z.string(),
  /** USDT fee per withdrawal, by protocol. */
  withdraw_fee_trc20: z.string(),
  withdraw_fee_erc20: z.string(),
  withdraw_min: z.string(),
  withdraw_max: z.string(),
  daily_withdraw_times: z.number().int(),
  /** Beijing time, HH:MM. */
  withdraw_begin: z.string(),
  withdraw_end: z.string(),
  /** Turnover required before a withdrawal, as a multiple of the deposits (0-10). */
  withdraw_multiple: z.string(),
  deposit_window_minutes: z.number().int(),
})
export type MoneyRulesForm = z.infer<typeof moneyRules>

// ---------------------------------------------------------------- channels and receiving accounts

export const PAY_CHANNEL_CODES = ['bank', 'alipay', 'wechat', 'usdt-trc20', 'usdt-erc20'] as const
export const payChannelCode = z.enum(PAY_CHANNEL_CODES)

export const payChannelSetting = z.object({
  code: payChannelCode,
  name: z.string(),
  enabled: z.boolean(),
  min: z.string(),
  max: z.string(),
  /** USDT: the receiving address; Alipay/WeChat: the merchant id; bank: empty. */
  address: z.string(),
  qr_image: z.string(),
  content: z.string(),
})
export type PayChannelSetting = z.infer<typeof payChannelSetting>

export const receivingAccount = z.object({
  id: z.number().int(),
  bank_id: z.number().int(),
  bank_name: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  enabled: z.boolean(),
})
export type ReceivingAccount = z.infer<typeof receivingAccount>

export const receivingAccountInput = receivingAccount.omit({ id: true, bank_name: true })

export const bankOption = z.object({ id: z.number().int(), bank_name: z.string() })

export const paymentSettings = z.object({
  channels: z.array(payChannelSetting),
  accounts: z.array(receivingAccount),
  banks: z.array(bankOption),
})
export type PaymentSettings = z.infer<typeof paymentSettings>

// ---------------------------------------------------------------- images

export const IMAGE_KINDS = ['qr', 'licence'] as const
/** Raw image bytes at most (the operator API's JSON body limit is 64 KB; base64 adds a third). */
export const SETTINGS_IMAGE_MAX_BYTES = 40 * 1024
export const imageUpload = z.object({ kind: z.enum(IMAGE_KINDS), content_base64: z.string() })
export const imageUploaded = z.object({ url: z.string() })

// ---------------------------------------------------------------- the call table

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

const none = z.object({})

export const settingsCalls = {
  siteSettings: call('GET', '/admin/api/settings/site', 'settings.site', none, siteSettings),
  saveSiteSettings: call('POST', '/admin/api/settings/site', 'settings.site', siteSettings, siteSettings),
  moneyRules: call('GET', '/admin/api/settings/money', 'settings.money', none, moneyRules),
  saveMoneyRules: call('POST', '/admin/api/settings/money', 'settings.money', moneyRules, moneyRules),
  paymentSettings: call('GET', '/admin/api/settings/payment', 'settings.money', none, paymentSettings),
  savePayChannel: call(
    'POST',
    '/admin/api/settings/channels/:code',
    'settings.receiving',
    payChannelSetting.omit({ code: true }),
    payChannelSetting,
  ),
  addReceivingAccount: call(
    'POST',
    '/admin/api/settings/accounts',
    'settings.receiving',
    receivingAccountInput,
    receivingAccount,
  ),
  saveReceivingAccount: call(
    'POST',
    '/admin/api/settings/accounts/:id',
    'settings.receiving',
    receivingAccountInput,
    receivingAccount,
  ),
  uploadSettingsImage: call(
    'POST',
    '/admin/api/settings/images',
    'settings.site',
    imageUpload,
    imageUploaded,
  ),
  /** A receiving channel's QR code: for whoever keeps where players pay (treasury), not the site role. */
  uploadReceivingQr: call(
    'POST',
    '/admin/api/settings/receiving/qr',
    'settings.receiving',
    imageUpload.omit({ kind: true }),
    imageUploaded,
  ),
}
