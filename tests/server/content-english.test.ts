// English content (docs/content.md, "Demo content in English"): every public and member call that
// answers content is asked with `Lang: en`, and any Chinese character in a text a player reads fails
// the test, naming the call and the field. The player signs up with a Latin name, so their own data
// cannot trip it.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOTICES, SETTINGS } from '../../core/content/site'
import { SLOT_TITLES } from '../../core/content/venues'
import { calls, RANGE_TYPES } from '../../core/contract'
import { seedContent } from '../../server/seed/content'
import { callApi, makeApp, type Registered, registerAndLogin, testDb } from './helpers'
import { auth, fund } from './money-kit'

/** Han ideographs, CJK punctuation and full-width forms. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/

/**
 * Fields that stay Chinese on purpose, with why. A bank's `bank_name` (a bound card's `bank`) is the
 * key the bind-card call sends back; what a player reads is its `bank_label`, checked like any text. A
 * receiving account's holder and branch are copied verbatim into the player's bank app.
 */
const VERBATIM = [
  /^banklist\[\d+\]\.bank_name$/,
  /^getcard\(1\)\[\d+\]\.bank$/,
  /^getpaybank\[\d+\]\.(bank_owner|bank_address|bank_data\.bank_name)$/,
]

/** Every string under `value` that holds Chinese, as `path = text`. */
function chinese(value: unknown, path: string, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CJK.test(value) && !VERBATIM.some((v) => v.test(path))) out.push(`${path} = ${value.slice(0, 80)}`)
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) chinese(v, `${path}[${i}]`, out)
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) chinese(v, `${path}.${k}`, out)
  return out
}

let app: FastifyInstance
let player: Registered
let token: string
beforeAll(async () => {
  app = await makeApp()
  player = await registerAndLogin(app, { realname: 'Ann Lee' })
  token = player.token
  // Records to read: a deposit, and a transfer into a venue and back; a bound card.
  await fund(app, player, 200)
  const bound = await callApi(
    app,
    calls.bindcard,
    {
      bank: '东岳商业银行',
      bank_address: 'Demo branch',
      bank_no: '6222000011112222',
      bank_owner: 'Ann Lee',
      pay_pass: player.payPassword,
    },
    auth(player),
  )
  expect(bound.code, bound.message).toBe(200)
  for (const [from, to] of [
    ['userbalance', 'jdslot'],
    ['jdslot', 'userbalance'],
  ]) {
    const moved = await callApi(
      app,
      calls.transfer,
      { sourcetype: from, targettype: to, amount: 50 },
      auth(player, `en-${from}`),
    )
    expect(moved.code, moved.message).toBe(200)
  }
}, 120_000)

type Ask = [name: string, call: Parameters<typeof callApi>[1], body: Record<string, unknown>]

/**
 * Calls every ask with `Lang: en` as the signed-in player (the cashier's lists need a session; the
 * public content is the same for a visitor); answers the Chinese found, the envelope's message included.
 */
async function askAll(asks: Ask[]) {
  const found: string[] = []
  for (const [name, call, body] of asks) {
    const env = await callApi(app, call, body, { headers: { Lang: 'en' }, token })
    expect(env.code, `${name}: ${env.message}`).toBe(200)
    chinese(env.message, `${name}.message`, found)
    chinese(env.data, name, found)
  }
  return found
}

describe('content in English (Lang: en)', () => {
  it('public calls answer no Chinese', async () => {
    const first = await callApi(app, calls.activitylist, { page: 1 }, { headers: { Lang: 'en' } })
    const types = await callApi(app, calls.activitytype, {}, { headers: { Lang: 'en' } })
    const asks: Ask[] = [
      ['app', calls.app, {}],
      ['gameList', calls.gameList, {}],
      ['homenotice', calls.homenotice, {}],
      ['bannerList(1)', calls.bannerList, { type: 1 }],
      ['bannerList(2)', calls.bannerList, { type: 2 }],
      ...[1, 2, 3, 4, 5, 7, 8].map((type): Ask => [`article(${type})`, calls.article, { type }]),
      ...Object.keys(SLOT_TITLES).map(
        (gamecode): Ask => [`gamelistBycode(${gamecode})`, calls.gamelistBycode, { gamecode }],
      ),
      ['activitytype', calls.activitytype, {}],
      ...types.data.map(
        (t): Ask => [`activitylist(type ${t.id})`, calls.activitylist, { type: t.id, page: 1 }],
      ),
      ...first.data.data.map((a): Ask => [`activitydeatil(${a.id})`, calls.activitydeatil, { id: a.id }]),
      ['uservip', calls.uservip, {}],
      ['banklist', calls.banklist, {}],
      ['getpaybank', calls.getpaybank, {}],
      ['getPayWay', calls.getPayWay, {}],
    ]
    expect(first.data.data.length).toBeGreaterThan(0)
    expect(await askAll(asks)).toEqual([])
  })

  it('member calls answer no Chinese', async () => {
    const asks: Ask[] = [
      ['user', calls.user, {}],
      ['noticeList', calls.noticeList, { page: 1 }],
      ['balancelist', calls.balancelist, {}],
      ['activityApplyLog', calls.activityApplyLog, { page: 1 }],
      ...RANGE_TYPES.map((type): Ask => [`getPayRange(${type})`, calls.getPayRange, { type }]),
      ...[1, 2].map((type): Ask => [`getcard(${type})`, calls.getcard, { type }]),
      ['getBetAmount', calls.getBetAmount, {}],
      ['bonusClaims', calls.bonusClaims, {}],
      ['userredpacket', calls.userredpacket, {}],
      ['redpacket', calls.redpacket, { page: 1 }],
      ['getfanshui', calls.getfanshui, { page: 1 }],
      ...[1, 2, 3, 4].map(
        (type): Ask => [`gettransrecord(${type})`, calls.gettransrecord, { page: 1, type }],
      ),
      ['betrecord', calls.betrecord, { page: 1 }],
    ]
    expect(await askAll(asks)).toEqual([])
  })

  it("the seed gives an older database the demo's English and leaves an operator's text alone", async () => {
    const db = await testDb()
    const stock = SETTINGS.licences as { name: string; name_en: string }[]
    await db.query("UPDATE settings SET value = $1::jsonb WHERE key = 'licences'", [
      JSON.stringify(stock.map(({ name_en: _, ...l }) => l)),
    ])
    const [older] = await db.query<{ id: string }>(
      "INSERT INTO notices (title, content, sort) VALUES ($1, '', -1) RETURNING id",
      [NOTICES[0].title],
    )
    const [edited] = await db.query<{ id: string }>(
      "INSERT INTO notices (title, content, sort) VALUES ('运营自己的公告', '', -1) RETURNING id",
    )
    try {
      await db.tx((q) => seedContent(q))
      await db.tx((q) => seedContent(q))
      const en = async (id: string) =>
        (await db.query<{ title_en: string }>('SELECT title_en FROM notices WHERE id = $1', [id]))[0].title_en
      expect(await en(older.id)).toMatch(/^Welcome to /)
      expect(await en(edited.id)).toBe('')
      const app_ = await callApi(app, calls.app, {}, { headers: { Lang: 'en' } })
      expect(app_.data.licences.map((l) => l.name)).toEqual(stock.map((l) => l.name_en))
    } finally {
      await db.query('DELETE FROM notices WHERE id = ANY($1)', [[older.id, edited.id]])
    }
  })
})
