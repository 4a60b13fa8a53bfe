import { useMachine } from '@xstate/react'
import type { BullHandKind } from '../../../core/games/engines/bullbull'
import { centsToWire, displayMoney, multiplyWire } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { qiangzhuangMachine } from '../../machines/qiangzhuang.machine'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { Dialog } from '../ui'
import { useBullHandName } from './BullReplay'
import { BaseChips, DealButton } from './CardTable'
import { GameShell, TableStatus } from './GameShell'
import { QiangzhuangSeats, type SeatView } from './QiangzhuangSeats'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'

/** A settled round's result as the server records it (amounts in cents). */
type QzResult = {
  step: 'settled'
  banker: number
  banker_multiple: number
  grabs: number[]
  seats: {
    seat: number
    cards: number[]
    kind: BullHandKind
    bull: number[] | null
    bet: number | null
    won: boolean | null
  }[]
  by: 'player' | 'default'
  net: number
  commission: number
}
const settledOf = (r: GameRound | null) => {
  const x = r?.result as QzResult | null
  return x?.step === 'settled' ? x : null
}

const choiceClass =
  'min-h-11 min-w-16 rounded-full border-2 border-gold-600 bg-navy-900 px-3 font-bold text-gold-100 text-sm hover:border-gold-300 disabled:opacity-50'

/** /play/qiangzhuang?venue=: 抢庄牛牛 with three computer seats at lhchess (docs/qiangzhuang.md). */
export default function QiangzhuangPage() {
  const t = useT()
  const handName = useBullHandName()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(qiangzhuangMachine, { input: { venue: query.get('venue') ?? 'lhchess' } })
  const { table, rules, open, last, ante } = snap.context
  const busy = snap.hasTag('busy')
  const shown = snap.matches('opening') ? null : settledOf(last)

  const seats: SeatView[] = [0, 1, 2, 3].map((seat) => {
    const s = shown?.seats[seat]
    if (s)
      return {
        seat,
        cards: s.cards,
        grab: shown?.grabs[seat] ?? null,
        bet: s.bet,
        banker: shown?.banker === seat,
        kind: s.kind,
        bull: s.bull,
        won: s.won,
      }
    // The player's cards the round's rule shows face up (none now), the rest face down.
    const shownCards = seat === 0 && open ? open.visible : []
    const visible = [0, 1, 2, 3, 4].map((i) => shownCards[i] ?? null)
    return {
      seat,
      cards: visible,
      grab: open?.grabs?.[seat] ?? null,
      bet: null,
      banker: open?.banker === seat,
      kind: null,
      bull: null,
      won: null,
    }
  })

  const seatName = (n: number) => (n === 0 ? t('games.qz.you') : t('games.qz.seat', { n }))
  const amount = (cents: number) => displayMoney(centsToWire(Math.abs(cents)))
  const verdict = () => {
    if (snap.matches('opening')) return t('games.qz.opening')
    if (snap.hasTag('grab')) return t('games.qz.grabPrompt')
    if (snap.hasTag('bet') && open?.banker != null)
      return t('games.qz.betPrompt', { seat: seatName(open.banker), n: open.banker_multiple ?? 1 })
    if (!shown) return ''
    const lines = [
      shown.banker === 0
        ? t('games.qz.youBanker', { n: shown.banker_multiple })
        : t('games.qz.vs', { seat: seatName(shown.banker) }),
      shown.net > 0
        ? t('games.qz.win', { amount: amount(shown.net), commission: amount(shown.commission) })
        : shown.net < 0
          ? t('games.qz.lose', { amount: amount(shown.net) })
          : t('games.qz.even'),
    ]
    if (shown.by === 'default') lines.push(t('games.qz.defaulted'))
    return lines.join(' · ')
  }
  const describe = (r: GameRound) => {
    const x = settledOf(r)
    if (!x) return t('games.qz.openRound')
    const mine = x.seats[0]
    // Short, for the narrow result column: my hand, and 庄 when I banked.
    return x.banker === 0 ? `${handName(mine.kind)} · ${t('games.qz.banker')}` : handName(mine.kind)
  }
  const centre = (
    <p
      className="font-semibold text-gold-100 text-sm sm:max-w-56"
      aria-live="polite"
      data-testid="qz-verdict"
    >
      {verdict()}
    </p>
  )

  return (
    <GameShell
      title={`${table?.venue_name ?? ''} · ${t('games.qz.title')}`}
      subtitle={t('games.qz.rng')}
      balance={table?.balance ?? null}
      wallet={table?.wallet ?? null}
      fairHref={paths.fair({ kind: 'qiangzhuang', venue: snap.context.venue })}
    >
      {!table || !rules ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-4">
            <QiangzhuangSeats seats={seats} centre={centre} />
            {snap.hasTag('grab') ? (
              <fieldset className="flex flex-wrap justify-center gap-2" disabled={busy}>
                <legend className="sr-only">{t('games.qz.grabPrompt')}</legend>
                {rules.grabs.map((g) => (
                  <button
                    key={g}
                    type="button"
                    className={choiceClass}
                    onClick={() => send({ type: 'qz.grab', multiple: g })}
                  >
                    {g === 0 ? t('games.qz.noGrab') : t('games.qz.grab', { n: g })}
                  </button>
                ))}
              </fieldset>
            ) : snap.hasTag('bet') ? (
              <fieldset className="flex flex-wrap justify-center gap-2" disabled={busy}>
                <legend className="sr-only">{t('games.qz.bet', { n: '' })}</legend>
                {rules.bets.map((b) => (
                  <button
                    key={b}
                    type="button"
                    className={choiceClass}
                    onClick={() => send({ type: 'qz.bet', multiple: b })}
                  >
                    {t('games.qz.bet', { n: b })}
                  </button>
                ))}
              </fieldset>
            ) : (
              <div>
                <BaseChips
                  legend={t('games.qz.ante')}
                  bases={rules.antes}
                  chosen={ante}
                  disabled={busy}
                  onChoose={(a) => send({ type: 'qz.ante', amount: a })}
                />
                <p className="mt-3 text-center text-ink-300 text-xs">
                  {t('games.qz.reserve', {
                    amount: displayMoney(multiplyWire(ante, rules.max_loss_antes)),
                    max: rules.max_loss_antes,
                  })}
                </p>
                <DealButton
                  dealing={snap.hasTag('dealing')}
                  disabled={!snap.can({ type: 'qz.open' })}
                  onDeal={() => send({ type: 'qz.open' })}
                />
              </div>
            )}
            <div className="text-center">
              <button
                type="button"
                className="min-h-11 text-gold-300 text-sm underline underline-offset-2"
                onClick={() => send({ type: 'rules.show' })}
              >
                {t('games.qz.rulesButton')}
              </button>
            </div>
            <RoundHistory rounds={table.rounds} describe={describe} />
          </div>
          <div className="min-w-0 space-y-6">
            <SeedPanel
              kind="qiangzhuang"
              venue={snap.context.venue}
              seed={table.seed}
              previous={table.previous_seed}
              draft={snap.context.clientSeedDraft}
              busy={busy || open !== null}
              onEdit={(value) => send({ type: 'seed.edit', value })}
              onRotate={() => send({ type: 'seed.rotate' })}
            />
          </div>
        </div>
      )}
      <Dialog
        open={snap.context.rulesOpen}
        onClose={() => send({ type: 'rules.hide' })}
        title={t('games.qz.rulesTitle')}
      >
        <div className="space-y-3 text-sm leading-relaxed" data-testid="qz-rules">
          <p>{t('games.qz.rules1')}</p>
          <p>{t('games.qz.rules2')}</p>
          <p>{t('games.qz.rules3', { rate: ((rules?.commission_bp ?? 0) / 100).toString() })}</p>
          <p>{t('games.qz.rules4', { minutes: rules?.idle_minutes ?? 5 })}</p>
          <p className="text-gold-200">
            {t('games.qz.rtp', {
              rtp: ((rules?.return_bp ?? 0) / 100).toString(),
              rate: ((rules?.commission_bp ?? 0) / 100).toString(),
              cautious: (rules?.cautious_per_ante ?? 0).toFixed(4),
              bold: (rules?.bold_per_ante ?? 0).toFixed(4),
            })}
          </p>
        </div>
      </Dialog>
    </GameShell>
  )
}
