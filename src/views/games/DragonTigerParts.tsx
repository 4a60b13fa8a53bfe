// The dragon-tiger table's own pieces: the two cards, the betting spots, the rules with each bet's
// odds and exact return, and a replayed round for the verifier. The felt, chips, roads and seeds are
// every shoe table's (LiveTable.tsx, RoadMaps.tsx, SeedPanel.tsx); DragonTigerPage composes them.
import {
  DT_BETS,
  DT_ODDS,
  DT_RTP,
  type DtBet,
  type DtRound,
  dtPayout,
  dtPoint,
} from '../../../core/games/engines/dragontiger'
import { cardCode, parseCard } from '../../../core/games/engines/shoe'
import { displayMoney } from '../../../core/money'
import type { DragonTigerRound } from '../../api/games'
import { useT } from '../../i18n'
import { PendingChips } from './LiveTable'
import { PlayingCard } from './PlayingCard'

export type Side = 'dragon' | 'tiger'
const TONE: Record<Side | 'tie', string> = {
  dragon: 'border-[#ff6b81] text-[#ffd6dc]',
  tiger: 'border-[#5b8cff] text-[#cfe0ff]',
  tie: 'border-[#4ade80] text-[#d1fae5]',
}
const BADGE: Record<Side, string> = {
  dragon: 'from-[#c81e3a] to-[#6d0a1c]',
  tiger: 'from-[#1d4ed8] to-[#0b2a7a]',
}

export const dtOdds = (bet: DtBet) => `1:${DT_ODDS[bet] / 100}`
const pct = (x: number) => `${(x * 100).toFixed(2)}%`

/** The engine's round behind a record (card codes back to cards). */
export const roundOf = (r: DragonTigerRound): DtRound => ({
  dragon: parseCard(r.dragon),
  tiger: parseCard(r.tiger),
  winner: r.winner,
})

/** Every bet the round pays more than its stake back on (the engine decides). */
export function dtWonBets(r: DragonTigerRound | null): Set<string> {
  if (!r) return new Set()
  const round = roundOf(r)
  return new Set(DT_BETS.filter((b) => dtPayout(b, 100n, round) > 100n))
}

/** One side's card with its rank, lit when it wins. */
export function DtCard({ side, round, show }: { side: Side; round: DragonTigerRound | null; show: boolean }) {
  const t = useT()
  const code = round ? round[side] : undefined
  const won = show && round?.winner === side
  return (
    <div
      className={`flex min-w-0 flex-1 flex-col items-center gap-2 rounded-2xl border-2 p-2 transition sm:p-3 ${
        won
          ? 'border-gold-300 bg-gold-400/15 shadow-[0_0_24px_rgba(242,193,78,.45)]'
          : 'border-white/15 bg-black/15'
      }`}
      data-testid={`dt-${side}`}
    >
      <div className="flex w-full items-center justify-between gap-1">
        <span
          className={`rounded-full bg-gradient-to-b px-3 py-0.5 text-sm font-bold text-white ${BADGE[side]}`}
        >
          {t(`games.dt.${side}`)}
        </span>
        <span className="font-mono text-2xl font-bold text-gold-100" data-testid={`dt-${side}-point`}>
          {show && round ? round[`${side}_point`] : '–'}
        </span>
      </div>
      <div className="flex min-h-24 items-center justify-center sm:min-h-28">
        {show && code ? (
          <PlayingCard code={code} width={64} delay={side === 'tiger' ? 350 : 0} />
        ) : (
          <div className="h-24 w-16 rounded-lg border-2 border-dashed border-white/25" />
        )}
      </div>
    </div>
  )
}

export function DtSpot(props: {
  bet: DtBet
  big?: boolean
  pending: number
  placed: string | undefined
  won: boolean
  disabled: boolean
  onPlace: () => void
}) {
  const t = useT()
  const tone = props.bet === 'tie' ? TONE.tie : props.bet.startsWith('dragon') ? TONE.dragon : TONE.tiger
  return (
    <button
      type="button"
      onClick={props.onPlace}
      disabled={props.disabled}
      aria-label={`${t(`games.dt.${props.bet}`)} ${dtOdds(props.bet)}`}
      className={`relative flex min-w-0 flex-col items-center justify-center rounded-2xl border-2 bg-black/10 transition hover:bg-white/10 disabled:cursor-not-allowed ${tone} ${
        props.big ? 'min-h-24 sm:min-h-32' : 'min-h-14'
      } ${props.won ? 'animate-pulse bg-gold-300/25 ring-4 ring-gold-300' : ''}`}
    >
      <span
        className={`font-bold ${props.big ? 'text-3xl tracking-widest sm:text-5xl' : 'text-sm sm:text-base'}`}
      >
        {t(`games.dt.${props.bet}`)}
      </span>
      <span className="text-[11px] opacity-80">{dtOdds(props.bet)}</span>
      {props.placed ? (
        <span className="absolute bottom-1 left-1 rounded-full bg-black/50 px-1.5 text-[10px] text-gold-200">
          ✓ {displayMoney(props.placed)}
        </span>
      ) : null}
      {props.pending ? <PendingChips amount={props.pending} /> : null}
    </button>
  )
}

/** The rules: the deal, the tie, the side bets, the shoe, and every bet's odds and exact return. */
export function DtRules() {
  const t = useT()
  return (
    <section
      aria-labelledby="dt-rules"
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id="dt-rules" className="mb-2 font-semibold text-gold-300">
        {t('games.dt.rulesTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-ink-300">
        <li>{t('games.dt.ruleDeal')}</li>
        <li>{t('games.dt.ruleTie')}</li>
        <li>{t('games.dt.ruleSide')}</li>
        <li>{t('games.dt.ruleBoth')}</li>
        <li>{t('games.dt.ruleShoe')}</li>
      </ul>
      <table className="mt-3 w-full text-left" data-testid="dt-rtp">
        <thead className="text-ink-400">
          <tr>
            <th className="py-1 font-normal">{t('games.dt.bet')}</th>
            <th className="py-1 font-normal">{t('games.dt.odds')}</th>
            <th className="py-1 text-right font-normal">{t('games.dt.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {DT_BETS.map((b) => (
            <tr key={b} className="border-t border-navy-700">
              <td className="py-1 text-ink-100">{t(`games.dt.${b}`)}</td>
              <td className="py-1 font-mono text-ink-200">{dtOdds(b)}</td>
              <td className="py-1 text-right font-mono text-gold-200">{pct(DT_RTP[b])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-400">{t('games.dt.ruleRtp')}</p>
    </section>
  )
}

/** A replayed round in the verifier: both cards, their ranks and the winner. */
export function DtReplayRound({ round }: { round: DtRound }) {
  const t = useT()
  return (
    <>
      <span className="text-[#ff9aa8]">{t('games.dt.dragon')}</span>
      <PlayingCard code={cardCode(round.dragon)} width={18} />
      <span className="font-mono text-[#ff9aa8]">{dtPoint(round.dragon)}</span>
      <span className="text-ink-500">:</span>
      <span className="font-mono text-[#8fb3ff]">{dtPoint(round.tiger)}</span>
      <PlayingCard code={cardCode(round.tiger)} width={18} />
      <span className="text-[#8fb3ff]">{t('games.dt.tiger')}</span>
      <span className="ml-auto text-ink-200">{t(`games.dt.wins.${round.winner}`)}</span>
    </>
  )
}
