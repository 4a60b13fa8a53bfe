// The provider side of the seamless-wallet contract: how the sandbox (and the contract tests, which
// drive our server the same way) sign and send balance / bet / win / rollback callbacks.
import { createHmac } from 'node:crypto'

export type Transport = (
  path: string,
  raw: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>

export type SeamlessReply = { code: number; message: string; balance?: string; tx_id?: string }

/** A transport over HTTP to a running server (base like http://127.0.0.1:8080). */
export const httpTransport =
  (base: string): Transport =>
  async (path, raw, headers) => {
    const res = await fetch(`${base.replace(/\/$/, '')}${path}`, { method: 'POST', body: raw, headers })
    return { status: res.status, body: await res.json() }
  }

export class SeamlessClient {
  constructor(
    private readonly send: Transport,
    private readonly secret: string,
    readonly provider = 'sandbox',
  ) {}

  /** Sign the exact bytes sent: HMAC-SHA256(secret, rawBody) in hex, header X-Signature. */
  async call(action: string, body: Record<string, unknown>, opts: { signature?: string } = {}) {
    const raw = JSON.stringify(body)
    const signature = opts.signature ?? createHmac('sha256', this.secret).update(raw).digest('hex')
    const res = await this.send(`/api/provider/${this.provider}/${action}`, raw, {
      'content-type': 'application/json',
      'x-signature': signature,
    })
    return { status: res.status, ...(res.body as SeamlessReply) }
  }

  balance(session: string) {
    return this.call('balance', { session })
  }
  bet(session: string, tx_id: string, round_id: string, amount: string, game_code = '') {
    return this.call('bet', { session, tx_id, round_id, amount, game_code })
  }
  win(session: string, tx_id: string, round_id: string, amount: string, bet_tx_id?: string) {
    return this.call('win', { session, tx_id, round_id, amount, ...(bet_tx_id ? { bet_tx_id } : {}) })
  }
  rollback(session: string, tx_id: string, round_id: string, bet_tx_id: string) {
    return this.call('rollback', { session, tx_id, round_id, bet_tx_id })
  }
}
