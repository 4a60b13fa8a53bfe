// Generated path tests over the fairness verifier (src/machines/fairness.machine.ts): from every way the
// page opens (a game page's "验证上一局" round link, a shoe table's round, each shared draw's link, a
// shoe link, seeds typed in, the bare page), every state and every transition definition of the REAL
// machine must be entered/taken by the replayed paths (tests/paths/coverage.ts): the one-click reveal
// (needsReveal → revealing → loadingRound → computing), the verdicts, the sealed draw or shoe.
import type { AnyEventObject } from 'xstate'
import { fairnessMachine } from '../../src/machines/fairness.machine'
import { pathCoverageSuite } from './coverage-suite'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error('服务器异常'), { code: 500 }),
})
const blank = {
  kind: 'slot',
  venue: 'jdslot-01',
  serverSeed: '',
  serverHash: '',
  clientSeed: '',
  nonce: '0',
  issue: '',
  contributions: '',
  shoe: '',
}
const round = (kind: string, seed: string | null, issue: string | null = null) => ({
  round: {
    round_id: 'SL1-9',
    venue: 'jdslot-01',
    game_code: 'jdslot-01',
    game_name: '金鼎电子',
    kind,
    stake: '1.00',
    payout: '0.00',
    status: 1,
    result: { machine: 'jdslot-01', grid: [], credits: 0 },
    bets: [],
    balance_before: '10.00',
    balance_after: '9.00',
    nonce: 3,
    issue,
    server_hash: 'h',
    client_seed: 'c',
    created_at: '2031-01-01 08:00:00',
  },
  server_seed: seed,
  server_hash: 'h',
  client_seed: 'c',
  nonce: 3,
  contributions: [],
})
const draw = (issue: string, seed: string | null) => ({
  issue,
  server_seed: seed,
  server_hash: 'h',
  client_seed: 'c',
  contributions: ['alice'],
  dice: seed ? [1, 2, 3] : [],
})
const shoe = (seed: string | null) => ({
  shoe: 12,
  server_seed: seed,
  server_hash: 'h',
  client_seed: 'c',
  contributions: [],
  shoe_hash: 'o',
  started: true,
  ended: seed !== null,
  hands: [],
})
const result = (ok: boolean) => ({ hashOk: ok, outcome: null, matches: ok, combined: null, combinedOk: null })
const drawActors = ['loadDraw', 'loadSscDraw', 'loadPk10Draw', 'loadRouletteDraw', 'loadSangongDraw']

const events: AnyEventObject[] = [
  done('loadRound', round('slot', 's')),
  // A round on the player's seed pair not revealed yet (one click reveals it); a draw not drawn yet.
  done('loadRound', round('slot', null)),
  done('loadRound', round('fast3', null, '20310101-0801')),
  fail('loadRound'),
  ...drawActors.flatMap((id) => [
    done(id, draw('20310101-0801', 's')),
    done(id, draw('20310101-0801', null)),
    fail(id),
  ]),
  done('loadShoe', shoe('s')),
  done('loadShoe', shoe(null)),
  fail('loadShoe'),
  done('rotateSeed', { previous: {}, current: {} }),
  fail('rotateSeed'),
  done('compute', result(true)),
  done('compute', result(false)),
  fail('compute'),
  { type: 'fair.reveal' },
  { type: 'fair.retry' },
  { type: 'fair.load' },
  { type: 'fair.loadDraw' },
  { type: 'fair.loadShoe' },
  { type: 'fair.compute' },
  { type: 'fair.roundId', value: 'BJ12-3-7-1' },
  { type: 'fair.field', name: 'serverSeed', value: 'ab' },
]

pathCoverageSuite('fairness verifier paths', [
  [
    fairnessMachine,
    {
      inputs: [
        { roundId: '', form: blank },
        { roundId: 'SL1-9', form: blank },
        { roundId: 'BJ12-3-7-1', form: blank },
        { roundId: '', form: { ...blank, kind: 'fast3', issue: '20310101-0801' } },
        { roundId: '', form: { ...blank, kind: 'ssc', issue: '20310101-001' } },
        { roundId: '', form: { ...blank, kind: 'pk10', issue: '1234567' } },
        { roundId: '', form: { ...blank, kind: 'roulette', issue: '20310101' } },
        { roundId: '', form: { ...blank, kind: 'sangong', issue: 'SG20310101-0001' } },
        { roundId: '', form: { ...blank, kind: 'baccarat', shoe: '12' } },
        { roundId: '', form: { ...blank, serverSeed: 's', serverHash: 'h', clientSeed: 'c' } },
      ],
      events,
      summarise: (ctx) => {
        const form = ctx.form as typeof blank
        return {
          kind: form.kind,
          round: ctx.roundId,
          seed: form.serverSeed !== '',
          issue: form.issue,
          shoe: form.shoe,
          result: ctx.result !== null,
          error: ctx.error !== '',
        }
      },
      simplePathsUpTo: 0,
    },
  ],
])
