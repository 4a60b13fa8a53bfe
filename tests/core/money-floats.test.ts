// No amount passes through a float (docs/money.md): the programs hold integer cents, as core/money's
// bigint `Cents` or, in the game engines, whole-number cents. This reads every source file of src/,
// server/ and core/ for the ways a fractional amount (yuan as a float) used to get in: parseFloat, a
// money value printed with toFixed, yuan and cents scaled by 100 on a number, a wire amount read with
// Number() and then added or multiplied, the round-to-cents idiom. Integer cents are left alone, and a
// float that is not an amount (an RTP, a rebate rate, a percentage of progress) is told apart by the
// patterns themselves, never by a list of files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

const MONEY_WORDS = [
  ...['amount', 'balance', 'money', 'stake', 'payout', 'cents', 'yuan', 'total', 'sum', 'win', 'price'],
  ...['deposit', 'withdraw', 'fee', 'bonus', 'rebate', 'paid', 'net', 'ggr', 'ngr', 'base', 'wager', 'bet'],
  ...['recharge', 'paysum', 'flow', 'turnover', 'credit', 'debit'],
]
/** A name that holds money: `amount`, `myWin`, `net_cash`, `withdrawMin`, `props.total`, ... */
const MONEY = String.raw`[\w$.]*(?:${MONEY_WORDS.join('|')})[\w$]*`

const RULES: [name: string, pattern: RegExp][] = [
  ['parseFloat', /\bparseFloat\b/],
  ['toFixed on an amount', new RegExp(String.raw`\b${MONEY}\b[^;]*?\.toFixed\(`, 'i')],
  // Cents (100 to the yuan) or core/money's rate micros divided out and printed; other units, such
  // as a sportsbook's odds in thousandths, are not money.
  ['cents or micros divided out to print decimals', /\/\s*(?:100|1_?000_?000)\s*\)\s*\.toFixed\(/],
  [
    'yuan and cents scaled on a number',
    // The amount itself (`total * 100`, or alone in a call: `Number(x.amount) * 100`), not a whole
    // expression that ends in one (a percentage of cents: `Number(done * 10_000n / amount) / 100`).
    new RegExp(
      String.raw`(?:\b${MONEY}|\(\s*${MONEY}\s*\))\s*[*/]\s*100\b(?![n_.\d])|\b100\s*\*\s*${MONEY}`,
      'i',
    ),
  ],
  [
    'an amount read with Number() in arithmetic',
    new RegExp(
      String.raw`Number\((?![^()]*(?:cents|micros))[^()]*\b${MONEY}\b[^()]*\)\s*[-+*/](?![-+=*/])` +
        String.raw`|[-+*/]=?\s*Number\((?![^()]*(?:cents|micros))[^()]*\b${MONEY}\b[^()]*\)`,
      'i',
    ),
  ],
  ['the round-to-cents idiom', /Math\.\w+\([^;]*\*\s*100\s*\)\s*\/\s*100\b(?!n)/],
]

/** The rules a line of code breaks; comments (prose may well say "/ 100") are not code. */
const broken = (line: string) => {
  const code = line.replace(/(^|\s)\/\/.*$/, '')
  if (/^\s*(\*|\/\*)/.test(code)) return []
  return RULES.filter(([, pattern]) => pattern.test(code)).map(([name]) => name)
}

const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(rel)
    return /\.tsx?$/.test(e.name) ? [rel] : []
  })

describe('no float arithmetic on an amount', () => {
  it('catches each way a float amount got into the tree before', () => {
    const before: [string, string][] = [
      ['const f = parseFloat(form.amount)', 'parseFloat'],
      ['{ amount: displayMoney(total.toFixed(2)) }', 'toFixed on an amount'],
      ["myWin > 0 ? t('games.win', { amount: displayMoney(myWin.toFixed(2)) }) : ''", 'toFixed on an amount'],
      ['amount: displayMoney((base * rules.max_multiple).toFixed(2)),', 'toFixed on an amount'],
      [
        'const odds = (hundredths: number) => (hundredths / 100).toFixed(2)',
        'cents or micros divided out to print decimals',
      ],
      [
        "const s = (Number(m) / 1_000_000).toFixed(6).replace(/0+$/, '')",
        'cents or micros divided out to print decimals',
      ],
      ['const centsText = (cents: number) => (cents / 100).toFixed(2)', 'yuan and cents scaled on a number'],
      ['aria-pressed={stake * 100 === c}', 'yuan and cents scaled on a number'],
      ['if (cents < LIMITS.withdrawMin * 100) refuse(214)', 'yuan and cents scaled on a number'],
      ['if (cents < Number(offer.min_deposit) * 100)', 'yuan and cents scaled on a number'],
      ['const cents = (yuan: number) => yuan * 100', 'yuan and cents scaled on a number'],
      [
        'const myWin = mine.reduce((a, r) => a + Number(r.payout), 0)',
        'an amount read with Number() in arithmetic',
      ],
      [
        'const pct = Math.round((Number(r.wagering_done) / required) * 100)',
        'an amount read with Number() in arithmetic',
      ],
      ['month: Math.round(v.month * 100) / 100,', 'the round-to-cents idiom'],
    ]
    for (const [line, rule] of before) expect(broken(line), line).toContain(rule)
  })

  it('leaves integer cents, bigint cents and floats that are not amounts alone', () => {
    const fine = [
      'Math.floor((stakeCents * fast3Odds(bet, dice)) / 100)',
      '? stakeCents + Math.floor((stakeCents * 95) / 100)',
      'const cents = Number(l.amount)',
      'payout = BigInt(slotPayout(Number(a.stake), outcome.slot))',
      'const total = Number(row.amount_cents) + Number(row.fee_cents)',
      'centsToWire(decimalCents(amount) * BigInt(count))',
      'return BigInt(int) * 100n + BigInt(frac)',
      "t('games.slot.rtp', { rtp: (cfg.rtp * 100).toFixed(2) })",
      'realperson: (0.4 + i * 0.08).toFixed(2),',
      'const fixed = (milli: number) => (milli / 1000).toFixed(2)',
      'return Math.min(100, Math.round((Number(have) / Number(need)) * 100))',
      'return amount > 0n ? Number((decimalCents(r.progress) * 10_000n) / amount) / 100 : 100',
      '// a comment may say (amount / 100).toFixed(2)',
    ]
    for (const line of fine) expect(broken(line), line).toEqual([])
  })

  it('finds none in src/, server/ or core/', () => {
    const found = ['src', 'server', 'core'].flatMap((dir) =>
      sources(dir).flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => broken(line).map((rule) => `${file}:${i + 1} ${rule}: ${line.trim()}`)),
      ),
    )
    expect(found).toEqual([])
  })
})
