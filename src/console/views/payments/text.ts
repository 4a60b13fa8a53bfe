// The words of the payments pages (docs/payments.md): bank-statement matching beside 支付对账, and the
// channels' providers and credentials in 支付设置. Chinese first, English beside it; kept beside the
// pages so the shared console catalog (../../i18n.ts) stays as it is.
import { useT } from '../../i18n'

const zh = {
  'st.title': '银行流水待核',
  'st.hint':
    '收款银行的流水按金额、付款人姓名和订单时间自动匹配银行转账订单；完全一致的已自动入账。以下流水有两笔订单都符合、姓名不符或金额不符，请核对后入账到其中一笔订单（按实际到账金额入账），或忽略并写明原因。',
  'st.empty': '没有待核的银行流水',
  'st.line': '银行流水',
  'st.orders': '可能对应的订单',
  'st.noCandidates': '没有可能对应的订单',
  'st.lineId': '流水号',
  'st.account': '收款账号',
  'st.payer': '付款人',
  'st.booked': '入账时间',
  'st.reason': '原因',
  'st.order': '订单号',
  'st.player': '玩家',
  'st.depositor': '存款人',
  'st.amount': '订单金额',
  'st.lineAmount': '到账金额',
  'st.created': '下单时间',
  'st.credit': '入账到此订单',
  'st.dismiss': '忽略',
  'st.dialog': '银行流水 {line}',
  'st.toOrder': '入账到订单 {order}（按到账金额 {amount} 元）',
  'st.dismissReason': '忽略原因（必填）',
  'st.confirmCredit': '确认按到账金额入账到这笔订单？入账后不能撤回。',
  'st.confirmDismiss': '确认忽略这条流水？它不会入账到任何订单。',
  'st.doneCredit': '已入账',
  'st.doneDismiss': '已忽略',
  'st.already': '这条流水或订单已被处理，列表已刷新。',
  'st.r.several orders match': '两笔及以上订单金额和姓名都符合',
  'st.r.name differs': '金额符合，姓名不符',
  'st.r.amount differs': '姓名符合，金额不符',
  'st.r.amount or name differs': '金额或姓名不符',
  'st.r.no order': '没有对应的订单',
  'st.r.unknown account': '不是本站的收款账号',
  'un.title': '未匹配的银行流水',
  'un.empty': '当天没有未匹配的银行流水',
  'un.status.review': '待核',
  'un.status.unmatched': '未匹配',
  'pv.title': '支付商与密钥',
  'pv.hint':
    '每个收款通道由哪家支付商处理、商户号和密钥。密钥只保存引用（环境变量名）或加密后的密文，页面只显示指纹，不显示明文。',
  'pv.channel': '通道',
  'pv.provider': '支付商',
  'pv.merchant': '商户号',
  'pv.secret': '密钥',
  'pv.secretRef': '密钥引用（环境变量名）',
  'pv.secretNew': '录入新密钥（留空则不变）',
  'pv.secretHint': '录入的密钥加密后保存，之后只显示指纹；填写密钥引用则从服务器环境读取。',
  'pv.source.reference': '引用 {ref}',
  'pv.source.sealed': '已加密保存',
  'pv.source.missing': '未配置',
  'pv.newSecret': '新密钥（不显示）',
  'pv.switches': '功能',
  'pv.payin': '代收',
  'pv.payout': '代付',
  'pv.statement': '银行流水',
  'pv.reachable': '可连接',
  'pv.unreachable': '未连接（订单由人工处理）',
  'pv.updated': '最后修改',
  'pv.edit': '编辑支付商：{channel}',
  'pv.on': '开启',
  'pv.off': '关闭',
} as const
export type PaymentsKey = keyof typeof zh

const en: Record<PaymentsKey, string> = {
  'st.title': 'Bank statement lines to check',
  'st.hint':
    "The receiving bank's statement lines are matched to bank-transfer orders by amount, payer name and order time; exact ones are credited automatically. These lines match two orders, or only the amount, or only the name: check them and credit one order (with the amount that arrived), or dismiss the line with a reason.",
  'st.empty': 'No statement line waits for a check',
  'st.line': 'Statement line',
  'st.orders': 'Orders it may belong to',
  'st.noCandidates': 'No order it may belong to',
  'st.lineId': 'Line',
  'st.account': 'Receiving account',
  'st.payer': 'Payer',
  'st.booked': 'Booked',
  'st.reason': 'Reason',
  'st.order': 'Order',
  'st.player': 'Player',
  'st.depositor': 'Depositor',
  'st.amount': 'Ordered',
  'st.lineAmount': 'Arrived',
  'st.created': 'Ordered at',
  'st.credit': 'Credit to this order',
  'st.dismiss': 'Dismiss',
  'st.dialog': 'Statement line {line}',
  'st.toOrder': 'Credit order {order} (with the {amount} CNY that arrived)',
  'st.dismissReason': 'Reason for dismissing (required)',
  'st.confirmCredit': 'Credit this order with the amount that arrived? This cannot be undone.',
  'st.confirmDismiss': 'Dismiss this line? It will not be credited to any order.',
  'st.doneCredit': 'Credited',
  'st.doneDismiss': 'Dismissed',
  'st.already': 'This line or order was already decided; the list is refreshed.',
  'st.r.several orders match': 'Two or more orders match amount and name',
  'st.r.name differs': 'The amount matches, the name does not',
  'st.r.amount differs': 'The name matches, the amount does not',
  'st.r.amount or name differs': 'The amount or the name differs',
  'st.r.no order': 'No order',
  'st.r.unknown account': 'Not one of our receiving accounts',
  'un.title': 'Unmatched bank statement lines',
  'un.empty': 'No unmatched statement line that day',
  'un.status.review': 'To check',
  'un.status.unmatched': 'Unmatched',
  'pv.title': 'Providers and credentials',
  'pv.hint':
    'Which provider serves each channel, with the merchant id and secret. The secret is kept as a reference (an environment variable) or encrypted; the page shows a fingerprint, never the secret.',
  'pv.channel': 'Channel',
  'pv.provider': 'Provider',
  'pv.merchant': 'Merchant id',
  'pv.secret': 'Secret',
  'pv.secretRef': 'Secret reference (environment variable)',
  'pv.secretNew': 'Type a new secret (empty keeps it)',
  'pv.secretHint':
    "A typed secret is stored encrypted and shown only as a fingerprint; a reference is read from the server's environment.",
  'pv.source.reference': 'Reference {ref}',
  'pv.source.sealed': 'Stored encrypted',
  'pv.source.missing': 'Not set',
  'pv.newSecret': 'New secret (hidden)',
  'pv.switches': 'Functions',
  'pv.payin': 'Pay-ins',
  'pv.payout': 'Payouts',
  'pv.statement': 'Bank statement',
  'pv.reachable': 'Reachable',
  'pv.unreachable': 'Not reachable (orders handled by hand)',
  'pv.updated': 'Last change',
  'pv.edit': 'Edit provider: {channel}',
  'pv.on': 'On',
  'pv.off': 'Off',
}

export type PT = (key: PaymentsKey, params?: Record<string, string | number>) => string

/** The payments pages' translator, following the console's language. */
export function usePT(): PT {
  const { lang } = useT()
  const table = lang === 'en' ? en : zh
  return (key, params) =>
    table[key].replace(/\{(\w+)\}/g, (m, name: string) =>
      params?.[name] !== undefined ? String(params[name]) : m,
    )
}

/** A matching reason in words (the server's reasons are stable English phrases). */
export const reasonText = (pt: PT, reason: string) =>
  reason.startsWith('protection: ') || !(`st.r.${reason}` in zh)
    ? reason
    : pt(`st.r.${reason}` as PaymentsKey)
