// The sandbox partner provider as an app (main.ts gives it a port; tests call it in-process). It does
// what an external provider does, in both wallet modes:
// - seamless: our getGameUrl sends the player to /launch with our session token; every round is a
//   signed bet, then win (0 on a loss) against our callbacks; a failed win rolls the bet back;
// - transfer: the operator calls /wallet/* server-to-server, signed with the shared secret (HMAC-SHA256
//   of the raw body, X-Signature): open a launch session, end a player's sessions (`kick`), read a
//   balance, deposit and withdraw with idempotent transfer ids, read the journal of settled rounds.
//   Players then play from the wallet kept here (wallet.ts) and the operator books the rounds from
//   the journal.
// The page (page.ts) draws a table of the venue's category, a three-way bet each; outcomes come from
// the OS generator.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { centsToWire, decimalCents, yuan } from '../../core/money'
import type { SeamlessClient } from './client'
import { SANDBOX_CSS, sandboxPage, showFor, tableFor } from './page'
import { PARTNER, PARTNER_MESSAGES, type PartnerRound, type PartnerWallet } from './wallet'

const MONEY = /^\d{1,12}\.\d{2}$/
const cents = (m: string) => Number(decimalCents(m))
const ID = /^[A-Za-z0-9_.:-]{1,80}$/
/** What the page says on a session the operator ended (the player was excluded there). */
const ENDED = '本次游戏会话已由平台结束'

const script = `const main=document.querySelector('main');const session=main.dataset.session;const category=main.dataset.category;let side=0;
const $=(id)=>document.getElementById(id);
document.querySelectorAll('[data-side]').forEach((b)=>b.addEventListener('click',()=>{side=Number(b.dataset.side);document.querySelectorAll('[data-side]').forEach((x)=>x.setAttribute('aria-pressed',String(x===b)))}));
async function post(path,body){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});return r.json()}
async function refresh(){const r=await post('/api/balance',{session});$('balance').textContent=r.balance??'—';if(r.code!==200)$('msg').textContent=r.message}
$('bet').addEventListener('click',async()=>{$('bet').disabled=true;$('msg').textContent='结算中…';try{const r=await post('/api/play',{session,side,category,amount:$('amount').value});
$('msg').textContent=r.message;$('show').textContent=r.show??'';if(r.balance)$('balance').textContent=r.balance;if(r.round){const li=document.createElement('li');li.textContent=r.round;$('log').prepend(li)}}catch(e){$('msg').textContent='网络异常，请重试'}finally{$('bet').disabled=false}});
refresh();`

export const signBody = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw).digest('hex')

function signatureOk(secret: string, raw: string, signature: unknown) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false
  return timingSafeEqual(createHmac('sha256', secret).update(raw).digest(), Buffer.from(signature, 'hex'))
}

const wireRound = (r: PartnerRound) => ({ ...r, stake: centsToWire(r.stake), payout: centsToWire(r.payout) })

export type SandboxOptions = {
  /** Our server's seamless callbacks, for players launched in seamless mode. */
  seamless: SeamlessClient
  secret: string
  wallet: PartnerWallet
  logger?: FastifyServerOptions['logger']
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
        case 'kick': {
          const player = str('player')
          if (!player) return bad(400, PARTNER.badRequest)
          return { code: PARTNER.ok, ended: wallet.endSessions(merchant, player) }
        }
        case 'balance': {
          const player = str('player')
          const venue = str('venue')
          if (!player || !venue) return bad(400, PARTNER.badRequest)
          return { code: PARTNER.ok, balance: centsToWire(wallet.balance(merchant, player, venue)) }
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
          return { ...a, ...(a.balance === undefined ? {} : { balance: centsToWire(a.balance) }) }
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
      .send(sandboxPage(q, wallet.isTransferSession(q.session)))
  })
  // The operator probes this to tell players whether the venues it serves are open (partner-health.ts).
  const health = async () => ({ code: PARTNER.ok, status: 'ok' })
  app.get('/health', health)
  app.post('/health', health)
  app.get('/sandbox.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(SANDBOX_CSS))
  app.get('/sandbox.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(script))

  app.post('/api/balance', async (req) => {
    const session = String((req.body as { session?: string })?.session ?? '')
    if (!wallet.isTransferSession(session)) return seamless.balance(session)
    const s = wallet.session(session)
    if (!s)
      return wallet.isEnded(session)
        ? { code: PARTNER.sessionEnded, message: ENDED }
        : { code: PARTNER.unknownSession, message: '会话已过期，请从平台重新进入' }
    return { code: 200, message: 'OK', balance: centsToWire(wallet.balance(s.merchant, s.player, s.venue)) }
  })

  app.post('/api/play', async (req) => {
    const b = (req.body ?? {}) as { session?: string; side?: number; amount?: string; category?: string }
    const table = tableFor(String(b.category ?? ''))
    const session = String(b.session ?? '')
    const side = Number(b.side)
    const amount = Number(b.amount)
    if (![0, 1, 2].includes(side) || !Number.isInteger(amount) || amount < 1 || amount > 50_000) {
      return { code: 400, message: '请输入1-50000的整数金额并选择投注项' }
    }
    const round = `SBX${Date.now()}${randomBytes(3).toString('hex')}`
    const roll = randomInt(100)
    const [w0, w1] = table.weights
    const outcome = roll < w0 ? 0 : roll < w0 + w1 ? 1 : 2
    const stake = Number(yuan(amount))
    // Whole yuan times odds in hundredths: the payout in cents, exactly.
    const payout = outcome === side ? amount * table.odds[side] : 0
    const show = showFor(String(b.category ?? ''), outcome)
    const done = (balance: string | undefined) => ({
      code: 200,
      message: payout > 0 ? `恭喜中奖，派彩 ${centsToWire(payout)}` : '未中奖',
      balance,
      show,
      round: `${round} ${table.sides[side]} ${centsToWire(stake)} · ${show} → 派彩 ${centsToWire(payout)}`,
    })

    if (wallet.isTransferSession(session)) {
      const r = wallet.play(session, { round_id: round, stake, payout, side, outcome })
      if (r.code === PARTNER.sessionEnded) return { code: r.code, message: ENDED }
      if (r.code !== PARTNER.ok)
        return {
          code: r.code,
          message: `下注失败：${r.code === PARTNER.insufficient ? '余额不足，请先在平台转入' : PARTNER_MESSAGES[r.code]}`,
          balance: r.balance === undefined ? undefined : centsToWire(r.balance),
        }
      return done(centsToWire(r.balance ?? 0))
    }

    const betTx = `${round}-bet`
    const bet = await seamless.bet(session, betTx, round, centsToWire(stake))
    if (bet.code !== 200) return { code: bet.code, message: `下注失败：${bet.message}`, balance: bet.balance }
    const win = await seamless.win(session, `${round}-win`, round, centsToWire(payout), betTx)
    if (win.code !== 200) {
      const rb = await seamless.rollback(session, `${round}-rb`, round, betTx)
      return { code: win.code, message: `结算失败，已退回注金：${win.message}`, balance: rb.balance }
    }
    return done(win.balance)
  })

  app.register(walletApi(secret, wallet))
  return app
}
