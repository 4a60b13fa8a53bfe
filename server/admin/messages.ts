// Answer texts of the back-office API (zh canonical, en complete). The operator API translates a
// refusal's key here first, then through the money and the site catalogs, so an operator always
// reads text, never a key.
import type { Lang } from '../../core/i18n'
import { t } from '../http/messages'
import { moneyText } from '../ledger/messages'
import { accountEn, accountZh } from './account-messages'
import { approvalsEn, approvalsZh } from './approvals-messages'
import { settingsEn, settingsZh } from './settings-messages'
import { sportsbookEn, sportsbookZh } from './sportsbook-messages'

export const zh = {
  ...accountZh,
  ...settingsZh,
  ...approvalsZh,
  ...sportsbookZh,
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
  'a.adjustDailyLimit':
    '您今日的人工调整已累计{used}元，本笔{amount}元将超过每人每日上限{max}元（运营设置“每日人工调整上限”）',
  'a.idempotencyReused': '此请求编号（Idempotency-Key）已用于另一笔不同的调整，请刷新后重新提交',
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
  'a.exportTooLarge': '导出最多 {max} 条，当前筛选有 {count} 条：请缩小日期或金额范围',
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
  'a.promo.noActivity': '活动不存在',
  'a.promo.kind': '请选择优惠类型（首存彩金、存款加赠、活动彩金、VIP晋级礼金、VIP生日礼金、每月红包）',
  'a.promo.money': '{field}：金额须为数字，保留两位小数（如 100.00）',
  'a.promo.moneyPositive': '{field}：金额须大于 0',
  'a.promo.percent': '{field}：比例须在 0.01 至 1000 之间，最多两位小数',
  'a.promo.levels': '{field}：须为 VIP1 至 VIP10 各填一个金额',
  'a.promo.channels': '{field}：请至少选择一种存款方式',
  'a.promo.flag': '{field}：须为开或关',
  'a.promo.multiple': '流水倍数须为 0 至 10 的数字，最多两位小数',
  'a.promo.multipleCap': '流水倍数最高 10 倍：红利流水不得超过红利金额的 10 倍',
  'a.contentField': '{field}填写不正确，请检查后重试',
  'a.contentWindow': '{field}必须晚于开始时间',
  'a.contentDuplicate': '{field}已存在，请换一个',
  'a.contentMissing': '该内容不存在或已被删除，请刷新列表',
  'a.contentNoDelete': '此类内容不能删除，请改为停用',
  'a.imageType': '图片须为 PNG、GIF、JPEG 或 WebP 格式，且不超过 2MB',
  'a.commissionRan': '该月份的代理佣金已经结算过',
  'a.commissionMonth': '只能结算已经结束的月份',
  'a.commissionOff': '佣金规则已停用，请先启用后再结算',
  'a.sharePercent': '佣金比例须在 0 到 100 之间，最多两位小数',
  'a.reportRange': '报表范围过大：按日最多 92 天，按月最多 24 个月',
} as const

export const en: Record<keyof typeof zh, string> = {
  ...accountEn,
  ...settingsEn,
  ...approvalsEn,
  ...sportsbookEn,
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
  'a.adjustDailyLimit':
    'Your manual adjustments today total {used}; this one of {amount} would pass the daily limit of {max} per operator (operator setting "daily manual adjustment limit")',
  'a.idempotencyReused':
    'This Idempotency-Key was already used for a different adjustment; reload and submit again',
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
  'a.exportTooLarge':
    'An export holds at most {max} rows and this filter matches {count}: narrow the days or amounts',
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
  'a.promo.noActivity': 'No such activity',
  'a.promo.kind': 'Choose a promotion kind',
  'a.promo.money': '{field}: an amount with two decimals (e.g. 100.00)',
  'a.promo.moneyPositive': '{field}: the amount must be above 0',
  'a.promo.percent': '{field}: a percentage from 0.01 to 1000, at most two decimals',
  'a.promo.levels': '{field}: one amount for each of VIP1 to VIP10',
  'a.promo.channels': '{field}: choose at least one deposit method',
  'a.promo.flag': '{field}: on or off',
  'a.promo.multiple': 'The turnover multiple is a number from 0 to 10, at most two decimals',
  'a.promo.multipleCap':
    'The turnover multiple is at most 10: a bonus is never wagered more than 10 times its amount',
  'a.contentField': 'Check the field "{field}"',
  'a.contentWindow': '"{field}" must be after the start',
  'a.contentDuplicate': '"{field}" is already taken',
  'a.contentMissing': 'This item no longer exists; reload the list',
  'a.contentNoDelete': 'This kind of content cannot be deleted; switch it off instead',
  'a.imageType': 'Images: PNG, GIF, JPEG or WebP, at most 2 MB',
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
