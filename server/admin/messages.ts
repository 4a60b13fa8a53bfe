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
  'a.forbidden': '您的角色（{role}）无权执行此操作',
  'a.disabled': '该运营账号已停用，请联系管理员',
  'a.ticketExpired': '登录步骤已过期，请重新输入账号和密码',
  'a.codeWrong': '验证码不正确，请输入身份验证器上的6位数字或一个恢复码',
  'a.codeReused': '此验证码已使用过，请等待身份验证器显示下一个验证码',
  'a.enrolFirst': '首次登录须先绑定身份验证器',
  'a.alreadyEnrolled': '该账号已绑定身份验证器',
  'a.noSuchOperator': '运营账号不存在',
  'a.backupByPgDump': '本站使用 PostgreSQL：请在服务器上运行 npm run backup（pg_dump）',
  'a.operatorExists': '运营账号已存在',
  'a.lastOwner': '不能停用或降级最后一个可用的所有者账号',
  'a.notYourself': '不能对自己的账号执行此操作',
  'a.noSuchSession': '会话不存在',
  'a.alreadyProcessed': '该申请已处理，不能重复操作',
  'a.noSuchApplication': '申请不存在',
  'a.noSuchTransfer': '转账记录不存在或已完成',
  'a.alreadyLocked': '该玩家已被锁定',
  'a.notLocked': '该玩家未被锁定',
  'a.dateRange': '日期范围不正确：开始日期不能晚于结束日期',
  'a.agentApproved.title': '代理申请已通过',
  'a.agentApproved.body': '恭喜，您的代理申请已通过审核，现在可以在会员中心使用代理功能。',
  'a.agentRefused.title': '代理申请未通过',
  'a.agentRefused.body': '很抱歉，您的代理申请未通过审核。原因：{reason}',
  'a.activityApproved.title': '活动申请已通过',
  'a.activityApproved.body': '您申请的活动“{activity}”已通过审核。{bonus}',
  'a.activityBonus': '奖金{amount}元已发放到中心钱包，需完成{turnover}元流水后方可提款。',
  'a.activityRefused.title': '活动申请未通过',
  'a.activityRefused.body': '很抱歉，您申请的活动“{activity}”未通过审核。原因：{reason}',
  'a.noReason': '未说明',
  'a.commissionRan': '该月份的代理佣金已经结算过',
  'a.commissionMonth': '只能结算已经结束的月份',
  'a.commissionOff': '佣金规则已停用，请先启用后再结算',
  'a.sharePercent': '佣金比例须在 0 到 100 之间，最多两位小数',
  'a.reportRange': '报表范围过大：按日最多 92 天，按月最多 24 个月',
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
  'a.forbidden': 'Your role ({role}) may not do this',
  'a.disabled': 'This operator account is disabled; ask the owner',
  'a.ticketExpired': 'The sign-in step expired; enter your name and password again',
  'a.codeWrong': 'Wrong code: enter the 6 digits of your authenticator or a recovery code',
  'a.codeReused': 'This code was already used; wait for the next code of your authenticator',
  'a.enrolFirst': 'First sign-in: enrol an authenticator first',
  'a.alreadyEnrolled': 'This operator already has an authenticator',
  'a.noSuchOperator': 'No such operator',
  'a.backupByPgDump': 'This site runs on PostgreSQL: run npm run backup (pg_dump) on the server',
  'a.operatorExists': 'This operator name is taken',
  'a.lastOwner': 'The last active owner cannot be disabled or given another role',
  'a.notYourself': 'Not on your own account',
  'a.noSuchSession': 'No such session',
  'a.alreadyProcessed': 'Already processed',
  'a.noSuchApplication': 'No such application',
  'a.noSuchTransfer': 'No such open transfer',
  'a.alreadyLocked': 'The player is already locked',
  'a.notLocked': 'The player is not locked',
  'a.dateRange': 'Invalid date range: the start is after the end',
  'a.agentApproved.title': 'Agent application approved',
  'a.agentApproved.body': 'Your agent application was approved: the agent area is open in the member centre.',
  'a.agentRefused.title': 'Agent application refused',
  'a.agentRefused.body': 'Your agent application was refused. Reason: {reason}',
  'a.activityApproved.title': 'Activity application approved',
  'a.activityApproved.body': 'Your application for "{activity}" was approved. {bonus}',
  'a.activityBonus':
    'A bonus of {amount} is in your central wallet; {turnover} of turnover before withdrawing.',
  'a.activityRefused.title': 'Activity application refused',
  'a.activityRefused.body': 'Your application for "{activity}" was refused. Reason: {reason}',
  'a.noReason': 'not given',
  'a.commissionRan': 'The commission of this month was already settled',
  'a.commissionMonth': 'Only a month that has ended can be settled',
  'a.commissionOff': 'The commission rule is switched off: switch it on first',
  'a.sharePercent': 'The share must be between 0 and 100 with at most two decimals',
  'a.reportRange': 'Range too large: at most 92 days by day, 24 months by month',
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
