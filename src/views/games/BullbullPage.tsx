import { useMachine } from '@xstate/react'
import { BULL_HANDS, type BullHandKind } from '../../../core/games/engines/bullbull'
import { centsToWire, displayMoney, multiplyWire } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { bullbullMachine } from '../../machines/bullbull.machine'
import { useHashRoute } from '../home/useHashQuery'
import { BullCard as PlayingCard } from './BullCard'
import { useBullHandName } from './BullReplay'
import { CardRoundLayout, cardRoundView } from './CardRoundLayout'
import { HandPanel, HandTable } from './CardTable'

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
    return (
      <HandPanel
        label={t(`games.bull.${who}`)}
        kind={hand ? handName(hand.kind) : t('games.bull.faceDown')}
        won={shown?.winner === who}
        testId={`bull-${who}`}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <PlayingCard
            key={i}
            card={hand ? hand.cards[i] : null}
            faceDown={!hand}
            lifted={!!hand?.bull?.includes(i)}
            width={56}
          />
        ))}
      </HandPanel>
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
    <CardRoundLayout
      round={cardRoundView('bullbull', 'bull', snap, send)}
      title={`${table?.venue_name ?? ''} · ${t('games.bull.title')}`}
      subtitle={t('games.bull.rng')}
      felt="bg-[radial-gradient(ellipse_at_center,#1f5a45_0%,#0f2f27_60%,#0a1a2e_100%)]"
      banker={side('banker')}
      player={side('player')}
      verdict={verdict()}
      verdictId="bull-verdict"
      chips={{
        legend: t('games.bull.base'),
        amounts: rules?.bases ?? [],
        chosen: base,
        choose: (amount) => send({ type: 'bull.base', amount }),
      }}
      stakeNote={
        rules
          ? t('games.bull.deposit', {
              amount: displayMoney(multiplyWire(base, rules.max_multiple)),
              max: rules.max_multiple,
            })
          : ''
      }
      footNote={t('games.bull.rtpNote')}
      describe={describe}
      aside={
        <HandTable
          id="bull-table"
          title={t('games.bull.table')}
          valueHeader={t('games.bull.multiple')}
          rows={[...BULL_HANDS]
            .reverse()
            .map((h) => ({ name: handName(h), value: `× ${rules?.multiples[h] ?? ''}` }))}
        >
          <p className="mt-2 text-ink-400 text-xs">
            {t('games.bull.commission', { rate: ((rules?.commission_bp ?? 0) / 100).toString() })}
          </p>
          <p className="mt-3 text-ink-400 text-xs leading-relaxed">{t('games.bull.rules')}</p>
        </HandTable>
      }
    />
  )
}
