// Bank names in English (docs/content.md, "Bank names"): `bank_name` stays the Chinese key the
// bind-card call sends back, `bank_label` is the name in the request's language; the seed gives an
// older database the demo banks' English names and leaves an operator's own names alone.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { BANKS, seedMoney } from '../../server/seed/money'
import { callApi, registerAndLogin, TEST_SEED } from './helpers'
import { auth, moneyApp } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
}, 120_000)

const en = { headers: { Lang: 'en' } }

describe('bank names', { timeout: 120_000 }, () => {
  it('answers the key in Chinese and the label in the asked language', async () => {
    const p = await registerAndLogin(app)
    const zh = await callApi(app, calls.banklist, {}, auth(p))
    const english = await callApi(app, calls.banklist, {}, { ...auth(p), ...en })
    const first = BANKS[0]
    expect(zh.data.find((b) => b.bank_name === first[1])?.bank_label).toBe(first[1])
    expect(english.data.find((b) => b.bank_name === first[1])?.bank_label).toBe(first[2])
    expect(english.data.map((b) => b.bank_name)).toEqual(zh.data.map((b) => b.bank_name))

    // Bound with the key while reading English; the card answers the key and the English label.
    const bind = await callApi(
      app,
      calls.bindcard,
      {
        bank: english.data[0].bank_name,
        bank_address: 'Demo branch',
        bank_no: '6222000033334444',
        bank_owner: 'Ann Lee',
        pay_pass: p.payPassword,
      },
      { ...auth(p), ...en },
    )
    expect(bind.code, bind.message).toBe(200)
    const cards = await callApi(app, calls.getcard, { type: 1 }, { ...auth(p), ...en })
    expect(cards.data[0]).toMatchObject({ bank: first[1], bank_label: first[2] })
    const cardsZh = await callApi(app, calls.getcard, { type: 1 }, auth(p))
    expect(cardsZh.data[0]).toMatchObject({ bank: first[1], bank_label: first[1] })

    const pay = await callApi(app, calls.getpaybank, {}, { ...auth(p), ...en })
    expect(pay.data[0].bank_data).toMatchObject({ bank_name: first[1], bank_label: first[2] })
  })

  it('the seed fills an empty English name of a demo bank, not an operator-renamed one', async () => {
    await app.db.query("UPDATE banks SET bank_name_en = '' WHERE code = 'bank02'")
    await app.db.query("UPDATE banks SET bank_name = '运营改名银行', bank_name_en = '' WHERE code = 'bank03'")
    try {
      await app.db.tx((q) => seedMoney(q, TEST_SEED))
      const rows = await app.db.query<{ code: string; bank_name_en: string }>(
        "SELECT code, bank_name_en FROM banks WHERE code IN ('bank02', 'bank03') ORDER BY code",
      )
      expect(rows).toEqual([
        { code: 'bank02', bank_name_en: BANKS[1][2] },
        { code: 'bank03', bank_name_en: '' },
      ])
    } finally {
      await app.db.query('UPDATE banks SET bank_name = $1, bank_name_en = $2 WHERE code = $3', [
        BANKS[2][1],
        BANKS[2][2],
        'bank03',
      ])
    }
  })
})
