// The sandbox partner provider as an app (main.ts gives it a port; tests call it in-process). It does
// what an external provider does, in both wallet modes:
// - seamless: our getGameUrl sends the player to /launch with our session token; every round is a
//   signed bet, then win (0 on a loss) against our callbacks; a failed win rolls the bet back;
// - transfer: the operator calls /wallet/* server-to-server, signed with the shared secret (HMAC-SHA256
//   of the raw body, X-Signature): open a launch session, read a balance, deposit and withdraw with
//   idempotent transfer ids, read the journal of settled rounds. Players then play from the wallet
//   kept here (wallet.ts) and the operator books the rounds from the journal.
// The page offers a three-way bet (home / draw / away style for sports and e-sports, banker / tie /
// player for live tables, ...); outcomes come from the OS generator.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import type { SeamlessClient } from './client'
import { PARTNER, PARTNER_MESSAGES, type PartnerRound, type PartnerWallet } from './wallet'

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
const money = (cents: number) => (cents / 100).toFixed(2)
const MONEY = /^\d{1,12}\.\d{2}$/
const cents = (m: string) => {
  const [i, f] = m.split('.')
  return Number(i) * 100 + Number(f)
}
const ID = /^[A-Za-z0-9_.:-]{1,80}$/

const page = (q: Record<string, string>, transfer: boolean) => {
  const sides = SIDES[q.category] ?? SIDES.concise
  const note = transfer
    ? '沙盒合作方（演示）· 转账钱包：余额保存在合作方，平台按注单记录同步每一局。'
    : '沙盒合作方（演示）：每局通过签名的免转钱包回调与平台结算。'
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(q.name || q.venue || '')} · 沙盒合作方</title>
<style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#0f1a2e;color:#f3e6c4}
main{max-width:560px;margin:40px auto;padding:24px;background:#16233d;border:1px solid #c9a24a55;border-radius:16px}
h1{margin:0 0 4px;font-size:22px}.note{color:#9fb0cc;font-size:13px}.bal{font-size:28px;color:#f5c451;margin:16px 0}
.sides{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin:16px 0}.sides button{padding:18px 0;font-size:18px;border-radius:12px;border:2px solid #c9a24a;background:#1d2d4d;color:#f3e6c4;cursor:pointer}
.sides button[aria-pressed=true]{background:#c9a24a;color:#0f1a2e}input{width:120px;padding:8px;border-radius:8px;border:1px solid #c9a24a;background:#0f1a2e;color:#fff;font-size:16px}
#bet{margin-left:12px;padding:10px 24px;border:0;border-radius:10px;background:#e0a526;color:#0f1a2e;font-size:16px;cursor:pointer}#bet:disabled{opacity:.5;cursor:wait}
#log{margin-top:16px;padding:0;list-style:none;font-size:14px}#log li{padding:6px 0;border-bottom:1px solid #ffffff14}</style></head>
<body><main data-session="${esc(q.session ?? '')}" data-venue="${esc(q.venue ?? '')}">
<h1>${esc(q.name || q.venue || '')}</h1><p class="note">${note}</p>
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

export const signBody = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw).digest('hex')

function signatureOk(secret: string, raw: string, signature: unknown) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false
  return timingSafeEqual(createHmac('sha256', secret).update(raw).digest(), Buffer.from(signature, 'hex'))
}

const wireRound = (r: PartnerRound) => ({ ...r, stake: money(r.stake), payout: money(r.payout) })

export type SandboxOptions = {
  /** Our server's seamless callbacks, for players launched in seamless mode. */
  seamless: SeamlessClient
  secret: string
  wallet: PartnerWallet
  logger?: boolean
}

/** The transfer-wallet API, on a raw-body parser of its own so the signature covers the exact bytes. */
function walletApi(secret: string, wallet: PartnerWallet) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    )
    app.post<{ Params: { action: string } }>('/wallet/:action', async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const bad = (http: number, code: number) =>
        reply.status(http).send({ code, message: PARTNER_MESSAGES[code] })
      // The signature is checked before anything is read or done.
      if (!signatureOk(secret, raw, req.headers['x-signature'])) return bad(401, PARTNER.badSignature)
      let b: Record<string, unknown>
      try {
        b = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return bad(400, PARTNER.badRequest)
      }
      const str = (k: string) =>
        typeof b[k] === 'string' && ID.test(b[k] as string) ? (b[k] as string) : null
      const merchant = str('merchant')
      if (!merchant) return bad(400, PARTNER.badRequest)
      switch (req.params.action) {
        case 'session': {
          const player = str('player')
          const venue = str('venue')
          if (!player || !venue) return bad(400, PARTNER.badRequest)
          const game = typeof b.game === 'string' ? b.game.slice(0, 64) : ''
          return { code: PARTNER.ok, token: wallet.openSession(merchant, player, venue, game) }
        }
        case 'balance': {
          const player = str('player')
          const venue = str('venue')
          if (!player || !venue) return bad(400, PARTNER.badRequest)
          return { code: PARTNER.ok, balance: money(wallet.balance(merchant, player, venue)) }
        }
        case 'deposit':
        case 'withdraw': {
          const player = str('player')
          const venue = str('venue')
          const id = str('transfer_id')
          if (!player || !venue || !id || typeof b.amount !== 'string' || !MONEY.test(b.amount))
            return bad(400, PARTNER.badRequest)
          const a = wallet.transfer(merchant, req.params.action, {
            transfer_id: id,
            player,
            venue,
            amount: cents(b.amount),
          })
          return { ...a, ...(a.balance === undefined ? {} : { balance: money(a.balance) }) }
        }
        case 'rounds': {
          const after = Number(b.after ?? 0)
          const limit = Math.min(500, Math.max(1, Number(b.limit ?? 200)))
          if (!Number.isSafeInteger(after) || after < 0 || !Number.isInteger(limit))
            return bad(400, PARTNER.badRequest)
          return { code: PARTNER.ok, rounds: wallet.rounds(merchant, after, limit).map(wireRound) }
        }
        default:
          return bad(404, PARTNER.badRequest)
      }
    })
  }
}

export function buildSandbox({ seamless, secret, wallet, logger = false }: SandboxOptions): FastifyInstance {
  const app = Fastify({ logger })

  app.get('/launch', async (req, reply) => {
    const q = req.query as Record<string, string>
    if (!q.session) return reply.status(400).type('text/plain; charset=utf-8').send('缺少会话参数')
    return reply
      .header(
        'content-security-policy',
        "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(page(q, wallet.isTransferSession(q.session)))
  })
  // The operator probes this to tell players whether the venues it serves are open (partner-health.ts).
  const health = async () => ({ code: PARTNER.ok, status: 'ok' })
  app.get('/health', health)
  app.post('/health', health)
  app.get('/sandbox.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(script))

  app.post('/api/balance', async (req) => {
    const session = String((req.body as { session?: string })?.session ?? '')
    if (!wallet.isTransferSession(session)) return seamless.balance(session)
    const s = wallet.session(session)
    if (!s) return { code: PARTNER.unknownSession, message: '会话已过期，请从平台重新进入' }
    return { code: 200, message: 'OK', balance: money(wallet.balance(s.merchant, s.player, s.venue)) }
  })

  app.post('/api/play', async (req) => {
    const b = (req.body ?? {}) as { session?: string; side?: number; amount?: string }
    const session = String(b.session ?? '')
    const side = Number(b.side)
    const amount = Number(b.amount)
    if (![0, 1, 2].includes(side) || !Number.isInteger(amount) || amount < 1 || amount > 50_000) {
      return { code: 400, message: '请输入1-50000的整数金额并选择投注项' }
    }
    const round = `SBX${Date.now()}${randomBytes(3).toString('hex')}`
    const roll = randomInt(100)
    const outcome = roll < WEIGHTS[0] ? 0 : roll < WEIGHTS[0] + WEIGHTS[1] ? 1 : 2
    const payout = outcome === side ? Math.floor(amount * ODDS[side] * 100) : 0
    const done = (balance: string | undefined) => ({
      code: 200,
      message: payout > 0 ? `恭喜中奖，派彩 ${money(payout)}` : '未中奖',
      balance,
      round: `${round} 投注 ${amount.toFixed(2)} → ${money(payout)}`,
    })

    if (wallet.isTransferSession(session)) {
      const r = wallet.play(session, { round_id: round, stake: amount * 100, payout, side, outcome })
      if (r.code !== PARTNER.ok)
        return {
          code: r.code,
          message: `下注失败：${r.code === PARTNER.insufficient ? '余额不足，请先在平台转入' : PARTNER_MESSAGES[r.code]}`,
          balance: r.balance === undefined ? undefined : money(r.balance),
        }
      return done(money(r.balance ?? 0))
    }

    const betTx = `${round}-bet`
    const bet = await seamless.bet(session, betTx, round, amount.toFixed(2))
    if (bet.code !== 200) return { code: bet.code, message: `下注失败：${bet.message}`, balance: bet.balance }
    const win = await seamless.win(session, `${round}-win`, round, money(payout), betTx)
    if (win.code !== 200) {
      const rb = await seamless.rollback(session, `${round}-rb`, round, betTx)
      return { code: win.code, message: `结算失败，已退回注金：${win.message}`, balance: rb.balance }
    }
    return done(win.balance)
  })

  app.register(walletApi(secret, wallet))
  return app
}
