import { useMachine } from '@xstate/react'
import { BULL_HANDS, type BullHandKind } from '../../../core/games/engines/bullbull'
import { centsToWire, displayMoney, multiplyWire } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { bullbullMachine } from '../../machines/bullbull.machine'
import { plainAmount } from '../../machines/memberKit'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { BullCard as PlayingCard } from './BullCard'
import { useBullHandName } from './BullReplay'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'

type Hand = { cards: number[]; kind: BullHandKind; bull: number[] | null }
/** The round's result as the engine records it; the amounts are whole cents. */
type BullResult = {
  player: Hand
  banker: Hand
  winner: 'player' | 'banker'
  base: number
  multiple: number
  commission: number
  net: number
}

const resultOf = (r: GameRound | null) => (r?.result ?? null) as BullResult | null

/** /play/bullbull?venue=: bull-bull against the banker at the in-house chess/cards venue. */
export default function BullbullPage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(bullbullMachine, { input: { venue: query.get('venue') ?? 'jdchess' } })
  const { table, last, rules, base } = snap.context
  const dealing = snap.hasTag('dealing')
  const shown = snap.matches('dealing') ? null : resultOf(last)

  const handName = useBullHandName()
  const describe = (r: GameRound) => {
    const x = resultOf(r)
    return x ? `${handName(x.player.kind)} : ${handName(x.banker.kind)}` : ''
  }

  const side = (who: 'player' | 'banker') => {
    const hand = shown?.[who] ?? null
    const won = shown?.winner === who
    return (
      <div
        className={`rounded-2xl p-3 ring-1 transition ${won ? 'bg-gold-400/10 ring-gold-400/70' : 'ring-white/10'}`}
        data-testid={`bull-${who}`}
      >
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-semibold text-gold-100">{t(`games.bull.${who}`)}</span>
          <span
            className={`rounded-full px-3 py-0.5 font-bold ${won ? 'bg-gold-gradient text-navy-950' : 'bg-white/8 text-ink-200'}`}
          >
            {hand ? handName(hand.kind) : t('games.bull.faceDown')}
          </span>
        </div>
        <div className="flex justify-center gap-1.5 sm:gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <PlayingCard
              key={i}
              card={hand ? hand.cards[i] : null}
              faceDown={!hand}
              lifted={!!hand?.bull?.includes(i)}
              width={56}
            />
          ))}
        </div>
      </div>
    )
  }

  const verdict = () => {
    if (!shown) return dealing ? t('games.bull.dealing') : ''
    const amount = displayMoney(centsToWire(Math.abs(shown.net)))
    return shown.winner === 'player'
      ? t('games.bull.playerWins', { hand: handName(shown.player.kind), multiple: shown.multiple, amount })
      : t('games.bull.bankerWins', { hand: handName(shown.banker.kind), multiple: shown.multiple, amount })
  }

  return (
    <GameShell
      title={`${table?.venue_name ?? ''} · ${t('games.bull.title')}`}
      subtitle={t('games.bull.rng')}
      balance={table?.balance ?? null}
      wallet={table?.wallet ?? null}
      fairHref={paths.fair({ kind: 'bullbull', venue: snap.context.venue })}
    >
      {!table || !rules ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <div className="space-y-6">
            <section className="rounded-3xl border-4 border-gold-700 bg-[radial-gradient(ellipse_at_center,#1f5a45_0%,#0f2f27_60%,#0a1a2e_100%)] p-4 md:p-6">
              <div className="grid gap-4">
                {side('banker')}
                <p
                  className="min-h-6 text-center font-semibold text-gold-100"
                  aria-live="polite"
                  data-testid="bull-verdict"
                >
                  {verdict()}
                </p>
                {side('player')}
              </div>
              <fieldset className="mt-5 flex flex-wrap items-center justify-center gap-2">
                <legend className="sr-only">{t('games.bull.base')}</legend>
                <span className="text-ink-300 text-sm">{t('games.bull.base')}</span>
                {rules.bases.map((b) => {
                  const on = b === base
                  return (
                    <button
                      key={b}
                      type="button"
                      aria-pressed={on}
                      disabled={dealing}
                      onClick={() => send({ type: 'bull.base', amount: b })}
                      className={`size-12 rounded-full border-2 font-bold text-sm transition ${on ? 'border-gold-200 bg-gold-gradient text-navy-950 shadow-gold' : 'border-gold-700 bg-navy-900 text-gold-200 hover:border-gold-400'}`}
                    >
                      {plainAmount(b)}
                    </button>
                  )
                })}
              </fieldset>
              <p className="mt-3 text-center text-ink-300 text-xs">
                {t('games.bull.deposit', {
                  amount: displayMoney(multiplyWire(base, rules.max_multiple)),
                  max: rules.max_multiple,
                })}
              </p>
              <div className="mt-3 flex justify-center">
                <button
                  type="button"
                  onClick={() => send({ type: 'bull.deal' })}
                  disabled={!snap.can({ type: 'bull.deal' })}
                  className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-10 py-3 font-bold text-navy-950 disabled:opacity-60"
                >
                  {dealing ? t('games.bull.dealing') : t('games.bull.deal')}
                </button>
              </div>
              <p className="mt-2 text-center text-ink-400 text-xs">{t('games.bull.rtpNote')}</p>
            </section>
            <RoundHistory rounds={table.rounds} describe={describe} />
          </div>
          <div className="space-y-6">
            <section
              className="rounded-2xl border border-navy-600 bg-navy-900 p-4"
              aria-labelledby="bull-table"
            >
              <h2 id="bull-table" className="mb-2 font-semibold text-gold-300">
                {t('games.bull.table')}
              </h2>
              <table className="w-full text-sm">
                <thead className="text-ink-400">
                  <tr>
                    <th className="py-1 text-left font-normal">{t('games.bull.hand')}</th>
                    <th className="py-1 text-right font-normal">{t('games.bull.multiple')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...BULL_HANDS].reverse().map((h) => (
                    <tr key={h} className="border-white/6 border-t">
                      <td className="py-1">{handName(h)}</td>
                      <td className="py-1 text-right text-gold-200">× {rules.multiples[h]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-ink-400 text-xs">
                {t('games.bull.commission', { rate: (rules.commission_bp / 100).toString() })}
              </p>
              <p className="mt-3 text-ink-400 text-xs leading-relaxed">{t('games.bull.rules')}</p>
            </section>
            <SeedPanel
              kind="bullbull"
              venue={snap.context.venue}
              seed={table.seed}
              previous={table.previous_seed}
              draft={snap.context.clientSeedDraft}
              busy={snap.hasTag('busy')}
              onEdit={(value) => send({ type: 'seed.edit', value })}
              onRotate={() => send({ type: 'seed.rotate' })}
            />
          </div>
        </div>
      )}
    </GameShell>
  )
}
