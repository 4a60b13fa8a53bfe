// Server-side answer texts (refusals and success messages) in both languages. Validation keys (v.*)
// come from the shared catalog so the server and the SPA word a rule identically; the money calls'
// texts (m.*) live beside the ledger and the games' refusals (g.*) in the games catalog. One lookup
// serves every answer, so a refusal thrown anywhere reaches the player as text, never as its key.
import { type Lang, registerCatalog, translate as translateShared } from '../../core/i18n'
import * as games from '../../core/i18n/games'
import * as recovery from '../../core/i18n/recovery'
import * as sports from '../../core/i18n/sports'
import { moneyText } from '../ledger/messages'

// The SPA loads these catalogs with its pages; the server needs them from the start.
registerCatalog(games)
registerCatalog(sports)
registerCatalog(recovery)

export const zh = {
  'ok.default': '成功',
  'ok.login': '登录成功',
  'ok.register': '注册成功',
  'ok.logoff': '已退出登录',
  'ok.refresh': '刷新成功',
  'ok.saved': '操作成功',
  'ok.password': '密码修改成功！',
  'ok.payPassword': '支付密码修改成功',
  'ok.upload': '上传成功',
  'ok.applied': '申请成功，请等待审核',
  'err.unauthorized': '登录已失效，请重新登录',
  'err.notFound': '接口不存在',
  'err.server': '服务器繁忙，请稍后再试',
  'err.unavailable': '服务暂时不可用，请稍后再试',
  'err.rateLimited': '请求过于频繁，请稍后再试',
  'err.maintenance': '系统维护中，请稍后再试',
  'err.loginFailed': '用户名或密码错误',
  'err.loginFailedLeft': '用户名或密码错误，再错{left}次账号将被锁定15分钟',
  'err.accountLocked': '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
  'err.ipLocked': '该网络登录失败次数过多，请{minutes}分钟后再试',
  'err.accountDisabled': '账号已被停用，请联系客服',
  'err.mustChangePassword': '您的登录密码已由客服重置，请先修改登录密码',
  'err.usernameTaken': '此用户名已被注册',
  'err.referrer': '推荐人不存在',
  'err.notAgent': '您还不是代理，请先在会员中心申请成为代理',
  'err.oldPassword': '原密码不正确',
  'err.oldPayPassword': '原支付密码不正确，再错{left}次将锁定30分钟',
  'err.payPasswordWrong': '支付密码错误，再错{left}次将锁定30分钟',
  'err.payPasswordLocked': '支付密码错误次数过多，已锁定，请{minutes}分钟后再试',
  'err.payPasswordUnset': '请先设置支付密码',
  'err.upload': '上传失败：请上传 PNG 或 GIF 图片，大小不超过 2MB',
  'err.noActivity': '活动不存在',
  'err.activityNoApply': '该活动无需申请，满足条件自动参与',
  'err.activityPending': '您已经申请过，等待管理员审核',
  'err.activityApproved': '您已申请过，已审核通过',
  'err.activityRejected': '您已申请过，审核未通过',
  'err.agentApplied': '您已申请过代理，请等待审核',
  'err.alreadyAgent': '您已经是代理，无需再次申请',
  'err.idempotencyReused': '该请求标识已用于另一个请求',
  'err.birthdayFuture': '出生日期不能晚于今天',
  // Limits and captcha (docs/auth-limits.md)
  'err.oldPasswordLocked': '原密码错误次数过多，请{minutes}分钟后再试',
  'err.registerLimited': '该网络注册过于频繁，请{minutes}分钟后再试',
  'err.captcha': '验证码错误或已失效，请重新输入',
  'err.busy': '服务器繁忙，请稍后再试',
} as const

export const en: Record<keyof typeof zh, string> = {
  'ok.default': 'Success',
  'ok.login': 'Logged in',
  'ok.register': 'Registered',
  'ok.logoff': 'Logged out',
  'ok.refresh': 'Refreshed',
  'ok.saved': 'Saved',
  'ok.password': 'Password changed!',
  'ok.payPassword': 'Payment password changed',
  'ok.upload': 'Uploaded',
  'ok.applied': 'Application submitted, awaiting review',
  'err.unauthorized': 'Your session has ended, please log in again',
  'err.notFound': 'No such endpoint',
  'err.server': 'The server is busy, please try again later',
  'err.unavailable': 'The service is temporarily unavailable, please try again shortly',
  'err.rateLimited': 'Too many requests, please slow down',
  'err.maintenance': 'Under maintenance, please try again later',
  'err.loginFailed': 'Wrong username or password',
  'err.loginFailedLeft': 'Wrong username or password; {left} more failures lock the account for 15 minutes',
  'err.accountLocked': 'Too many failed logins: the account is locked, try again in {minutes} minutes',
  'err.ipLocked': 'Too many failed logins from this network, try again in {minutes} minutes',
  'err.accountDisabled': 'This account is disabled, please contact support',
  'err.mustChangePassword': 'Customer service reset your login password: change it first',
  'err.usernameTaken': 'This username is already registered',
  'err.referrer': 'No such referrer',
  'err.notAgent': 'You are not an agent yet: apply in the member centre first',
  'err.oldPassword': 'The old password is wrong',
  'err.oldPayPassword': 'The old payment password is wrong; {left} more failures lock it for 30 minutes',
  'err.payPasswordWrong': 'Wrong payment password; {left} more failures lock it for 30 minutes',
  'err.payPasswordLocked': 'Too many wrong payment passwords: locked, try again in {minutes} minutes',
  'err.payPasswordUnset': 'Please set a payment password first',
  'err.upload': 'Upload refused: PNG or GIF only, at most 2 MB',
  'err.noActivity': 'No such activity',
  'err.activityNoApply': 'This promotion needs no application',
  'err.activityPending': 'You have already applied; awaiting review',
  'err.activityApproved': 'You have already applied; approved',
  'err.activityRejected': 'You have already applied; rejected',
  'err.agentApplied': 'You have already applied to be an agent; awaiting review',
  'err.alreadyAgent': 'You are already an agent',
  'err.idempotencyReused': 'This idempotency key was used for a different request',
  'err.birthdayFuture': 'The date of birth cannot be in the future',
  // Limits and captcha (docs/auth-limits.md)
  'err.oldPasswordLocked': 'Too many wrong old passwords, try again in {minutes} minutes',
  'err.registerLimited': 'Too many sign-ups from this network, try again in {minutes} minutes',
  'err.captcha': 'The captcha is wrong or has expired, please enter the new one',
  'err.busy': 'The server is busy, please try again shortly',
}

export type ServerMessageKey = keyof typeof zh

/** Server texts first, then the shared catalog (v.* keys); unknown keys are already text. */
export const t = (lang: Lang, key: string, params?: Record<string, string | number>) => {
  const table = (lang === 'en' ? en : zh) as Record<string, string>
  const own = table[key]
  if (own !== undefined) return translateShared(lang, own, params)
  const money = moneyText(lang, key, params)
  return money !== key ? money : translateShared(lang, key, params)
}
