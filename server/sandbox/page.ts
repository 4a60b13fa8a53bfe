// The sandbox partner's game page, drawn for the launching venue's category so a tester sees a
// plausible partner game: a card table (live casino), a dice table (chess/cards), a number draw
// (lottery). Every table is a three-way bet (side 0, 1, 2) settled by /api/play; `showFor` draws a
// result picture that agrees with the outcome. Sports and e-sports are not served here: those venues
// are the in-house sportsbook (server/sportsbook, issue 24).
import { randomInt } from 'node:crypto'
import { centsToWire } from '../../core/money'

export type Table = {
  kind: 'cards' | 'dice' | 'draw'
  title: string
  sides: [string, string, string]
  /**
   * Decimal odds (stake included) in hundredths, so a whole-yuan stake times the odds is the payout in
   * cents exactly; and probability weights out of 100: each side returns about 96%.
   */
  odds: [number, number, number]
  weights: [number, number, number]
}

const TABLES: Record<string, Table> = {
  realbet: {
    kind: 'cards',
    title: '庄闲和',
    sides: ['庄', '和', '闲'],
    odds: [192, 960, 192],
    weights: [45, 10, 45],
  },
  joker: {
    kind: 'dice',
    title: '骰子大小',
    sides: ['大', '豹子', '小'],
    odds: [192, 960, 192],
    weights: [45, 10, 45],
  },
  lottery: {
    kind: 'draw',
    title: '三球和值',
    sides: ['大', '和', '小'],
    odds: [192, 960, 192],
    weights: [45, 10, 45],
  },
}
export const tableFor = (category: string) => TABLES[category] ?? TABLES.joker

const pick = <T>(gen: () => T, ok: (x: T) => boolean) => {
  for (;;) {
    const x = gen()
    if (ok(x)) return x
  }
}
const SUITS = ['♠', '♥', '♣', '♦']
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const point = (r: number) => (r >= 9 ? 0 : r + 1)

/** A picture of the result that agrees with the outcome (0, 1, 2 = the table's sides). */
export function showFor(category: string, outcome: number): string {
  const t = tableFor(category)
  if (t.kind === 'dice') {
    const d = pick(
      () => [randomInt(6) + 1, randomInt(6) + 1, randomInt(6) + 1],
      (x) => {
        const triple = x[0] === x[1] && x[1] === x[2]
        const sum = x[0] + x[1] + x[2]
        return outcome === 1 ? triple : !triple && (outcome === 0 ? sum >= 11 : sum <= 10)
      },
    )
    return `骰子 ${d.join(' · ')}（${d[0] + d[1] + d[2]} 点）`
  }
  if (t.kind === 'draw') {
    const b = pick(
      () => [randomInt(10), randomInt(10), randomInt(10)],
      (x) => {
        const s = x[0] + x[1] + x[2]
        return outcome === 0 ? s >= 15 : outcome === 1 ? s === 13 || s === 14 : s <= 12
      },
    )
    return `开奖 ${b.join(' ')}（和值 ${b[0] + b[1] + b[2]}）`
  }
  const hand = () => [randomInt(13), randomInt(13)]
  const [banker, player] = pick(
    () => [hand(), hand()],
    ([bk, pl]) => {
      const bp = (point(bk[0]) + point(bk[1])) % 10
      const pp = (point(pl[0]) + point(pl[1])) % 10
      return outcome === 0 ? bp > pp : outcome === 1 ? bp === pp : bp < pp
    },
  )
  const show = (h: number[]) => h.map((r) => `${SUITS[randomInt(4)]}${RANKS[r]}`).join(' ')
  const pts = (h: number[]) => (point(h[0]) + point(h[1])) % 10
  return `庄 ${show(banker)}（${pts(banker)} 点） 闲 ${show(player)}（${pts(player)} 点）`
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STAGE: Record<Table['kind'], (q: Record<string, string>) => string> = {
  cards: () =>
    '<div class="stage felt"><div class="seat">庄<div class="cards"><i></i><i></i></div></div><div class="seat">闲<div class="cards"><i></i><i></i></div></div></div>',
  dice: () => '<div class="stage felt"><div class="cup">🎲 🎲 🎲</div></div>',
  draw: () => '<div class="stage draw"><b>?</b><b>?</b><b>?</b></div>',
}

export function sandboxPage(q: Record<string, string>, transfer: boolean) {
  const t = tableFor(q.category)
  const note = transfer
    ? '沙盒合作方（演示）· 转账钱包：余额保存在合作方，平台按注单记录同步每一局。'
    : '沙盒合作方（演示）：每局通过签名的免转钱包回调与平台结算。'
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(q.name || q.venue || '')} · 沙盒合作方</title>
<link rel="stylesheet" href="/sandbox.css"></head>
<body><main data-session="${esc(q.session ?? '')}" data-venue="${esc(q.venue ?? '')}" data-category="${esc(q.category ?? '')}">
<span class="tag">沙盒合作方 · 测试游戏</span>
<h1>${esc(q.name || q.venue || '')} · ${esc(t.title)}</h1><p class="note">${note}</p>
<div class="bal">余额 <span id="balance">读取中…</span></div>
${STAGE[t.kind](q)}<p id="show" aria-live="polite"></p>
<div class="sides" role="group" aria-label="投注选项">${t.sides
    .map(
      (s, i) =>
        `<button type="button" data-side="${i}" aria-pressed="${i === 0}">${esc(s)}<br><small>赔率 ${centsToWire(t.odds[i])}</small></button>`,
    )
    .join('')}</div>
<label>投注金额 <input id="amount" type="number" min="1" step="1" value="10"></label><button id="bet" type="button">下注</button>
<p id="msg" role="status" class="note"></p><ul id="log"></ul></main><script src="/sandbox.js"></script></body></html>`
}

/** The page's style, served as /sandbox.css (the page's CSP allows no inline style). */
export const SANDBOX_CSS = `body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#0f1a2e;color:#f3e6c4}
main{max-width:560px;margin:24px auto;padding:20px;background:#16233d;border:1px solid #c9a24a55;border-radius:16px}
.tag{display:inline-block;padding:2px 10px;border-radius:999px;background:#e0a526;color:#0f1a2e;font-size:12px;font-weight:700}
h1{margin:8px 0 4px;font-size:22px}.note{color:#9fb0cc;font-size:13px}.bal{font-size:24px;color:#f5c451;margin:12px 0}
.stage{margin:12px 0;padding:18px;border-radius:14px;text-align:center}.felt{background:radial-gradient(#1f5a45,#0f2f27);border:2px solid #c9a24a88;display:flex;justify-content:space-around;align-items:center}
.cards{display:flex;gap:6px;margin-top:6px}.cards i{width:34px;height:48px;border-radius:6px;background:repeating-linear-gradient(45deg,#14234a 0 6px,#c9a24a55 6px 8px);border:2px solid #c9a24a}
.cup{font-size:40px}.draw{background:#1d2d4d;display:flex;justify-content:center;gap:12px}.draw b{width:48px;height:48px;border-radius:50%;background:#c52618;color:#fff;display:grid;place-items:center;font-size:22px}
#show{min-height:22px;text-align:center;font-weight:700;color:#f5c451}
.sides{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:12px 0}.sides button{padding:14px 0;font-size:17px;border-radius:12px;border:2px solid #c9a24a;background:#1d2d4d;color:#f3e6c4;cursor:pointer}
.sides button[aria-pressed=true]{background:#c9a24a;color:#0f1a2e}input{width:120px;padding:8px;border-radius:8px;border:1px solid #c9a24a;background:#0f1a2e;color:#fff;font-size:16px}
#bet{margin-left:12px;padding:10px 24px;border:0;border-radius:10px;background:#e0a526;color:#0f1a2e;font-size:16px;cursor:pointer}#bet:disabled{opacity:.5;cursor:wait}
#log{margin-top:16px;padding:0;list-style:none;font-size:14px}#log li{padding:6px 0;border-bottom:1px solid #ffffff14}`
