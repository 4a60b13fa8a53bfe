// The console texts of working the lists beside the money queues (docs/operator-console.md, "Working
// the lists"): the application queues', the player search's and the promotion payouts' filters (the
// shared ones, days, amounts and export, are queueMessages.ts's); and the player actions' field-level
// errors and the adjustment's confirmation (form.*). Merged into the console's catalog
// (src/console/i18n.ts).
export const zh = {
  'list.searchApplication': '申请编号或会员账号',
  'list.registeredFrom': '注册开始日期',
  'list.registeredTo': '注册结束日期',
  'list.minBalance': '最低余额',
  'list.maxBalance': '最高余额',
  'list.playerState': '账号状态',
  'list.player': '会员账号',
  'list.kind': '类型',
  'list.agent': '代理',
  'form.missing.reason': '请填写原因（会写入审计日志）',
  'form.missing.title': '请填写标题',
  'form.missing.content': '请填写内容',
  'form.missing.realName': '请填写新的真实姓名',
  'form.missing.amount': '请填写金额',
  'form.missing.note': '请填写备注内容',
  'form.missing.duration': '请选择暂停时长',
  'form.amountInvalid': '金额格式不正确：如 200、200.5 或 -50（最多两位小数，不能为 0）',
  'form.confirmAdjust': '确认为会员 {user} 调整余额 {amount} 元？原因：{reason}',
} as const

export const en: Record<keyof typeof zh, string> = {
  'list.searchApplication': 'Application number or player',
  'list.registeredFrom': 'Registered from',
  'list.registeredTo': 'Registered to',
  'list.minBalance': 'Minimum balance',
  'list.maxBalance': 'Maximum balance',
  'list.playerState': 'Account state',
  'list.player': 'Player',
  'list.kind': 'Kind',
  'list.agent': 'Agent',
  'form.missing.reason': 'Enter a reason (it goes into the audit log)',
  'form.missing.title': 'Enter a title',
  'form.missing.content': 'Enter the content',
  'form.missing.realName': 'Enter the new real name',
  'form.missing.amount': 'Enter an amount',
  'form.missing.note': 'Enter the note',
  'form.missing.duration': 'Choose how long',
  'form.amountInvalid': 'Enter an amount such as 200, 200.5 or -50 (at most two decimals, not 0)',
  'form.confirmAdjust': 'Adjust the balance of {user} by {amount} yuan? Reason: {reason}',
}
