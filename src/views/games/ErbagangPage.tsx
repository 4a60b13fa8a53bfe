import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { EbgHandKind } from '../../../core/games/engines/erbagang'
import { centsToWire, displayMoney } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { erbagangMachine } from '../../machines/erbagang.machine'
import { useHashRoute } from '../home/useHashQuery'
import { CardRoundLayout, cardRoundView } from './CardRoundLayout'
import { HandPanel, HandTable } from './CardTable'
import { useEbgHandName } from './ErbagangReplay'
import { ErbagangRules, percent4 } from './ErbagangRules'
import { MahjongTile } from './MahjongTile'

type Hand = { tiles: number[]; kind: EbgHandKind; half: number }
/** The round's result as the server records it; the amounts are whole cents. */
type EbgResult = { player: Hand; banker: Hand; winner: 'player' | 'banker'; tie: boolean; net: number }

const resultOf = (r: GameRound | null) => (r?.result ?? null) as EbgResult | null
/** A paytable entry (basis points of the ante) as odds: 10000 → "1". */
const odds = (bp: number) => String(bp / 10_000)
// Each tile slides in from the wall and turns over, one after another (banker first).
const DEAL_CSS =
  '@keyframes ebg-deal{from{opacity:0;transform:translateY(-28px) rotate(-8deg) scale(.85)}to{opacity:1;transform:none}}' +
  '@media (prefers-reduced-motion:reduce){.ebg-tile{animation:none!important}}'

/** /play/erbagang?venue=: 二八杠 against the banker at the chess/cards venue bfchess. */
export default function ErbagangPage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(erbagangMachine, { input: { venue: query.get('venue') ?? 'bfchess' } })
  // The rules dialog is a view toggle: the table goes on underneath it.
  const [rulesOpen, setRulesOpen] = useState(false)
  const { table, last, rules, ante, venue } = snap.context
  const dealing = snap.hasTag('dealing')
  const shown = snap.matches('dealing') ? null : resultOf(last)
  const handName = useEbgHandName()

  const describe = (r: GameRound) => {
    const x = resultOf(r)
    return x ? `${handName(x.player)} : ${handName(x.banker)}` : ''
  }

  const side = (who: 'player' | 'banker') => {
    const hand = shown?.[who] ?? null
    const first = who === 'banker' ? 0 : 2
    return (
      <HandPanel
        label={t(`games.bull.${who}`)}
        kind={hand ? handName(hand) : t('games.bull.faceDown')}
        won={shown?.winner === who}
        testId={`ebg-${who}`}
      >
        {[0, 1].map((i) => (
          <span
            // A new round remounts the tiles, so each deal plays the animation again.
            key={`${last?.round_id ?? 'none'}-${hand ? 'up' : 'down'}-${i}`}
            className="ebg-tile inline-block"
            style={hand ? { animation: `ebg-deal .42s ease-out ${(first + i) * 0.14}s both` } : undefined}
          >
            <MahjongTile face={hand ? hand.tiles[i] : null} width={64} />
          </span>
        ))}
      </HandPanel>
    )
  }

  const verdict = () => {
    if (!shown) return dealing ? t('games.bull.dealing') : ''
    const amount = displayMoney(centsToWire(Math.abs(shown.net)))
    if (shown.winner === 'player') return t('games.ebg.playerWins', { hand: handName(shown.player), amount })
    return t(shown.tie ? 'games.ebg.tie' : 'games.ebg.bankerWins', { hand: handName(shown.banker), amount })
  }
  const [num, den] = rules?.rtp_fraction ?? [0, 1]
  const rtp = t('games.ebg.rtp', { rtp: percent4(num, den), edge: percent4(den - num, den) })
  const pays = (kind: EbgHandKind) => t('games.ebg.odds', { x: odds(rules?.paytable[kind] ?? 0) })
  const rulesButton = (
    <button
      type="button"
      onClick={() => setRulesOpen(true)}
      className="mt-2 min-h-11 rounded-full border border-gold-600/60 px-4 text-gold-200 text-sm hover:bg-gold-700/20"
    >
      {t('games.ebg.rulesOpen')}
    </button>
  )

  return (
    <CardRoundLayout
      round={cardRoundView('erbagang', 'ebg', snap, send)}
      title={`${table?.venue_name ?? ''} · ${t('games.ebg.title')}`}
      subtitle={t('games.bull.rng')}
      felt="bg-[radial-gradient(ellipse_at_center,#1e4a6b_0%,#12304a_60%,#0a1a2e_100%)]"
      banker={side('banker')}
      player={side('player')}
      verdict={verdict()}
      verdictId="ebg-verdict"
      chips={{
        legend: t('games.bull.base'),
        amounts: rules?.antes ?? [],
        chosen: ante,
        choose: (amount) => send({ type: 'ebg.ante', amount }),
      }}
      stakeNote={t('games.ebg.stake', { amount: displayMoney(ante) })}
      footNote={
        <>
          <p>{rtp}</p>
          {rulesButton}
        </>
      }
      describe={describe}
      aside={
        <HandTable
          id="ebg-paytable"
          title={t('games.ebg.paytable')}
          valueHeader={t('games.ebg.pays')}
          rows={[
            { name: t('games.ebg.kind.whitePair'), value: pays('whitePair') },
            { name: t('games.ebg.pairRange'), value: pays('pair') },
            { name: t('games.ebg.kind.erba'), value: pays('erba') },
            { name: t('games.ebg.pointRange'), value: pays('points') },
            { name: t('games.ebg.kind.zero'), value: t('games.ebg.never') },
          ]}
        >
          <p className="mt-2 text-ink-400 text-xs">{rtp}</p>
          <p className="mt-3 text-ink-400 text-xs leading-relaxed">{t('games.ebg.rules')}</p>
          <p className="mt-2 text-ink-400 text-xs leading-relaxed">{t('games.ebg.rulesTie')}</p>
        </HandTable>
      }
    >
      <style>{DEAL_CSS}</style>
      {rules ? (
        <ErbagangRules open={rulesOpen} rules={rules} venue={venue} onClose={() => setRulesOpen(false)} />
      ) : null}
    </CardRoundLayout>
  )
}
