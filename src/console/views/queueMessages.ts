// The console texts of working the deposit, withdrawal and partner transfer queues (docs/operator-console.md, "Working
// the queues"): filters, the export and the decision shown on a decided row; merged into the console's
// catalog (src/console/i18n.ts).
export const zh = {
  'queue.filters': '筛选',
  'queue.search': '订单号或会员账号',
  'queue.searchTransfer': '转账编号或会员账号',
  'queue.settledAt': '结算于 {at}',
  'queue.ageMinutes': '{n} 分钟',
  'queue.from': '开始日期',
  'queue.to': '结束日期',
  'queue.minAmount': '最低金额',
  'queue.maxAmount': '最高金额',
  'queue.amountInvalid': '请输入金额，如 200 或 200.5（最多两位小数）',
  'queue.amountRange': '最高金额不能低于最低金额',
  'queue.dateRange': '结束日期不能早于开始日期',
  'queue.export': '导出 CSV',
  'queue.noMatch': '没有符合条件的记录',
  'queue.decidedBy': '{who} · {at}',
} as const

export const en: Record<keyof typeof zh, string> = {
  'queue.filters': 'Filters',
  'queue.search': 'Order number or player',
  'queue.searchTransfer': 'Transfer id or player',
  'queue.settledAt': 'Settled {at}',
  'queue.ageMinutes': '{n} min',
  'queue.from': 'From',
  'queue.to': 'To',
  'queue.minAmount': 'Minimum amount',
  'queue.maxAmount': 'Maximum amount',
  'queue.amountInvalid': 'Enter an amount such as 200 or 200.5 (at most two decimals)',
  'queue.amountRange': 'The maximum is below the minimum',
  'queue.dateRange': 'The end date is before the start date',
  'queue.export': 'Export CSV',
  'queue.noMatch': 'Nothing matches these filters',
  'queue.decidedBy': '{who} · {at}',
}
