// Who paid, and what the player is told (docs/operator-console.md, "Who paid"): a bank deposit's
// depositor name, bank, card and branch each in their own column and on the review; a USDT deposit's
// protocol, USDT amount, rate, and the chain's sending address and hash as the sandbox provider
// reported them; migration 0048 moving an old row's branch out of the old shared field; a refused
// withdrawal's or deposit's reason in the player's inbox and on the order; the player page's 存提差
// beside the real win/loss from the ledger; the 身份认证 queue's count.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { FAST3_VENUE } from '../../server/games/venues'
import { checkLedger } from '../../server/ledger'
import { openStake, playRound } from '../../server/wagering/kernel'
import { op } from './console-kit'
import { adminToken, callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, setMoney, userId } from './money-kit'
import { order, type PayKit, payKit, refOf, status } from './payments-kit'

type Payer = {
  bank: string
  bank_no: string
  bank_owner: string
  branch: string
  usdt: null | {
    protocol: string
    amount: string
    rate: string
    from_address: string
    tx_hash: string
    confirmations: number
  }
}
type DepositRow = { order_no: string; state: number; note: string; payer: Payer }

let k: PayKit
let ops: Awaited<ReturnType<typeof makeAdminApp>>
let owner: string

beforeAll(async () => {
  k = await payKit()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
}, 180_000)

afterAll(async () => {
  expect((await checkLedger(k.app.db.query)).ok).toBe(true)
})

const depositRow = async (no: string, state: number) => {
  const page = await op<{ rows: DepositRow[] }>(
    ops,
    owner,
    'GET',
    `/admin/api/queues/deposits?state=${state}&q=${no}`,
  )
  expect(page.code, page.message).toBe(200)
  return page.data.rows.find((r) => r.order_no === no)!
}

const bankDeposit = async (p: Registered, amount: number) => {
  const r = await callApi(
    k.app,
    calls.recharge,
    {
      paytype: 'bank',
      amount,
      bank: '东岳商业银行',
      bank_no: '6222 0000 9999 00123',
      bank_owner: '李四',
      bank_address: '北京分行',
    },
    auth(p),
  )
  expect(r.code, r.message).toBe(200)
  return r.message
}

const inbox = async (p: Registered) => {
  const r = await callApi(k.app, calls.noticeList, { page: 1 }, auth(p))
  expect(r.code, r.message).toBe(200)
  return r.data.data
}

describe('who paid', () => {
  it('a bank deposit keeps the depositor name, bank, card and branch apart; the branch is no USDT address', async () => {
    const p = await registerAndLogin(k.app)
    const no = await bankDeposit(p, 300)
    const row = await depositRow(no, 1)
    expect(row.payer).toEqual({
      bank: '东岳商业银行',
      bank_no: '6222 0000 9999 00123',
      bank_owner: '李四',
      branch: '北京分行',
      usdt: null,
    })
    // The player search by USDT address no longer finds a branch name.
    const found = await op<{ total: number }>(
      ops,
      owner,
      'GET',
      `/admin/api/players/search?field=usdt&q=${encodeURIComponent('北京分行')}`,
    )
    expect(found.data.total).toBe(0)
  })

  it('a USDT deposit shows protocol, amount in USDT, rate, and the sending address and hash the provider reported', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, { paytype: 'usdt', catepay: 'TRC20', amount: '720' })
    await status(k, p, no)
    const [d] = await k.app.db.query<{ usdt_cents: string; usdt_rate_micros: string }>(
      'SELECT usdt_cents::text, usdt_rate_micros::text FROM deposits WHERE order_no = $1',
      [no],
    )
    const before = await depositRow(no, 1)
    expect(before.payer.usdt).toMatchObject({ protocol: 'TRC20', from_address: '', tx_hash: '' })
    expect(before.payer.bank_owner).toBe('')

    k.sb.transfer(refOf(k, no), k.sb.byOrder(no)!.amount)
    await k.sb.idle()
    const sent = k.sb.byOrder(no)!
    const row = await depositRow(no, 2)
    const cents = BigInt(d.usdt_cents)
    expect(row.payer.usdt).toEqual({
      protocol: 'TRC20',
      amount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
      rate: expect.stringMatching(/^\d+\.\d{2,6}$/),
      from_address: sent.from,
      tx_hash: sent.tx_hash,
      confirmations: 3,
    })
    expect(sent.from).toMatch(/^T[0-9a-f]{33}$/)
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(Number(row.payer.usdt!.rate) * 1_000_000).toBe(Number(d.usdt_rate_micros))
  })

  it('migration 0048 moves an old bank row’s branch and an old USDT row’s hash to their columns', async () => {
    const p = await registerAndLogin(k.app)
    const id = await userId(k.app, p)
    const sql = readFileSync(
      join(import.meta.dirname, '../../server/db/migrations/0048_deposit_payer_columns.sql'),
      'utf8',
    )
    const rollback = new Error('rollback')
    const seen = await k.app.db
      .tx(async (q) => {
        // The table as it was before 0048, with a row of each kind written the old way.
        await q(`ALTER TABLE deposits DROP COLUMN depositor_branch, DROP COLUMN usdt_from_address,
                   DROP COLUMN usdt_tx_hash, ADD COLUMN depositor_address TEXT NOT NULL DEFAULT ''`)
        const [bank] = await q<{ id: string }>(
          `INSERT INTO deposits (order_no, user_id, channel, pay_way, amount_cents, depositor_bank, depositor_no,
             depositor_name, depositor_address) VALUES ($1, $2, 'bank', 1, 30000, '东岳商业银行', '6222000099990001', '王五', '上海分行')
           RETURNING id`,
          [`DOLDB${id}`, id],
        )
        const [usdt] = await q<{ id: string }>(
          `INSERT INTO deposits (order_no, user_id, channel, pay_way, amount_cents, usdt_rate_micros, usdt_cents, protocol)
           VALUES ($1, $2, 'usdt-trc20', 2, 72000, 7200000, 10000, 'TRC20') RETURNING id`,
          [`DOLDU${id}`, id],
        )
        await q(
          `INSERT INTO pay_orders (deposit_id, order_no, channel, provider, amount_cents, tx_hash)
           VALUES ($1, $2, 'usdt-trc20', 'sandbox', 10000, '0xoldhash')`,
          [usdt.id, `DOLDU${id}`],
        )
        await q(sql)
        const rows = await q<Record<string, string>>(
          `SELECT id, depositor_name, depositor_bank, depositor_no, depositor_branch, usdt_from_address, usdt_tx_hash
             FROM deposits WHERE id = ANY($1::bigint[]) ORDER BY id`,
          [[bank.id, usdt.id]],
        )
        const cols = await q<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_name = 'deposits' AND column_name = 'depositor_address' AND table_schema = current_schema()`,
        )
        throw Object.assign(rollback, { rows, cols })
      })
      .catch((e) => {
        if (e !== rollback) throw e
        return e as Error & { rows: Record<string, string>[]; cols: unknown[] }
      })
    expect(seen.rows[0]).toMatchObject({
      depositor_name: '王五',
      depositor_bank: '东岳商业银行',
      depositor_no: '6222000099990001',
      depositor_branch: '上海分行',
      usdt_from_address: '',
    })
    expect(seen.rows[1]).toMatchObject({ depositor_branch: '', usdt_tx_hash: '0xoldhash' })
    expect(seen.cols).toEqual([])
    // Rolled back: the table is as the migrations left it.
    const [{ n }] = await k.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM deposits WHERE order_no LIKE 'DOLD%'",
    )
    expect(n).toBe(0)
  })
})

describe('refusals reach the player', () => {
  it('a refused withdrawal’s reason is in the inbox and on the order; a refused deposit’s too', async () => {
    const p = await registerAndLogin(k.app)
    await setMoney(k.app, { withdraw_multiple: '0' })
    await fund(k.app, p, 500)
    const card = await bindBank(k.app, p)
    const w = await callApi(
      k.app,
      calls.withdraw,
      { amount: 200, bank: card, password: p.payPassword },
      auth(p, crypto.randomUUID()),
    )
    expect(w.code, w.message).toBe(200)
    const [{ order_no: wNo }] = await k.app.db.query<{ order_no: string }>(
      'SELECT order_no FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [await userId(k.app, p)],
    )
    const reason = '收款人姓名与账户不符 <b>'
    const refused = await op(ops, owner, 'POST', `/admin/api/withdrawals/${wNo}/refuse`, { note: reason })
    expect(refused.code, refused.message).toBe(200)
    const [wRow] = await k.app.db.query<{ note: string; state: number }>(
      'SELECT note, state FROM withdrawals WHERE order_no = $1',
      [wNo],
    )
    expect(wRow).toMatchObject({ note: reason, state: 3 })

    const dNo = await bankDeposit(p, 100)
    expect(
      (await op(ops, owner, 'POST', `/admin/api/deposits/${dNo}/refuse`, { note: '未收到款项' })).code,
    ).toBe(200)

    const messages = await inbox(p)
    const wMsg = messages.find((m) => m.content.includes(wNo))
    expect(wMsg?.title).toBe('提现申请未通过')
    // The operator's words, escaped (the inbox is HTML).
    expect(wMsg?.content).toContain('原因：收款人姓名与账户不符 &lt;b&gt;')
    const dMsg = messages.find((m) => m.content.includes(dNo))
    expect(dMsg).toMatchObject({ title: '存款未通过审核' })
    expect(dMsg?.content).toContain('原因：未收到款项')
    // One message per refusal: a second refusal is refused (409) and writes nothing.
    expect((await op(ops, owner, 'POST', `/admin/api/withdrawals/${wNo}/refuse`, { note: 'x' })).code).toBe(
      409,
    )
    expect((await inbox(p)).filter((m) => m.content.includes(wNo))).toHaveLength(1)
  })
})

describe('the player page names its figures', () => {
  it('存提差 is deposits − withdrawals; win/loss is payouts − stakes from the ledger', async () => {
    const p = await registerAndLogin(k.app)
    const id = await userId(k.app, p)
    // Seamless: the player plays from the central wallet.
    await k.app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
    await setMoney(k.app, { withdraw_multiple: '0' })
    await fund(k.app, p, 1000)
    // One round at the in-house fast-3 venue through the kernel: 200.00 staked, 50.00 paid.
    await k.app.db.tx(async (q) => {
      const { wallet } = await openStake(q, { path: 'fast3', userId: id, venue: FAST3_VENUE, amount: 20000n })
      await playRound(q, {
        userId: id,
        venue: FAST3_VENUE,
        wallet: wallet.account,
        amount: 20000n,
        payout: 5000n,
        ref: `T-${id}-netfig`,
      })
    })
    const card = await bindBank(k.app, p)
    const w = await callApi(
      k.app,
      calls.withdraw,
      { amount: 300, bank: card, password: p.payPassword },
      auth(p, crypto.randomUUID()),
    )
    expect(w.code, w.message).toBe(200)
    const d = await op<{ money: Record<string, string> }>(
      ops,
      owner,
      'GET',
      `/admin/api/players/${p.username}/detail`,
    )
    expect(d.code, d.message).toBe(200)
    expect(d.data.money).toEqual({
      deposits: '1000.00',
      withdrawals: '300.00',
      deposits_less_withdrawals: '700.00',
      stakes: '200.00',
      payouts: '50.00',
      win_loss: '-150.00',
    })
    const q = await op<{ rows: { username: string; risk: { net_position: string; win_loss: string } }[] }>(
      ops,
      owner,
      'GET',
      `/admin/api/queues/withdrawals?state=1&q=${p.username}`,
    )
    expect(q.data.rows[0].risk).toMatchObject({ net_position: '700.00', win_loss: '-150.00' })
  })
})

describe('the 身份认证 badge', () => {
  it('counts the players whose documents wait for review', async () => {
    const read = async () =>
      (await op<{ kyc: number }>(ops, owner, 'GET', '/admin/api/queues/counts')).data.kyc
    const before = await read()
    const p = await registerAndLogin(k.app)
    await k.app.db.query(
      "INSERT INTO kyc_profiles (user_id, state, submitted_at) VALUES ($1, 'pending', now())",
      [await userId(k.app, p)],
    )
    expect(await read()).toBe(before + 1)
  })
})
