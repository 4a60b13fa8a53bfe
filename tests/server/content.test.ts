// Public content calls against the seeded demo data, plus promotion applications and the inbox (the
// avatar upload is in content-upload.test.ts).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES, calls } from '../../core/contract'
import { seed } from '../../server/seed'
import { writeSetting } from '../../server/services/content'
import { callApi, makeApp, registerAndLogin, rowCounts, TEST_SEED, testDb } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})
const q = async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  (await testDb()).query<T>(text, params)

describe('app settings and links', () => {
  it('answers the site settings with demo licences and absolute http(s) links', async () => {
    const env = await callApi(app, calls.app, {}, { headers: { host: 'play.test:8080' } })
    expect(env.code).toBe(200)
    expect(env.data).toMatchObject({
      title: '金鼎娱乐',
      site_state: 1,
      index_modal: 1,
      redpacket_switch: 1,
      site_logo: '/img/brand/logo.svg',
    })
    expect(env.data.licences.length).toBe(3)
    expect(env.data.licences.every((l) => l.demo && l.badge.startsWith('/img/licences/demo-'))).toBe(true)
    expect(env.data.service_url).toBe('http://play.test:8080/#/abouts?type=5')
    expect(env.data.h5_url).toBe('http://play.test:8080/')
    expect(env.data.webcontent).toContain('金鼎娱乐')
  })

  it('getservicerurl and getAgentLoginUrl answer http(s) URLs', async () => {
    const s = await callApi(app, calls.getservicerurl, {})
    expect(s.data.url).toMatch(/^https?:\/\//)
    const a = await callApi(app, calls.getAgentLoginUrl, { is_mobile_url: '0' })
    expect(a.data.url).toMatch(/^https?:\/\/.*#\/abouts\?type=8$/)
    expect((await callApi(app, calls.getAgentLoginUrl, { is_mobile_url: '7' })).code).toBe(1000)
  })

  it('getVisitUrl: stay (500 pc/wap) unless another site is configured for this kind of client', async () => {
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }
    expect(await callApi(app, calls.getVisitUrl, {})).toMatchObject({ code: 500, message: 'pc' })
    expect(await callApi(app, calls.getVisitUrl, {}, { headers: phone })).toMatchObject({
      code: 500,
      message: 'wap',
    })
    const db = await testDb()
    await writeSetting(db.query, 'wap_url', 'https://m.jinding.test')
    await writeSetting(db.query, 'pc_url', 'javascript:alert(1)')
    try {
      expect(await callApi(app, calls.getVisitUrl, {}, { headers: phone })).toMatchObject({
        code: 200,
        data: { url: 'https://m.jinding.test' },
      })
      // Already on the mobile site: stay.
      const there = await callApi(
        app,
        calls.getVisitUrl,
        {},
        { headers: { ...phone, origin: 'https://m.jinding.test' } },
      )
      expect(there).toMatchObject({ code: 500, message: 'wap' })
      // Never a non-http(s) redirect.
      expect(await callApi(app, calls.getVisitUrl, {})).toMatchObject({ code: 500, message: 'pc' })
    } finally {
      await writeSetting(db.query, 'wap_url', '')
      await writeSetting(db.query, 'pc_url', '')
    }
  })
})

describe('venues and games', () => {
  it('lists every venue with the navigation counts per category', async () => {
    const env = await callApi(app, calls.gameList, {})
    const count = Object.fromEntries(
      CATEGORIES.map((c) => [c, env.data.filter((g) => g.category === c).length]),
    )
    expect(count).toEqual({ realbet: 4, sport: 3, gaming: 4, joker: 4, concise: 5, lottery: 3 })
    const jd = env.data.find((g) => g.platform_name === 'jdlive')!
    expect(jd).toMatchObject({
      name: '金鼎真人',
      category_id: 1,
      app_state: 1,
      api_logo_img: '/img/venues/jdlive/logo.svg',
      check_yes_img: '/img/venues/jdlive/tab-on.svg',
      check_no_img: '/img/venues/jdlive/tab-off.svg',
      mobile_img: '/img/venues/jdlive/mobile.svg',
    })
    expect(jd.description).toContain('百家乐')
  })

  it('filters by category and refuses an unknown one', async () => {
    const env = await callApi(app, calls.gameList, { category: 'lottery' })
    expect(env.data.map((g) => g.platform_name)).toEqual(['jdlottery', 'vrbet', 'qxlottery'])
    expect(env.data.every((g) => g.category_id === 4)).toBe(true)
    expect(await callApi(app, calls.gameList, { category: 'casino' })).toMatchObject({
      code: 1000,
      message: '类型不正确',
    })
  })

  it('gamelistBycode: the two machines of each slot venue; other or unknown venues refused', async () => {
    for (const code of ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot']) {
      const env = await callApi(app, calls.gamelistBycode, { gamecode: code })
      expect(env.data.map((g) => g.gamecode)).toEqual([`${code}-01`, `${code}-02`])
      expect(env.data[0]).toEqual({
        gamepic: `/img/games/${code}/${code}-01.svg`,
        gamename: env.data[0].gamename,
        catecode: code,
        gamecode: `${code}-01`,
      })
    }
    expect(await callApi(app, calls.gamelistBycode, { gamecode: 'jdlive' })).toMatchObject({
      code: 1000,
      message: '场馆不存在',
    })
    expect(await callApi(app, calls.gamelistBycode, { gamecode: 'nope' })).toMatchObject({ code: 1000 })
    expect(await callApi(app, calls.gamelistBycode, { gamecode: '' })).toMatchObject({ code: 1000 })
  })

  it('hides a disabled venue', async () => {
    await q("UPDATE venues SET state = 0 WHERE code = 'lbsport'")
    try {
      const env = await callApi(app, calls.gameList, { category: 'sport' })
      expect(env.data.map((g) => g.platform_name)).not.toContain('lbsport')
    } finally {
      await q("UPDATE venues SET state = 1 WHERE code = 'lbsport'")
    }
  })
})

describe('notices, banners, help', () => {
  it('homenotice: at least 5 strings', async () => {
    const env = await callApi(app, calls.homenotice, {})
    expect(env.data.length).toBeGreaterThanOrEqual(5)
    expect(env.data.every((s) => typeof s === 'string' && s.length > 5)).toBe(true)
  })

  it('bannerList type 1: 3 in-house banners; another type may be empty', async () => {
    const env = await callApi(app, calls.bannerList, { type: 1 })
    expect(env.data.map((b) => b.src)).toEqual([
      '/img/banners/banner-1.svg',
      '/img/banners/banner-2.svg',
      '/img/banners/banner-3.svg',
    ])
    expect((await callApi(app, calls.bannerList, {})).data.length).toBe(3)
    expect((await callApi(app, calls.bannerList, { type: 2 })).data).toEqual([])
    expect((await callApi(app, calls.bannerList, { type: 'x' })).code).toBe(1000)
  })

  it('article: every help type has real content; an unknown type is null', async () => {
    for (const type of [1, 2, 3, 4, 5, 7, 8]) {
      const env = await callApi(app, calls.article, { type })
      expect(env.data?.content.length, `type ${type}`).toBeGreaterThan(200)
    }
    expect((await callApi(app, calls.article, { type: 2 })).data?.name).toBe('责任博彩')
    expect((await callApi(app, calls.article, { type: '6' })).data).toBeNull()
    expect(await callApi(app, calls.article, {})).toMatchObject({ code: 1000, message: '类型不正确' })
  })
})

describe('promotions and VIP', () => {
  it('activity types, a paged list, filter by type, detail', async () => {
    const types = await callApi(app, calls.activitytype, {})
    expect(types.data.length).toBe(4)
    const list = await callApi(app, calls.activitylist, {})
    expect(list.data).toMatchObject({ current_page: 1, per_page: 10, last_page: 1, from: 1 })
    expect(list.data.total).toBeGreaterThanOrEqual(6)
    expect(list.data.data[0].banner).toBe('/img/activities/act-1.svg')
    const vipType = types.data.find((t) => t.name === 'VIP特权')!
    const filtered = await callApi(app, calls.activitylist, { type: vipType.id })
    expect(filtered.data.data.length).toBe(2)
    expect(filtered.data.data.every((a) => a.type === vipType.id)).toBe(true)
    const page2 = await callApi(app, calls.activitylist, { page: 2 })
    expect(page2.data).toMatchObject({ current_page: 2, data: [], from: null, to: null })
    const detail = await callApi(app, calls.activitydeatil, { id: list.data.data[0].id })
    expect(detail.data).toMatchObject({ title: '新会员首存加赠 100%', can_apply: 1 })
    expect(detail.data?.content).toContain('<li>')
    expect(detail.data?.memo.length).toBeGreaterThan(10)
    expect((await callApi(app, calls.activitydeatil, { id: 999_999 })).data).toBeNull()
    expect(await callApi(app, calls.activitydeatil, { id: 0 })).toMatchObject({
      code: 1000,
      message: '活动不存在',
    })
  })

  it('uservip: VIP1-10 with rising thresholds and rebate percentages', async () => {
    const env = await callApi(app, calls.uservip, {})
    expect(env.data.map((v) => v.vipname)).toEqual(Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`))
    for (let i = 1; i < 10; i++) {
      expect(Number(env.data[i].recharge)).toBeGreaterThan(Number(env.data[i - 1].recharge))
      expect(Number(env.data[i].flow)).toBeGreaterThan(Number(env.data[i - 1].flow))
      expect(Number(env.data[i].electron)).toBeGreaterThanOrEqual(Number(env.data[i - 1].electron))
    }
    expect(env.data[0]).toMatchObject({
      recharge: '0.00',
      realperson: '0.40',
      electron: '0.50',
      e_sport: '0.40',
    })
  })
})

describe('doactivityapply and activityApplyLog', () => {
  const activityId = async (title: string) =>
    Number((await q<{ id: string }>('SELECT id FROM activities WHERE title = $1', [title]))[0].id)

  it('applies once; a second try answers by the application state (223/224/225)', async () => {
    const r = await registerAndLogin(app)
    const id = await activityId('新会员首存加赠 100%')
    const env = await callApi(app, calls.doactivityapply, { activityid: id }, { token: r.token })
    expect(env).toMatchObject({ code: 200, message: '申请成功，请等待审核', data: null })
    expect(await callApi(app, calls.doactivityapply, { activityid: id }, { token: r.token })).toMatchObject({
      code: 223,
      message: '您已经申请过，等待管理员审核',
    })
    const where = 'WHERE user_id = (SELECT id FROM users WHERE username = $1)'
    await q(`UPDATE activity_applications SET state = 2 ${where}`, [r.username])
    expect((await callApi(app, calls.doactivityapply, { activityid: id }, { token: r.token })).code).toBe(224)
    await q(`UPDATE activity_applications SET state = 3 ${where}`, [r.username])
    expect((await callApi(app, calls.doactivityapply, { activityid: id }, { token: r.token })).code).toBe(225)
    const log = await callApi(app, calls.activityApplyLog, {}, { token: r.token })
    expect(log.data.total).toBe(1)
    expect(log.data.data[0]).toMatchObject({
      activity_id: id,
      activity_name: '新会员首存加赠 100%',
      state: 3,
    })
  })

  it('refuses an unknown (222) or application-free (203) promotion', async () => {
    const r = await registerAndLogin(app)
    expect(
      await callApi(app, calls.doactivityapply, { activityid: 987_654 }, { token: r.token }),
    ).toMatchObject({ code: 222, message: '活动不存在' })
    const free = await activityId('每日返水无上限')
    expect((await callApi(app, calls.doactivityapply, { activityid: free }, { token: r.token })).code).toBe(
      203,
    )
    expect((await callApi(app, calls.activityApplyLog, { page: 1 }, { token: r.token })).data.total).toBe(0)
  })

  it('Idempotency-Key: a replay answers like the first time; the key for another promotion is refused', async () => {
    const r = await registerAndLogin(app)
    const a = await activityId('USDT 存款额外加赠 2%')
    const b = await activityId('VIP 生日礼金')
    const headers = { 'idempotency-key': 'apply-key-0001' }
    expect(
      (await callApi(app, calls.doactivityapply, { activityid: a }, { token: r.token, headers })).code,
    ).toBe(200)
    expect(
      (await callApi(app, calls.doactivityapply, { activityid: a }, { token: r.token, headers })).code,
    ).toBe(200)
    expect(
      await callApi(app, calls.doactivityapply, { activityid: b }, { token: r.token, headers }),
    ).toMatchObject({ code: 1000 })
    expect(
      (
        await callApi(
          app,
          calls.doactivityapply,
          { activityid: a },
          { token: r.token, headers: { 'idempotency-key': 'x' } },
        )
      ).code,
    ).toBe(1000)
    expect((await callApi(app, calls.activityApplyLog, {}, { token: r.token })).data.total).toBe(1)
  })

  it('parallel applications create exactly one row', async () => {
    const r = await registerAndLogin(app)
    const id = await activityId('VIP 生日礼金')
    const codes = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(app, calls.doactivityapply, { activityid: id }, { token: r.token }).then((e) => e.code),
      ),
    )
    expect(codes.filter((c) => c === 200).length).toBe(1)
    expect(codes.filter((c) => c === 223).length).toBe(7)
  })

  it('needs a session', async () => {
    expect((await callApi(app, calls.doactivityapply, { activityid: 1 })).code).toBe(401)
    expect((await callApi(app, calls.activityApplyLog, {})).code).toBe(401)
  })
})

describe('noticeList (inbox)', () => {
  it('lists broadcast messages, newest first, paged', async () => {
    const r = await registerAndLogin(app)
    const env = await callApi(app, calls.noticeList, { page: 1 }, { token: r.token })
    expect(env.data.total).toBe(3)
    expect(env.data.data[0].title).toBe('返水发放时间说明')
    expect((await callApi(app, calls.noticeList, {})).code).toBe(401)
  })

  it('the demo player also sees its own message, another member does not', async () => {
    const demo = await callApi(app, calls.login, { name: 'demo888', password: 'demo8888' })
    const env = await callApi(app, calls.noticeList, {}, { token: demo.data.api_token })
    expect(env.data.data.map((m) => m.title)).toContain('演示账号说明')
    const other = await registerAndLogin(app)
    const mine = await callApi(app, calls.noticeList, {}, { token: other.token })
    expect(mine.data.data.map((m) => m.title)).not.toContain('演示账号说明')
    const en = await callApi(
      app,
      calls.noticeList,
      {},
      { token: demo.data.api_token, headers: { lang: 'en' } },
    )
    expect(en.data.data.map((m) => m.title)).toContain('About this demo account')
  })
})

describe('seed', () => {
  it('is idempotent', async () => {
    const tables = [
      'venues',
      'slot_games',
      'banners',
      'notices',
      'articles',
      'activities',
      'vip_levels',
      'users',
      'inbox_messages',
      'settings',
      'banks',
    ]
    const before = await rowCounts(tables)
    await seed(await testDb(), { ...TEST_SEED, force: true })
    expect(await rowCounts(tables)).toEqual(before)
  })
})
