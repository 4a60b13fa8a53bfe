import { useMachine } from '@xstate/react'
import type { ReactNode } from 'react'
import {
  SICBO_ANY_TRIPLE_ODDS,
  SICBO_DOUBLE_ODDS,
  SICBO_SUM_ODDS,
  SICBO_TRIPLE_ODDS,
} from '../../../core/games/engines/sicbo'
import { displayMoney } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { sicboMachine } from '../../machines/sicbo.machine'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { ChipBar } from './ChipBar'
import { Die } from './Dice'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'
import { TableSwitch } from './TableSwitch'

const CHIPS = [1, 5, 10, 50, 100, 500]
const FACES = [1, 2, 3, 4, 5, 6]

/** /play/sicbo?venue=: the sic bo RNG table of the live-casino venue. */
export default function SicboPage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(sicboMachine, { input: { venue: query.get('venue') ?? 'jdlive' } })
  const { table, last, slip, chip } = snap.context
  const rolling = snap.hasTag('rolling')
  const dice = ((last?.result as { dice?: number[] } | null)?.dice ?? [1, 2, 3]) as number[]
  const total = Object.values(slip).reduce((a, b) => a + b, 0)

  const label = (bet: string) => {
    const [kind, n] = bet.split(':')
    return kind === 'anytriple'
      ? t('games.sicbo.anytriple')
      : t(`games.sicbo.${kind}` as 'games.sicbo.big', { n: n ?? '' })
  }
  const area = (bet: string, odds: number, wide = false) => (
    <button
      key={bet}
      type="button"
      onClick={() => send({ type: 'sicbo.place', bet })}
      disabled={rolling}
      className={`relative flex min-h-11 min-w-0 flex-col items-center justify-center rounded-xl border border-gold-700/60 bg-emerald-900/60 px-1 py-2 text-sm hover:bg-emerald-800/70 ${wide ? 'col-span-2' : ''}`}
    >
      <span className="whitespace-nowrap font-semibold text-gold-100">{label(bet)}</span>
      <span className="whitespace-nowrap text-ink-200 text-xs">{t('games.sicbo.odds', { odds })}</span>
      {slip[bet] ? (
        <span className="absolute -top-2 -right-2 rounded-full bg-cta-500 px-2 text-xs font-bold text-white">
          {slip[bet]}
        </span>
      ) : null}
    </button>
  )
  const describe = (r: GameRound) => ((r.result as { dice?: number[] } | null)?.dice ?? []).join(' ')

  return (
    <GameShell
      title={`${table?.venue_name ?? ''} · ${t('games.sicbo.title')}`}
      subtitle={t('games.sicbo.rng')}
      balance={table?.balance ?? null}
      wallet={table?.wallet ?? null}
      fairHref={paths.fair({ kind: 'sicbo', venue: snap.context.venue })}
    >
      <TableSwitch venue={snap.context.venue} current="sicbo" />
      {!table ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <div className="space-y-6">
            <section className="rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-emerald-950 to-navy-950 p-4">
              <div
                className="mb-4 flex items-center justify-center gap-4"
                aria-live="polite"
                data-testid="dice"
              >
                {dice.map((d, i) => (
                  <Die key={i} value={d} size={64} rolling={rolling} />
                ))}
              </div>
              <p className="mb-4 min-h-6 text-center font-semibold" aria-live="polite">
                {rolling || !last
                  ? ''
                  : last.payout !== '0.00'
                    ? t('games.win', { amount: displayMoney(last.payout) })
                    : t('games.lose')}
              </p>
              {/* Grouped bets: on a phone each group wraps into rows of readable, 44 px tall areas. */}
              <BetGroup title={t('games.sicbo.groupMain')} className="grid-cols-4">
                {area('small', 1, true)}
                {area('big', 1, true)}
                {area('odd', 1, true)}
                {area('even', 1, true)}
              </BetGroup>
              <BetGroup title={t('games.sicbo.groupSum')} className="grid-cols-4 sm:grid-cols-7">
                {Object.entries(SICBO_SUM_ODDS).map(([n, odds]) => area(`sum:${n}`, odds))}
              </BetGroup>
              <BetGroup title={t('games.sicbo.groupTriple')} className="grid-cols-4 sm:grid-cols-7">
                {FACES.map((f) => area(`triple:${f}`, SICBO_TRIPLE_ODDS))}
                {area('anytriple', SICBO_ANY_TRIPLE_ODDS)}
              </BetGroup>
              <BetGroup title={t('games.sicbo.groupDouble')} className="grid-cols-3 sm:grid-cols-6">
                {FACES.map((f) => area(`double:${f}`, SICBO_DOUBLE_ODDS))}
              </BetGroup>
              <BetGroup title={t('games.sicbo.groupSingle')} className="grid-cols-3 sm:grid-cols-6">
                {FACES.map((f) => area(`single:${f}`, 1))}
              </BetGroup>
              <ChipBar
                chips={CHIPS}
                chip={chip}
                total={total}
                onChip={(amount) => send({ type: 'sicbo.chip', amount })}
                onClear={() => send({ type: 'sicbo.clear' })}
                clearDisabled={rolling}
              >
                <button
                  type="button"
                  onClick={() => send({ type: 'sicbo.roll' })}
                  disabled={!snap.can({ type: 'sicbo.roll' })}
                  title={total === 0 ? t('games.sicbo.emptySlip') : undefined}
                  className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-3 font-bold text-navy-950 disabled:opacity-60"
                >
                  {rolling ? t('games.sicbo.rolling') : t('games.sicbo.roll')}
                </button>
              </ChipBar>
              <p className="mt-2 text-center text-xs text-ink-400">{t('games.sicbo.rtpNote')}</p>
            </section>
            <RoundHistory rounds={table.rounds} describe={describe} />
          </div>
          <SeedPanel
            kind="sicbo"
            venue={snap.context.venue}
            seed={table.seed}
            previous={table.previous_seed}
            draft={snap.context.clientSeedDraft}
            busy={snap.hasTag('busy')}
            onEdit={(value) => send({ type: 'seed.edit', value })}
            onRotate={() => send({ type: 'seed.rotate' })}
          />
        </div>
      )}
    </GameShell>
  )
}

function BetGroup({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <fieldset className="mt-3 min-w-0 border-0 p-0">
      <legend className="mb-1.5 p-0 text-gold-200 text-xs">{title}</legend>
      <div className={`grid gap-2 ${className}`}>{children}</div>
    </fieldset>
  )
}
