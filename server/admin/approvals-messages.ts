// Answers of the four-eyes calls (server/admin/approvals*.ts), merged into the back-office catalog
// (messages.ts): zh canonical, en complete.
export const approvalsZh = {
  'a.ap.pending':
    '超过双人复核门槛：已提交复核申请 #{id}（{maker}），须由另一位操作员在“待复核”中批准后才执行，{expires} 前有效；此前不会移动任何资金或更改设置',
  'a.ap.noSuch': '复核申请不存在',
  'a.ap.decided': '该复核申请已处理，请刷新列表',
  'a.ap.ownRequest': '不能批准自己提交的申请：须由另一位操作员批准（双人复核）',
  'a.ap.notYours': '您的角色无权处理此类复核申请',
  'a.ap.expired': '该复核申请已过期，不能批准；请拒绝后由提交人重新提交',
  'a.ap.reasonRequired': '拒绝复核申请必须填写原因',
  'a.ap.dailyLimit':
    '您今日已批准{used}元，本笔{amount}元将超过每人每日批准上限{max}元（运营设置“每日批准上限”）',
  'a.ap.amount': '金额须为不小于0的数字，最多两位小数',
  'a.ap.settingsShape': '双人复核设置不完整：{field}',
  'a.ap.expiryHours': '复核有效期须为1-168小时的整数',
  'a.ap.capAboveDaily': '单笔人工调整上限不能高于每日人工调整上限',
} as const

export const approvalsEn: Record<keyof typeof approvalsZh, string> = {
  'a.ap.pending':
    'Above the four-eyes threshold: approval request #{id} ({maker}) recorded; it runs only once another operator approves it under "Approvals", valid until {expires}. Nothing moves or changes before that',
  'a.ap.noSuch': 'No such approval request',
  'a.ap.decided': 'This request has already been decided; refresh the list',
  'a.ap.ownRequest': 'You cannot approve your own request: another operator must approve it (four eyes)',
  'a.ap.notYours': 'Your role may not decide this kind of request',
  'a.ap.expired':
    'This request has expired and cannot be approved; refuse it and ask the maker to submit again',
  'a.ap.reasonRequired': 'Refusing a request needs a reason',
  'a.ap.dailyLimit':
    'You have approved {used} today; this {amount} would pass the daily approval limit of {max} per operator (setting "Daily approval limit")',
  'a.ap.amount': 'An amount of 0 or more, at most two decimals',
  'a.ap.settingsShape': 'Four-eyes settings incomplete: {field}',
  'a.ap.expiryHours': 'Request validity: a whole number of hours from 1 to 168',
  'a.ap.capAboveDaily': 'The cap of one adjustment cannot be above the daily adjustment cap',
}
