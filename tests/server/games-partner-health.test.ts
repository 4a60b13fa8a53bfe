// A venue whose partner is down: the venue list marks every partner venue under maintenance (and no
// in-house one), a launch answers a clear Chinese refusal (never a catalog key), and both clear once
// the partner answers again. The partner is the in-process sandbox, made to fail through its transport.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { resetPartnerHealth } from '../../server/games/partner-health'
import { venueKind } from '../../server/games/venues'
import { callApi, makeApp, type Registered, registerAndLogin } from './helpers'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE, PARTNER_VENUES } from './sandbox-kit'

let app: FastifyInstance
let p: Registered

beforeAll(async () => {
  app = await makeApp()
  await addPartnerVenue(app)
  p = await registerAndLogin(app)
}, 180_000)

const list = async () => {
  const env = await callApi(app, calls.gameList, { category: '' })
  expect(env.code).toBe(200)
  return env.data
}

describe('partner health', () => {
  it('partner down: partner venues under maintenance, launches refused in clear Chinese, in both wallet modes', async () => {
    const kit = installSandboxPartner(app)
    kit.fault = async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    }
    const venues = await list()
    expect(venues).toHaveLength(23 + PARTNER_VENUES.length)
    for (const v of venues)
      expect(v.maintenance, v.platform_name).toBe(venueKind(v.platform_name) === 'partner' ? 1 : 0)
    for (const transferstatus of [0, 1] as const) {
      expect((await callApi(app, calls.uptransferstatus, { transferstatus }, { token: p.token })).code).toBe(
        200,
      )
      const launch = await callApi(
        app,
        calls.getGameUrl,
        { plat_name: PARTNER_VENUE, game_code: '', game_type: 6 },
        { token: p.token },
      )
      expect(launch.code).toBe(209)
      expect(launch.message).toBe('该场馆合作方暂时无法连接，场馆维护中，请稍后再试')
      const inHouse = await callApi(
        app,
        calls.getGameUrl,
        { plat_name: 'jdchess', game_code: '', game_type: 6 },
        { token: p.token },
      )
      expect(inHouse.code, inHouse.message).toBe(200)
    }
    // Back up: the next probe (the cache is per transport and a few seconds) opens the venues again.
    kit.fault = null
    resetPartnerHealth()
    expect((await list()).every((v) => v.maintenance === 0)).toBe(true)
    const launch = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: PARTNER_VENUE, game_code: '', game_type: 6 },
      { token: p.token },
    )
    expect(launch.code, launch.message).toBe(200)
  })

  it('every one of the 23 venues launches while the partner is up, in both wallet modes', async () => {
    installSandboxPartner(app)
    const venues = await list()
    for (const transferstatus of [0, 1] as const) {
      expect((await callApi(app, calls.uptransferstatus, { transferstatus }, { token: p.token })).code).toBe(
        200,
      )
      for (const v of venues) {
        const launch = await callApi(
          app,
          calls.getGameUrl,
          { plat_name: v.platform_name, game_code: '', game_type: v.category_id },
          { token: p.token },
        )
        expect(launch.code, `${v.platform_name}: ${launch.message}`).toBe(200)
      }
    }
  })
})
