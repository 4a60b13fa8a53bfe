// Answer texts of the back-office API (zh canonical, en complete). The operator API translates a
// refusal's key here first, then through the money and the site catalogs, so an operator always
// reads text, never a key.
import type { Lang } from '../../core/i18n'
import { t } from '../http/messages'
import { moneyText } from '../ledger/messages'

export const zh = {
  'a.ok': '成功',
  'a.badRequest': '请求参数不正确：{field}',
  'a.sessionRequired': '请先登录运营后台',
  'a.loginFailed': '运营账号或密码错误',
  'a.pairLocked': '此地址登录该运营账号失败次数过多，请{minutes}分钟后再试',
  'a.ipLimited': '此地址登录失败次数过多，请{minutes}分钟后再试',
  'a.operatorName': '运营账号须为3-32位字母、数字或下划线',
  'a.operatorPassword': '运营密码至少10位',
  'a.reasonRequired': '人工调整必须填写原因',
  'a.amountInvalid': '金额须为非零数字，最多两位小数',
  'a.adjustAboveCap': '单笔人工调整不能超过{max}元（运营设置“人工调整上限”），请分笔处理或由管理员调整上限',
  'a.noSuchPlayer': '玩家不存在',
  'a.debitAboveBalance': '扣款金额高于玩家中心钱包余额',
} as const

export const en: Record<keyof typeof zh, string> = {
  'a.ok': 'OK',
  'a.badRequest': 'Invalid request: {field}',
  'a.sessionRequired': 'Please log in to the back office',
  'a.loginFailed': 'Wrong operator name or password',
  'a.pairLocked': 'Too many failed logins to this operator from this address; try again in {minutes} minutes',
  'a.ipLimited': 'Too many failed logins from this address; try again in {minutes} minutes',
  'a.operatorName': 'Operator name: 3-32 letters, digits or _',
  'a.operatorPassword': 'Operator password: at least 10 characters',
  'a.reasonRequired': 'A manual adjustment needs a reason',
  'a.amountInvalid': 'Amount: a non-zero number with at most 2 decimals',
  'a.adjustAboveCap':
    'A single manual adjustment may not exceed {max} (operator setting "manual adjustment cap"); split it or have the cap changed',
  'a.noSuchPlayer': 'No such player',
  'a.debitAboveBalance': "The debit is above the player's central wallet balance",
}

const format = (s: string, params?: Record<string, string | number>) =>
  params ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : s

/** A back-office answer text: admin catalog, then the money catalog, then the site catalog. */
export const adminText = (lang: Lang, key: string, params?: Record<string, string | number>) => {
  const own = (lang === 'en' ? en : zh) as Record<string, string>
  if (own[key] !== undefined) return format(own[key], params)
  const money = moneyText(lang, key, params)
  return money !== key ? money : t(lang, key, params)
}
