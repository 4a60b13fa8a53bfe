import { useMachine } from '@xstate/react'
import { SLOT_CONFIGS, SLOT_VENUES } from '../../../core/games/engines/slot-themes'
import { MACHINES, SLOT_MACHINES } from '../../../core/games/engines/slots/index'
import { type MessageKey, useT } from '../../i18n'
import { type FairForm, type FairKind, fairnessMachine } from '../../machines/fairness.machine'
import { isShoeKind } from '../../machines/shoeVerify'
import { href, paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { BullReplay } from './BullReplay'
import { Die } from './Dice'
import { ErbagangReplay } from './ErbagangReplay'
import { FairJackpot } from './FairJackpot'
import { Glyph } from './Glyph'
import { MatchVerifyPage } from './MatchVerify'
import { CarOrder } from './Pk10Cars'
import { QiangzhuangReplay } from './QiangzhuangSeats'
import { RouletteNumber } from './RouletteParts'
import { SangongFelt } from './SangongParts'
import { ShoeReplay } from './ShoeReplay'
import { stakes } from './SlotInfo'
import { SscBalls } from './SscBalls'
import { ZhajinhuaReplay } from './ZhajinhuaReplay'

const KINDS: { kind: FairKind; label: MessageKey }[] = [
  { kind: 'slot', label: 'games.slot.title' },
  { kind: 'sicbo', label: 'games.sicbo.title' },
  { kind: 'fast3', label: 'games.fast3.title' },
  { kind: 'ssc', label: 'games.ssc.title' },
  { kind: 'pk10', label: 'games.pk10.title' },
  { kind: 'roulette', label: 'games.roulette.title' },
  { kind: 'sangong', label: 'games.sangong.title' },
  { kind: 'baccarat', label: 'games.bacc.title' },
  { kind: 'dragontiger', label: 'games.dt.title' },
  { kind: 'bullbull', label: 'games.bull.title' },
  { kind: 'zhajinhua', label: 'games.zjh.title' },
  { kind: 'erbagang', label: 'games.ebg.title' },
  { kind: 'qiangzhuang', label: 'games.qz.title' },
]
const DEFAULT_VENUE: Record<FairKind, string> = {
  slot: 'jdslot-01',
  sicbo: 'jdlive',
  fast3: 'jdlottery',
  ssc: 'qxlottery',
  pk10: 'vrbet',
  roulette: 'lylive',
  sangong: 'ymlive',
  baccarat: 'jdlive',
  dragontiger: 'hxlive',
  bullbull: 'jdchess',
  zhajinhua: 'qxchess',
  erbagang: 'bfchess',
  qiangzhuang: 'lhchess',
}
const input =
  'mt-1 w-full rounded-lg border border-navy-500 bg-navy-950 px-3 py-2 font-mono text-sm text-ink-50 focus:border-gold-400 focus:outline-none'

/** /fair: recompute any in-house round in the browser from its seeds; `match` verifies a virtual match. */
export default function FairnessPage() {
  const { query } = useHashRoute()
  const match = query.get('match')
  // Keyed on the id so another match link starts a fresh verification.
  return match !== null ? <MatchVerifyPage key={match} matchId={match} /> : <RoundVerifier />
}

function RoundVerifier() {
  const t = useT()
  const { query } = useHashRoute()
  const kind = (KINDS.some((k) => k.kind === query.get('kind')) ? query.get('kind') : 'slot') as FairKind
  const [snap, send] = useMachine(fairnessMachine, {
    input: {
      roundId: query.get('round') ?? '',
      form: {
        kind,
        venue: query.get('venue') ?? DEFAULT_VENUE[kind],
        serverSeed: query.get('seed') ?? '',
        serverHash: query.get('hash') ?? '',
        clientSeed: query.get('client') ?? '',
        nonce: query.get('nonce') ?? '0',
        issue: query.get('issue') ?? '',
        contributions: '',
        shoe: query.get('shoe') ?? '',
      },
    },
  })
  const { form, result, error, roundId } = snap.context
  const busy = snap.hasTag('busy')
  const field = (name: keyof FairForm, value: string) => send({ type: 'fair.field', name, value })
  // A slot round's `venue` is its machine's code, or a venue for the classic game of older rounds.
  const cfg = SLOT_MACHINES[form.venue] ?? SLOT_CONFIGS[form.venue] ?? SLOT_CONFIGS.jdslot

  return (
    <div className="min-h-dvh bg-navy-950 text-ink-100">
      <header className="border-b border-gold-700/40 bg-navy-900/90">
        <div className="mx-auto flex max-w-4xl items-center gap-4 px-4 py-3">
          <a href={href(paths.home())} className="text-sm text-ink-300 hover:text-gold-300">
            ← {t('games.back')}
          </a>
          <h1 className="text-xl font-bold text-gold-300">{t('games.fair.title')}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        <p className="text-sm text-ink-300">{t('games.fair.intro')}</p>
        <section className="flex flex-wrap items-end gap-3 rounded-2xl border border-navy-600 bg-navy-900 p-4">
          <label className="min-w-64 flex-1">
            <span className="text-sm text-ink-400">{t('games.fair.roundId')}</span>
            <input
              className={input}
              value={roundId}
              onChange={(e) => send({ type: 'fair.roundId', value: e.target.value })}
            />
          </label>
          <button
            type="button"
            onClick={() => send({ type: 'fair.load' })}
            disabled={busy || !snap.can({ type: 'fair.load' })}
            className="rounded-lg border border-gold-500 px-4 py-2 text-gold-200 disabled:opacity-50"
          >
            {t('games.fair.loadRound')}
          </button>
        </section>
        <section className="grid gap-4 rounded-2xl border border-navy-600 bg-navy-900 p-4 sm:grid-cols-2">
          <label>
            <span className="text-sm text-ink-400">{t('games.fair.game')}</span>
            <select className={input} value={form.kind} onChange={(e) => field('kind', e.target.value)}>
              {KINDS.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {t(k.label)}
                </option>
              ))}
            </select>
          </label>
          {form.kind === 'slot' ? (
            <label>
              <span className="text-sm text-ink-400">{t('games.fair.venue')}</span>
              <select className={input} value={form.venue} onChange={(e) => field('venue', e.target.value)}>
                {MACHINES.map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.title}
                  </option>
                ))}
                {SLOT_VENUES.map((v) => (
                  <option key={v} value={v}>
                    {t('games.fair.slotClassic', { title: SLOT_CONFIGS[v].title })}
                  </option>
                ))}
              </select>
            </label>
          ) : isShoeKind(form.kind) ? (
            <div className="flex items-end gap-2">
              <label className="flex-1">
                <span className="text-sm text-ink-400">
                  {t(form.kind === 'dragontiger' ? 'games.fair.dtShoe' : 'games.fair.shoe')}
                </span>
                <input
                  className={input}
                  inputMode="numeric"
                  value={form.shoe ?? ''}
                  onChange={(e) => field('shoe', e.target.value)}
                />
              </label>
              <button
                type="button"
                onClick={() => send({ type: 'fair.loadShoe' })}
                disabled={busy || !snap.can({ type: 'fair.loadShoe' })}
                className="rounded-lg border border-gold-500 px-3 py-2 text-sm text-gold-200 disabled:opacity-50"
              >
                {t('games.fair.loadShoe')}
              </button>
            </div>
          ) : form.kind === 'fast3' ||
            form.kind === 'ssc' ||
            form.kind === 'pk10' ||
            form.kind === 'roulette' ||
            form.kind === 'sangong' ? (
            <div className="flex items-end gap-2">
              <label className="flex-1">
                <span className="text-sm text-ink-400">{t('games.fair.issue')}</span>
                <input
                  className={input}
                  value={form.issue}
                  onChange={(e) => field('issue', e.target.value)}
                />
              </label>
              <button
                type="button"
                onClick={() => send({ type: 'fair.loadDraw' })}
                disabled={busy || !snap.can({ type: 'fair.loadDraw' })}
                className="rounded-lg border border-gold-500 px-3 py-2 text-sm text-gold-200 disabled:opacity-50"
              >
                {t('games.fair.loadDraw')}
              </button>
            </div>
          ) : (
            <div />
          )}
          {form.kind === 'fast3' ||
          form.kind === 'ssc' ||
          form.kind === 'pk10' ||
          form.kind === 'roulette' ||
          form.kind === 'sangong' ||
          isShoeKind(form.kind) ? (
            <label className="sm:col-span-2">
              <span className="text-sm text-ink-400">{t('games.fair.contributions')}</span>
              <textarea
                className={input}
                rows={3}
                value={form.contributions}
                onChange={(e) => field('contributions', e.target.value)}
              />
            </label>
          ) : null}
          <label className="sm:col-span-2">
            <span className="text-sm text-ink-400">{t('games.fair.serverSeed')}</span>
            <input
              className={input}
              value={form.serverSeed}
              onChange={(e) => field('serverSeed', e.target.value)}
            />
          </label>
          <label className="sm:col-span-2">
            <span className="text-sm text-ink-400">{t('games.fair.serverHash')}</span>
            <input
              className={input}
              value={form.serverHash}
              onChange={(e) => field('serverHash', e.target.value)}
            />
          </label>
          <label>
            <span className="text-sm text-ink-400">{t('games.fair.clientSeed')}</span>
            <input
              className={input}
              value={form.clientSeed}
              onChange={(e) => field('clientSeed', e.target.value)}
            />
          </label>
          {isShoeKind(form.kind) ? null : (
            <label>
              <span className="text-sm text-ink-400">{t('games.fair.nonce')}</span>
              <input
                className={input}
                inputMode="numeric"
                value={form.nonce}
                onChange={(e) => field('nonce', e.target.value)}
              />
            </label>
          )}
          <div className="sm:col-span-2">
            <button
              type="button"
              onClick={() => send({ type: 'fair.compute' })}
              disabled={busy || !snap.can({ type: 'fair.compute' })}
              className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-2.5 font-bold text-navy-950 disabled:opacity-50"
            >
              {busy ? t('games.fair.computing') : t('games.fair.compute')}
            </button>
          </div>
        </section>
        {error ? (
          <p role="alert" className="rounded-lg border border-cta-500/50 bg-cta-700/20 p-3 text-sm">
            {error.startsWith('games.') ? t(error as MessageKey) : error}
          </p>
        ) : null}
        {result ? (
          <section
            aria-live="polite"
            className="space-y-3 rounded-2xl border border-gold-700/50 bg-navy-900 p-4"
            data-testid="fair-result"
          >
            <p className={result.hashOk ? 'text-success-400' : 'text-cta-300'}>
              {t(result.hashOk ? 'games.fair.hashOk' : 'games.fair.hashBad')}
            </p>
            {result.combined !== null ? (
              <div className="text-sm">
                <p className="text-ink-400">{t('games.fair.combined')}</p>
                <p className="break-all font-mono text-xs" data-testid="fair-combined">
                  {result.combined}
                </p>
                {result.combinedOk !== null ? (
                  <p className={result.combinedOk ? 'text-success-400' : 'text-cta-300'}>
                    {t(result.combinedOk ? 'games.fair.combinedOk' : 'games.fair.combinedBad')}
                  </p>
                ) : null}
              </div>
            ) : null}
            <h2 className="font-semibold text-gold-300">{t('games.fair.outcome')}</h2>
            {result.shoe ? <ShoeReplay check={result.shoe} /> : null}
            {result.outcome === null ? null : result.outcome.kind === 'slot' ? (
              <div className="inline-grid grid-cols-5 gap-1">
                {[0, 1, 2].flatMap((row) =>
                  result.outcome?.kind === 'slot'
                    ? result.outcome.slot.grid.map((reel, r) => (
                        <Glyph key={`${row}-${r}`} symbol={cfg.symbols[reel[row]]} size={44} />
                      ))
                    : [],
                )}
              </div>
            ) : result.outcome.kind === 'bullbull' ? (
              <BullReplay deal={result.outcome.deal} />
            ) : result.outcome.kind === 'zhajinhua' ? (
              <ZhajinhuaReplay deal={result.outcome.deal} />
            ) : result.outcome.kind === 'erbagang' ? (
              <ErbagangReplay deal={result.outcome.deal} />
            ) : result.outcome.kind === 'qiangzhuang' ? (
              <QiangzhuangReplay deal={result.outcome.deal} />
            ) : result.outcome.kind === 'ssc' ? (
              <SscBalls digits={result.outcome.digits} size={44} />
            ) : result.outcome.kind === 'pk10' ? (
              <CarOrder cars={result.outcome.cars} size={36} />
            ) : result.outcome.kind === 'roulette' ? (
              <RouletteNumber n={result.outcome.numbers[0]} size={48} />
            ) : result.outcome.kind === 'sangong' ? (
              <SangongFelt cards={result.outcome.cards} />
            ) : (
              <div className="flex gap-2">
                {result.outcome.dice.map((d, i) => (
                  <Die key={i} value={d} size={48} />
                ))}
              </div>
            )}
            {result.outcome?.kind === 'slot' ? (
              <p className="text-sm text-ink-300">
                {'credits' in result.outcome.slot
                  ? t('games.slot.total', { x: stakes(result.outcome.slot.credits) })
                  : `×${result.outcome.slot.totalMultiplier}`}
              </p>
            ) : null}
            {result.matches !== null ? (
              <p className={result.matches ? 'text-success-400' : 'text-cta-300'}>
                {t(result.matches ? 'games.fair.matches' : 'games.fair.differs')}
              </p>
            ) : null}
            {result.jackpot ? <FairJackpot check={result.jackpot} /> : null}
          </section>
        ) : null}
      </main>
    </div>
  )
}
