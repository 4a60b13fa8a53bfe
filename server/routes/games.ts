// Games: getGameUrl (the provider gateway picks the launch URL), the in-house game API (slot, sic bo,
// fast-3, seeds, round lookup for the verifier) and the seamless-wallet callbacks of partner
// providers, which read the raw body so its signature can be checked before it is parsed.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { calls, gameCalls } from '../../core/contract'
import { EBG_ANTES, EBG_PAYTABLE, EBG_RTP, EBG_RTP_DEN, EBG_RTP_NUM } from '../../core/games/engines/erbagang'
import { ZJH_ANTES, ZJH_PAYTABLE, ZJH_RTP } from '../../core/games/engines/zhajinhua'
import { centsToWire } from '../../core/money'
import { BizError } from '../errors'
import { betBaccarat } from '../games/baccarat'
import { baccaratShoe, baccaratState, contributeBaccarat } from '../games/baccarat-table'
import { BULL_BASES, bullTable, playBullbull } from '../games/bullbull'
import {
  betDragonTiger,
  contributeDragonTiger,
  dragonTigerShoe,
  dragonTigerState,
} from '../games/dragontiger'
import { DRAW_KINDS } from '../games/draws'
import { playErbagang } from '../games/erbagang'
import { betFast3, contributeFast3, contributions, fast3Draw, fast3State } from '../games/fast3'
import { gameUrl } from '../games/gateway'
import { betPk10, contributePk10, pk10Draw, pk10State } from '../games/pk10'
import { betSicbo, ROUND_COLS, recentRounds, roundView, spinSlot } from '../games/play'
import { closeBeforeRotation } from '../games/qiangzhuang'
import { betRoulette, contributeRoulette, rouletteDraw, rouletteState } from '../games/roulette'
import { betSangong, contributeSangong, sangongDraw, sangongState } from '../games/sangong'
import { handleSeamless } from '../games/seamless'
import { activeSeed, lastRevealed, publicSeed, rotateSeed } from '../games/seeds'
import { betSsc, contributeSsc, sscDraw, sscState } from '../games/ssc'
import { openVenue, playWallet, venueOffers } from '../games/venues'
import { playZhajinhua } from '../games/zhajinhua'
import { answer, moneyRoute } from '../http/money-route'
import { defineRoute } from '../http/route'
import { playBalance } from '../wagering/bonus'
import { qiangzhuangRoutes } from './qiangzhuang'

/** Where the player's browser came from: the launch URL of an in-house game points back there. */
function originOf(headers: Record<string, string | string[] | undefined>, protocol: string, host: string) {
  for (const h of [headers.origin, headers.referer]) {
    if (typeof h !== 'string') continue
    try {
      const u = new URL(h)
      if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin
    } catch {
      // not a URL: ignore
    }
  }
  return `${protocol}://${host}`
}

async function seamlessRoutes(app: FastifyInstance) {
  // Encapsulated: only these routes see JSON as a raw string (the app's own JSON parser is replaced
  // in this child context only).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post<{ Params: { provider: string; action: string } }>(
    '/api/provider/:provider/:action',
    async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const out = await handleSeamless(
        app.db,
        req.params.provider,
        req.params.action,
        raw,
        req.headers['x-signature'],
      )
      return reply.status(out.http).send(out.body)
    },
  )
}

export const gameRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, calls.getGameUrl, async ({ body, user, req, db }) => {
    const origin = originOf(req.headers, req.protocol, req.host)
    const url = await gameUrl(db, {
      venue: body.plat_name,
      gameCode: body.game_code,
      userId: user.id,
      origin,
      isMobile: body.is_mobile_url === 1,
    })
    return { url }
  })

  defineRoute(app, gameCalls.gameTable, async ({ body, user, db }) => {
    if (!venueOffers(body.venue, body.kind)) throw new BizError(1000, 'v.platform')
    const v = await openVenue(db.query, body.venue)
    const wallet = await playWallet(db.query, user.id, v.code)
    const seed = await db.tx((q) => activeSeed(q, user.id, body.kind))
    return {
      venue: v.code,
      venue_name: v.name,
      balance: centsToWire(await playBalance(db.query, wallet.account)),
      wallet: wallet.seamless ? ('central' as const) : ('venue' as const),
      seed: publicSeed(seed),
      previous_seed: await lastRevealed(db.query, user.id, body.kind),
      rounds: await recentRounds(db.query, user.id, v.code, body.kind),
    }
  })

  // Every stake is a money call: one transaction with the stored answer, so a client that lost the
  // answer retries with the same Idempotency-Key and gets the same round instead of playing again, and
  // the per-player money limit counts it.
  moneyRoute(app, gameCalls.slotSpin, {
    run: async (q, { body, user }) => answer(await spinSlot(q, user.id, body)),
  })
  moneyRoute(app, gameCalls.sicboBet, {
    run: async (q, { body, user }) => answer(await betSicbo(q, user.id, body)),
  })
  moneyRoute(app, gameCalls.bullbullPlay, {
    run: async (q, { body, user }) => answer(await playBullbull(q, user.id, body)),
  })
  defineRoute(app, gameCalls.bullbullRules, async ({ db }) => {
    const t = await bullTable(db.query)
    return {
      multiples: t.multiples,
      commission_bp: t.commission_bp,
      bases: BULL_BASES.map((c) => centsToWire(c)),
      max_multiple: Math.max(...Object.values(t.multiples)),
    }
  })
  moneyRoute(app, gameCalls.zhajinhuaPlay, {
    run: async (q, { body, user }) => answer(await playZhajinhua(q, user.id, body)),
  })
  defineRoute(app, gameCalls.zhajinhuaRules, async () => ({
    paytable: ZJH_PAYTABLE,
    antes: ZJH_ANTES.map((c) => centsToWire(c)),
    rtp: ZJH_RTP,
  }))
  moneyRoute(app, gameCalls.erbagangPlay, {
    run: async (q, { body, user }) => answer(await playErbagang(q, user.id, body)),
  })
  defineRoute(app, gameCalls.erbagangRules, async () => ({
    paytable: EBG_PAYTABLE,
    antes: EBG_ANTES.map((c) => centsToWire(c)),
    rtp: EBG_RTP,
    rtp_fraction: [EBG_RTP_NUM, EBG_RTP_DEN] as [number, number],
  }))
  defineRoute(app, gameCalls.seedRotate, async ({ body, user, db }) =>
    db.tx(async (q) => {
      // The rotation reveals the server seed: an open 抢庄牛牛 round is closed with its defaults first.
      if (body.kind === 'qiangzhuang') await closeBeforeRotation(q, user.id)
      return rotateSeed(q, user.id, body.kind, body.client_seed)
    }),
  )
  qiangzhuangRoutes(app)
  defineRoute(app, gameCalls.fast3State, async ({ user, db }) => fast3State(db, user.id))
  moneyRoute(app, gameCalls.fast3Bet, {
    run: async (q, { body, user }) => answer(await betFast3(q, user.id, body)),
  })
  defineRoute(app, gameCalls.fast3Seed, async ({ body, user, db }) =>
    contributeFast3(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.fast3Draw, async ({ body, db }) => fast3Draw(db, body.issue))
  defineRoute(app, gameCalls.sscState, async ({ user, db }) => sscState(db, user.id))
  moneyRoute(app, gameCalls.sscBet, {
    run: async (q, { body, user }) => answer(await betSsc(q, user.id, body)),
  })
  defineRoute(app, gameCalls.sscSeed, async ({ body, user, db }) =>
    contributeSsc(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.sscDraw, async ({ body, db }) => sscDraw(db, body.issue))
  defineRoute(app, gameCalls.pk10State, async ({ user, db }) => pk10State(db, user.id))
  moneyRoute(app, gameCalls.pk10Bet, {
    run: async (q, { body, user }) => answer(await betPk10(q, user.id, body)),
  })
  defineRoute(app, gameCalls.pk10Seed, async ({ body, user, db }) =>
    contributePk10(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.pk10Draw, async ({ body, db }) => pk10Draw(db, body.issue))
  defineRoute(app, gameCalls.sangongState, async ({ user, db }) => sangongState(db, user.id))
  moneyRoute(app, gameCalls.sangongBet, {
    run: async (q, { body, user }) => answer(await betSangong(q, user.id, body)),
  })
  defineRoute(app, gameCalls.sangongSeed, async ({ body, user, db }) =>
    contributeSangong(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.sangongDraw, async ({ body, db }) => sangongDraw(db, body.issue))
  defineRoute(app, gameCalls.rouletteState, async ({ user, db }) => rouletteState(db, user.id))
  moneyRoute(app, gameCalls.rouletteBet, {
    run: async (q, { body, user }) => answer(await betRoulette(q, user.id, body)),
  })
  defineRoute(app, gameCalls.rouletteSeed, async ({ body, user, db }) =>
    contributeRoulette(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.rouletteDraw, async ({ body, db }) => rouletteDraw(db, body.issue))
  defineRoute(app, gameCalls.baccaratState, async ({ user, db }) => baccaratState(db, user.id))
  moneyRoute(app, gameCalls.baccaratBet, {
    run: async (q, { body, user }) => answer(await betBaccarat(q, user.id, body)),
  })
  defineRoute(app, gameCalls.baccaratSeed, async ({ body, user, db }) =>
    contributeBaccarat(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.baccaratShoe, async ({ body, db }) => baccaratShoe(db, body.shoe))
  defineRoute(app, gameCalls.dragonTigerState, async ({ user, db }) => dragonTigerState(db, user.id))
  moneyRoute(app, gameCalls.dragonTigerBet, {
    run: async (q, { body, user }) => answer(await betDragonTiger(q, user.id, body)),
  })
  defineRoute(app, gameCalls.dragonTigerSeed, async ({ body, user, db }) =>
    contributeDragonTiger(db, user.id, body.client_seed),
  )
  defineRoute(app, gameCalls.dragonTigerShoe, async ({ body, db }) => dragonTigerShoe(db, body.shoe))

  defineRoute(app, gameCalls.gameRound, async ({ body, user, db }) => {
    const [row] = await db.query<
      Parameters<typeof roundView>[0] & {
        server_seed: string | null
        revealed_at: Date | null
        d_seed: string | null
        d_hash: string | null
        d_client: string | null
        drawn_at: Date | null
      }
    >(
      `SELECT ${ROUND_COLS}, s.server_seed, s.revealed_at, d.server_seed AS d_seed, d.server_hash AS d_hash, d.client_seed AS d_client, d.drawn_at
       FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id LEFT JOIN lottery_draws d ON d.issue = g.draw_issue
       WHERE g.user_id = $1 AND g.round_id = $2 AND g.kind IN ('slot', 'sicbo', 'fast3', 'ssc', 'pk10', 'roulette', 'sangong', 'bullbull', 'zhajinhua', 'erbagang', 'qiangzhuang') LIMIT 1`,
      [user.id, body.round_id],
    )
    if (!row) throw new BizError(202, 'g.noRound')
    const shared = DRAW_KINDS.includes(row.kind)
    return {
      round: roundView(row),
      // The seed is secret until rotation (the draw for fast-3 and 时时彩): only then can the player recompute.
      server_seed: shared ? (row.drawn_at ? row.d_seed : null) : row.revealed_at ? row.server_seed : null,
      server_hash: (shared ? row.d_hash : row.server_hash) ?? '',
      client_seed: (shared ? row.d_client : row.client_seed) ?? '',
      nonce: shared ? 0 : Number(row.nonce ?? 0),
      contributions:
        shared && row.draw_issue && row.drawn_at ? await contributions(db.query, row.draw_issue) : [],
    }
  })

  app.register(seamlessRoutes)
}
