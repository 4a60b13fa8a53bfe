import { useMachine } from '@xstate/react'
import { cardCode } from '../../../core/games/engines/cards'
import { ZJH_HANDS, type ZjhHandKind } from '../../../core/games/engines/zhajinhua'
import { centsToWire, displayMoney } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { zhajinhuaMachine } from '../../machines/zhajinhua.machine'
import { useHashRoute } from '../home/useHashQuery'
import { CardRoundLayout, cardRoundView } from './CardRoundLayout'
import { HandPanel, HandTable } from './CardTable'
import { PlayingCard } from './PlayingCard'
import { useZjhHandName } from './ZhajinhuaReplay'

type Hand = { cards: number[]; kind: ZjhHandKind }
/** The round's result as the server records it; the amounts are whole cents. */
type ZjhResult = { player: Hand; banker: Hand; winner: 'player' | 'banker'; tie: boolean; net: number }

const resultOf = (r: GameRound | null) => (r?.result ?? null) as ZjhResult | null
/** A paytable entry (basis points of the ante) as odds: 8000 → "0.8". */
const odds = (bp: number) => String(bp / 10_000)
const percent = (x: number) => (x * 100).toFixed(2)

/** /play/zhajinhua?venue=: 炸金花 against the banker at the chess/cards venue qxchess. */
export default function ZhajinhuaPage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(zhajinhuaMachine, { input: { venue: query.get('venue') ?? 'qxchess' } })
  const { table, last, rules, ante } = snap.context
  const dealing = snap.hasTag('dealing')
  const shown = snap.matches('dealing') ? null : resultOf(last)
  const handName = useZjhHandName()

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
        testId={`zjh-${who}`}
      >
        {[0, 1, 2].map((i) => (
          <PlayingCard
            key={hand ? hand.cards[i] : i}
            code={hand ? cardCode(hand.cards[i]) : undefined}
            width={64}
          />
        ))}
      </HandPanel>
    )
  }

  const verdict = () => {
    if (!shown) return dealing ? t('games.bull.dealing') : ''
    const amount = displayMoney(centsToWire(Math.abs(shown.net)))
    if (shown.winner === 'player')
      return t('games.zjh.playerWins', { hand: handName(shown.player.kind), amount })
    return t(shown.tie ? 'games.zjh.tie' : 'games.zjh.bankerWins', {
      hand: handName(shown.banker.kind),
      amount,
    })
  }
  const rtp = rules ? t('games.zjh.rtp', { rtp: percent(rules.rtp), edge: percent(1 - rules.rtp) }) : ''

  return (
    <CardRoundLayout
      round={cardRoundView('zhajinhua', 'zjh', snap, send)}
      title={`${table?.venue_name ?? ''} · ${t('games.zjh.title')}`}
      subtitle={t('games.bull.rng')}
      felt="bg-[radial-gradient(ellipse_at_center,#5a1f2e_0%,#2f0f1a_60%,#0a1a2e_100%)]"
      banker={side('banker')}
      player={side('player')}
      verdict={verdict()}
      verdictId="zjh-verdict"
      chips={{
        legend: t('games.bull.base'),
        amounts: rules?.antes ?? [],
        chosen: ante,
        choose: (amount) => send({ type: 'zjh.ante', amount }),
      }}
      stakeNote={t('games.zjh.stake', { amount: displayMoney(ante) })}
      footNote={rtp}
      describe={describe}
      aside={
        <HandTable
          id="zjh-paytable"
          title={t('games.zjh.paytable')}
          valueHeader={t('games.zjh.pays')}
          rows={[...ZJH_HANDS].reverse().map((h) => ({
            name: handName(h),
            value: t('games.zjh.odds', { x: odds(rules?.paytable[h] ?? 0) }),
          }))}
        >
          <p className="mt-2 text-ink-400 text-xs">{rtp}</p>
          <p className="mt-3 text-ink-400 text-xs leading-relaxed">{t('games.zjh.rules')}</p>
        </HandTable>
      }
    />
  )
}
