// The sandbox partner provider (`npm run provider:sandbox`): a separate small process that behaves like
// an external game provider. Our getGameUrl sends partner-venue players to its /launch page; there the
// player picks a side of a simple three-way game (home / draw / away style for sports and e-sports,
// banker / player / tie for live tables, high / mid / low elsewhere) and bets. The sandbox settles
// every round by calling our seamless callbacks, signed with the shared secret: bet, then win (0 on a
// loss); if the win call fails it rolls the bet back. Outcomes come from the OS generator.
import { randomBytes, randomInt } from 'node:crypto'
import Fastify from 'fastify'
import { httpTransport, SeamlessClient } from './client'

const PORT = Number(process.env.PROVIDER_SANDBOX_PORT || 8090)
const API = process.env.GAME_API_URL || 'http://127.0.0.1:8080'
const SECRET = process.env.PROVIDER_SANDBOX_SECRET || 'sandbox-dev-secret-change-me'
const client = new SeamlessClient(httpTransport(API), SECRET)

const SIDES: Record<string, [string, string, string]> = {
  sport: ['主胜', '平局', '客胜'],
  gaming: ['主队', '加时', '客队'],
  realbet: ['庄', '和', '闲'],
  joker: ['青龙', '白虎', '朱雀'],
  lottery: ['大', '和', '小'],
  concise: ['红', '金', '蓝'],
}
/** Odds (decimal, stake included) of each side and the probability weights out of 100: RTP ~96%. */
const ODDS = [1.92, 9.6, 1.92]
const WEIGHTS = [45, 10, 45]

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (q: Record<string, string>) => {
  const sides = SIDES[q.category] ?? SIDES.concise
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(q.name || q.venue)} · 沙盒合作方</title>
<style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#0f1a2e;color:#f3e6c4}
main{max-width:560px;margin:40px auto;padding:24px;background:#16233d;border:1px solid #c9a24a55;border-radius:16px}
h1{margin:0 0 4px;font-size:22px}.note{color:#9fb0cc;font-size:13px}.bal{font-size:28px;color:#f5c451;margin:16px 0}
.sides{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin:16px 0}.sides button{padding:18px 0;font-size:18px;border-radius:12px;border:2px solid #c9a24a;background:#1d2d4d;color:#f3e6c4;cursor:pointer}
.sides button[aria-pressed=true]{background:#c9a24a;color:#0f1a2e}input{width:120px;padding:8px;border-radius:8px;border:1px solid #c9a24a;background:#0f1a2e;color:#fff;font-size:16px}
#bet{margin-left:12px;padding:10px 24px;border:0;border-radius:10px;background:#e0a526;color:#0f1a2e;font-size:16px;cursor:pointer}#bet:disabled{opacity:.5;cursor:wait}
#log{margin-top:16px;padding:0;list-style:none;font-size:14px}#log li{padding:6px 0;border-bottom:1px solid #ffffff14}</style></head>
<body><main data-session="${esc(q.session)}" data-venue="${esc(q.venue)}">
<h1>${esc(q.name || q.venue)}</h1><p class="note">沙盒合作方（演示）：每局通过签名的免转钱包回调与平台结算。</p>
<div class="bal">余额 <span id="balance">读取中…</span></div>
<div class="sides" role="group" aria-label="投注选项">${sides
    .map(
      (s, i) =>
        `<button type="button" data-side="${i}" aria-pressed="${i === 0}">${esc(s)}<br><small>赔率 ${ODDS[i]}</small></button>`,
    )
    .join('')}</div>
<label>投注金额 <input id="amount" type="number" min="1" step="1" value="10"></label><button id="bet" type="button">下注</button>
<p id="msg" role="status" class="note"></p><ul id="log"></ul></main><script src="/sandbox.js"></script></body></html>`
}

const script = `const main=document.querySelector('main');const session=main.dataset.session;let side=0;
const $=(id)=>document.getElementById(id);
document.querySelectorAll('[data-side]').forEach((b)=>b.addEventListener('click',()=>{side=Number(b.dataset.side);document.querySelectorAll('[data-side]').forEach((x)=>x.setAttribute('aria-pressed',String(x===b)))}));
async function post(path,body){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});return r.json()}
async function refresh(){const r=await post('/api/balance',{session});$('balance').textContent=r.balance??'—';if(r.code!==200)$('msg').textContent=r.message}
$('bet').addEventListener('click',async()=>{$('bet').disabled=true;$('msg').textContent='结算中…';try{const r=await post('/api/play',{session,side,amount:$('amount').value});
$('msg').textContent=r.message;if(r.balance)$('balance').textContent=r.balance;if(r.round){const li=document.createElement('li');li.textContent=r.round;$('log').prepend(li)}}catch(e){$('msg').textContent='网络异常，请重试'}finally{$('bet').disabled=false}});
refresh();`

const app = Fastify({ logger: { level: 'info' } })

app.get('/launch', async (req, reply) => {
  const q = req.query as Record<string, string>
  if (!q.session) return reply.status(400).type('text/plain; charset=utf-8').send('缺少会话参数')
  return reply
    .header(
      'content-security-policy',
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(page(q))
})
app.get('/sandbox.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(script))

app.post('/api/balance', async (req) =>
  client.balance(String((req.body as { session?: string })?.session ?? '')),
)

app.post('/api/play', async (req) => {
  const b = (req.body ?? {}) as { session?: string; side?: number; amount?: string }
  const session = String(b.session ?? '')
  const side = Number(b.side)
  const amount = Number(b.amount)
  if (![0, 1, 2].includes(side) || !Number.isInteger(amount) || amount < 1 || amount > 50_000) {
    return { code: 400, message: '请输入1-50000的整数金额并选择投注项' }
  }
  const round = `SBX${Date.now()}${randomBytes(3).toString('hex')}`
  const betTx = `${round}-bet`
  const bet = await client.bet(session, betTx, round, amount.toFixed(2))
  if (bet.code !== 200) return { code: bet.code, message: `下注失败：${bet.message}`, balance: bet.balance }
  const roll = randomInt(100)
  const outcome = roll < WEIGHTS[0] ? 0 : roll < WEIGHTS[0] + WEIGHTS[1] ? 1 : 2
  const payout = outcome === side ? Math.floor(amount * ODDS[side] * 100) / 100 : 0
  const win = await client.win(session, `${round}-win`, round, payout.toFixed(2), betTx)
  if (win.code !== 200) {
    const rb = await client.rollback(session, `${round}-rb`, round, betTx)
    return { code: win.code, message: `结算失败，已退回注金：${win.message}`, balance: rb.balance }
  }
  return {
    code: 200,
    message: payout > 0 ? `恭喜中奖，派彩 ${payout.toFixed(2)}` : '未中奖',
    balance: win.balance,
    round: `${round} 投注 ${amount.toFixed(2)} → ${payout.toFixed(2)}`,
  }
})

await app.listen({ port: PORT, host: '127.0.0.1' })
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => app.close().then(() => process.exit(0)))
