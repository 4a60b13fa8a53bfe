// Demo money data, idempotent: banks (fictional, with in-house artwork), the operator's receiving
// accounts, deposit channels with ranges, the money settings row (rates, fees, withdrawal rules),
// red-packet rules and their daily grab window, the back-office settings, the first operator, and
// (demo players only) for demo888 one approved deposit (so it has a balance) plus one pending bank
// deposit that the README approves with `npm run admin -- deposits approve <order>`.
import { createHash } from 'node:crypto'
import { easternAt } from '../../core/time'
import { createOperator, enrolWithSecret } from '../admin/operators'
import { ADMIN_DEFAULTS } from '../admin/service'
import type { Query } from '../db/client'
import { ensurePlayerAccounts } from '../ledger'
import { toChecksumAddress, tronAddress } from '../ledger/usdt'
import { approveDeposit, createDeposit } from '../services/deposits'
import { REDPACKET_WINDOW } from '../services/redpackets'
import { MONEY_DEFAULTS } from '../services/wallets'

/** code, Chinese name (the key a bound card keeps), English display name (docs/content.md). */
export const BANKS = [
  ['bank01', '东岳商业银行', 'Dongyue Commercial Bank'],
  ['bank02', '南屏农商银行', 'Nanping Rural Commercial Bank'],
  ['bank03', '西陵发展银行', 'Xiling Development Bank'],
  ['bank04', '北辰建设银行', 'Beichen Construction Bank'],
  ['bank05', '中和储蓄银行', 'Zhonghe Savings Bank'],
  ['bank06', '云泽银行', 'Yunze Bank'],
  ['bank07', '海晏商业银行', 'Haiyan Commercial Bank'],
  ['bank08', '星河招商银行', 'Xinghe Merchants Bank'],
] as const

const digest = (s: string) => createHash('sha256').update(s).digest()
/** Valid-format, fictional receiving addresses (checksums correct, keys held by nobody). */
export const DEMO_TRC20 = tronAddress(digest('jinding-demo-usdt-trc20').subarray(0, 20))
export const DEMO_ERC20 = toChecksumAddress(
  `0x${digest('jinding-demo-usdt-erc20').toString('hex').slice(0, 40)}`,
)

const CHANNELS = [
  // code, name, pay_way, min, max (cents), address, content
  ['bank', '银行转账支付', 1, 10_000, 5_000_000, '', '银行卡转账'],
  ['alipay', '支付宝扫码支付', 3, 10_000, 500_000, 'JD-ALI-DEMO-0001', '支付宝（演示）'],
  ['wechat', '微信扫码支付', 4, 10_000, 500_000, 'JD-WX-DEMO-0001', '微信（演示）'],
  ['usdt-trc20', 'USDT扫码支付', 5, 10_000, 10_000_000, DEMO_TRC20, 'USDT-TRC20'],
  ['usdt-erc20', 'USDT扫码支付', 6, 50_000, 10_000_000, DEMO_ERC20, 'USDT-ERC20'],
] as const

export async function seedMoney(
  q: Query,
  opts: {
    payPepper: string
    operator: { username: string; password: string; totpSecret?: string }
    demoPlayers: boolean
  },
): Promise<boolean> {
  for (const [i, [code, name, nameEn]] of BANKS.entries()) {
    // An older database gets the English name where it is still empty and the Chinese is the demo's own.
    await q(
      `INSERT INTO banks (code, bank_name, bank_name_en, ico, sort, state) VALUES ($1, $2, $3, $4, $5, 1)
       ON CONFLICT (code) DO UPDATE SET bank_name_en = EXCLUDED.bank_name_en
        WHERE banks.bank_name_en = '' AND banks.bank_name = EXCLUDED.bank_name`,
      [code, name, nameEn, `/img/banks/${code}.svg`, i + 1],
    )
  }
  const receiving = [
    ['bank01', '6222 0000 1234 5678 901', '金鼎娱乐（演示）', '东岳商业银行 演示分行'],
    ['bank04', '6217 0000 8765 4321 009', '金鼎娱乐（演示）', '北辰建设银行 演示支行'],
  ]
  for (const [bank, no, owner, address] of receiving) {
    await q(
      `INSERT INTO receiving_accounts (bank_id, bank_no, bank_owner, bank_address)
       SELECT id, $2, $3, $4 FROM banks WHERE code = $1 ON CONFLICT (bank_no) DO NOTHING`,
      [bank, no, owner, address],
    )
  }
  for (const [code, name, payWay, min, max, address, content] of CHANNELS) {
    await q(
      `INSERT INTO pay_channels (code, name, pay_way, min_cents, max_cents, address, content) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO NOTHING`,
      [code, name, payWay, min, max, address, content],
    )
  }
  // The demo asks no deposit turnover before a withdrawal (the multiple is an operator setting, 0-10x);
  // red packets still carry their own turnover requirement.
  await q(`INSERT INTO settings (key, value) VALUES ('money', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify({ ...MONEY_DEFAULTS, withdraw_multiple: '0.00' }),
  ])

  const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM redpacket_rules')
  if (Number(n) === 0) {
    // Activity dates are US Eastern calendar days (the page's statement); stored as instants.
    const start = easternAt('2025-01-01')
    const end = easternAt('2030-12-31', '23:59:59')
    const tiers = [
      [10_000, 99_999, 1, 200],
      [100_000, 499_999, 2, 200],
      [500_000, 999_999_999, 3, 150],
    ]
    for (const [lo, hi, grabs, bp] of tiers) {
      await q(
        `INSERT INTO redpacket_rules (start_at, end_at, day_flow_cents, flow_money_cents, grabs, percent_bp, turnover_multiple)
         VALUES ($1, $2, $3, $4, $5, $6, 3)`,
        [start, end, lo, hi, grabs, bp],
      )
    }
  }

  // The daily grab window is operator data too (the back office can move it): the spec's 10:00-12:00.
  await q(`INSERT INTO settings (key, value) VALUES ('redpacket', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify(REDPACKET_WINDOW),
  ])

  // Back-office settings (the cap of a manual adjustment).
  await q(`INSERT INTO settings (key, value) VALUES ('admin', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify(ADMIN_DEFAULTS),
  ])

  // The first operator of the back office (separate credentials from every player account).
  const [op] = await q('SELECT 1 FROM operators LIMIT 1')
  const totp = opts.operator.totpSecret
  if (!op)
    await createOperator(
      q,
      opts.operator.username,
      opts.operator.password,
      'owner',
      totp ? { secret: totp, siteSecret: opts.payPepper } : undefined,
    )
  // A first operator still waiting to enrol takes the known secret (an existing demo directory).
  else if (totp) await enrolWithSecret(q, opts.operator.username, totp, opts.payPepper)

  const [demo] = opts.demoPlayers
    ? await q<{ id: string | number }>("SELECT id FROM users WHERE lower(username) = 'demo888'")
    : []
  if (demo) {
    const uid = Number(demo.id)
    await ensurePlayerAccounts(q, uid)
    const [{ d }] = await q<{ d: number }>('SELECT count(*)::int AS d FROM deposits WHERE user_id = $1', [
      uid,
    ])
    if (Number(d) === 0) {
      const bank = {
        paytype: 'bank',
        bank: '东岳商业银行',
        bank_no: '6222000011112222',
        bank_owner: '演示玩家',
        bank_address: '东岳商业银行 演示分行',
      } as const
      const first = await createDeposit(q, uid, { ...bank, amount: 100_000n }, { demoHistory: true })
      await approveDeposit(q, first.out_trade_no, 'seed')
      await createDeposit(q, uid, { ...bank, amount: 50_000n }, { demoHistory: true })
    }
  }
  return !op
}
