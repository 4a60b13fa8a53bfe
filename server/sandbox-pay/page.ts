// The sandbox provider's hosted pages: the payment page of one order (a QR order's 已支付 / another
// amount / let it expire; a USDT order's transfer form and its confirmations) and the fault settings.
// Plain server-rendered HTML with forms, no script: what a tester clicks is what happens.
import { createHash } from 'node:crypto'
import { CONFIRMATIONS, type Faults, type PayIn, type StatementLine } from './provider'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const CSS = `body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#10182a;color:#eef1f6}
main{max-width:440px;margin:32px auto;padding:24px;border-radius:16px;background:#1b2540;box-shadow:0 8px 30px #0006}
h1{font-size:20px;margin:0 0 4px}p{margin:6px 0}.muted{color:#9fb0cc;font-size:13px}.amount{font-size:32px;font-weight:700;color:#ffd479}
form{margin:12px 0}button{font:inherit;padding:10px 18px;border-radius:10px;border:0;cursor:pointer;background:#2bb673;color:#fff;min-width:120px}
button.secondary{background:#3a4768}input{font:inherit;padding:8px;border-radius:8px;border:1px solid #4a5a80;background:#0f1629;color:#fff;width:9em}
label{display:block;margin:8px 0}.state{display:inline-block;padding:2px 10px;border-radius:99px;background:#3a4768}.mono{font-family:ui-monospace,monospace;word-break:break-all}
svg{display:block;margin:12px auto;background:#fff;border-radius:8px}`

/** A QR-like block pattern drawn from the order's reference (the sandbox has no real QR to scan). */
function pattern(seed: string) {
  const bits = createHash('sha256').update(seed).digest()
  const n = 21
  const cells: string[] = []
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const finder = (x < 7 || x >= n - 7) && y < 7 ? true : x < 7 && y >= n - 7
      const on = finder
        ? x % 6 === 0 ||
          y % 6 === 0 ||
          (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) ||
          x === n - 1 ||
          y === n - 1
        : (bits[(y * n + x) % 32] >> (x % 8)) & 1
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
    }
  return `<svg role="img" aria-label="付款码" viewBox="-1 -1 ${n + 2} ${n + 2}" width="180" height="180" fill="#111">${cells.join('')}</svg>`
}

const STATE: Record<PayIn['status'], string> = { pending: '待支付', paid: '已支付', expired: '已过期' }
const NETWORK: Record<string, string> = {
  'usdt-trc20': 'TRC20',
  'usdt-erc20': 'ERC20',
  wechat: '微信支付',
  alipay: '支付宝',
}

const doc = (title: string, body: string, refresh = false) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh ? '<meta http-equiv="refresh" content="2">' : ''}<title>${esc(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`

export function payPage(p: PayIn | null) {
  if (!p) return doc('沙盒收银台', '<h1>沙盒收银台</h1><p>没有这个订单</p>')
  const usdt = p.unit === 'USDT'
  const head = `<h1>沙盒收银台 · ${esc(NETWORK[p.channel] ?? p.channel)}</h1>
<p class="muted">模拟支付服务，不涉及真实资金</p>
<p>订单号 <span class="mono">${esc(p.order_no)}</span></p>
<p class="amount">${usdt ? `${esc(p.amount)} USDT` : `¥${esc(p.amount)}`}</p>
<p>状态 <span class="state" data-state="${p.status}">${STATE[p.status]}</span>${p.paid && p.paid !== p.amount ? ` · 实付 ${esc(p.paid)}` : ''}</p>`
  if (p.status !== 'pending') return doc('沙盒收银台', head)
  if (!usdt)
    return doc(
      '沙盒收银台',
      `${head}${pattern(p.ref)}
<form method="post" action="/pay/${esc(p.ref)}/paid"><button type="submit">已支付</button></form>
<form method="post" action="/pay/${esc(p.ref)}/paid"><label>支付其他金额 <input name="amount" inputmode="decimal" placeholder="${esc(p.amount)}" aria-label="支付其他金额"></label><button type="submit" class="secondary">按此金额支付</button></form>
<form method="post" action="/pay/${esc(p.ref)}/expire"><button type="submit" class="secondary">让订单过期</button></form>`,
    )
  const need = CONFIRMATIONS[p.channel] ?? 3
  const sent = p.tx_hash
    ? `<p>交易 <span class="mono">${esc(p.tx_hash)}</span></p><p>确认数 <strong data-confirmations="${p.confirmations}">${p.confirmations}/${need}</strong>（每个区块约 2 秒）</p>`
    : `<form method="post" action="/pay/${esc(p.ref)}/transfer"><label>转账金额（USDT）<input name="amount" inputmode="decimal" value="${esc(p.amount)}" aria-label="转账金额"></label><button type="submit">发送转账</button></form>
<form method="post" action="/pay/${esc(p.ref)}/expire"><button type="submit" class="secondary">让订单过期</button></form>`
  return doc(
    '沙盒收银台',
    `${head}<p>收款地址（${esc(NETWORK[p.channel] ?? '')}）<br><span class="mono">${esc(p.address)}</span></p>${sent}`,
    Boolean(p.tx_hash),
  )
}

const FIELDS: [keyof Faults, string][] = [
  ['duplicate', '每个回调发送次数'],
  ['reorder', '回调倒序发送'],
  ['delayMs', '回调延迟（毫秒）'],
  ['badSignature', '接下来 N 个回调签名错误'],
  ['unknownOrder', '接下来 N 个回调附带未知订单'],
  ['timeoutMs', '接口应答延迟（毫秒，已处理）'],
  ['drop', '不发送回调（丢失）'],
  ['payoutDown', '代付接口不可用（503）'],
  ['payoutRefuse', '拒绝接下来 N 笔代付'],
  ['statementDown', '银行流水接口不可用（503）'],
]

export function faultsPage(f: Faults) {
  const rows = FIELDS.map(([k, label]) =>
    typeof f[k] === 'boolean'
      ? `<label><input type="checkbox" name="${k}" ${f[k] ? 'checked' : ''} style="width:auto"> ${label}</label>`
      : `<label>${label} <input name="${k}" value="${f[k]}" inputmode="numeric"></label>`,
  ).join('')
  return doc(
    '沙盒故障设置',
    `<h1>沙盒故障设置</h1><form method="post" action="/faults">${rows}<button type="submit">保存</button></form>`,
  )
}

/** The receiving bank: book an incoming transfer, and the latest lines of the statement. */
export function bankPage(lines: StatementLine[]) {
  const rows = lines
    .map(
      (l) =>
        `<tr><td class="mono">${esc(l.line_id)}</td><td class="mono">${esc(l.account)}</td><td>¥${esc(l.amount)}</td><td>${esc(l.payer)}</td><td class="mono">${esc(l.time.slice(0, 19).replace('T', ' '))} UTC</td></tr>`,
    )
    .join('')
  return doc(
    '沙盒收款银行',
    `<h1>沙盒收款银行 · 入账流水</h1>
<p class="muted">模拟收款账户的银行流水，不涉及真实资金；商户按金额、付款人姓名与时间自动匹配银行转账订单</p>
<form method="post" action="/bank/transfer">
<label>收款账号 <input name="account" required aria-label="收款账号" style="width:16em"></label>
<label>转账金额（元）<input name="amount" required inputmode="decimal" aria-label="转账金额"></label>
<label>付款人姓名 <input name="payer" required aria-label="付款人姓名"></label>
<label>几分钟前到账 <input name="minutes_ago" value="0" inputmode="numeric" aria-label="几分钟前到账"></label>
<button type="submit">记入一笔转账</button></form>
<table style="width:100%;font-size:12px;border-collapse:collapse"><thead><tr><th>流水号</th><th>收款账号</th><th>金额</th><th>付款人</th><th>时间</th></tr></thead><tbody>${rows || '<tr><td colspan="5">暂无流水</td></tr>'}</tbody></table>`,
  )
}
