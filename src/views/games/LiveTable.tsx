// The pieces every shared shoe table draws the same (baccarat, dragon-tiger): the felt with the round,
// the phase and the countdown ring, the chip bar with the slip's total and the confirm button, the
// casino chip, and the list of revealed shoes. Each page puts its own cards and betting spots inside.
// `prefix` keeps each table's test ids (bacc-round, dt-round, …).
import type { ReactNode } from 'react'
import { displayMoney, sumWire, yuan } from '../../../core/money'
import { useT } from '../../i18n'
import { TABLE_CHIPS } from '../../machines/shoeTable'
import { href, paths } from '../../routes/paths'
import { Money } from '../ui'

export const CHIP_COLORS: Record<number, string> = {
  5: '#6b7280',
  10: '#1f6feb',
  50: '#1f9d55',
  100: '#111827',
  500: '#7c3aed',
  1000: '#c8102e',
}

/** A casino chip in SVG: coloured ring with notches and the value in the middle. */
export function Chip({ value, size = 44 }: { value: number; size?: number }) {
  const color = CHIP_COLORS[value] ?? '#b45309'
  return (
    <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true">
      <circle cx="22" cy="22" r="21" fill={color} stroke="#0008" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x="20" y="1.5" width="4" height="7" fill="#fff" transform={`rotate(${i * 45} 22 22)`} />
      ))}
      <circle cx="22" cy="22" r="13" fill="#fff" stroke={color} strokeWidth="2" />
      <text x="22" y="26" fontSize={value >= 1000 ? 9 : 11} fontWeight="800" textAnchor="middle" fill={color}>
        {value >= 1000 ? '1K' : value}
      </text>
    </svg>
  )
}

/** The chips stacked on a spot before they are confirmed: the smallest chip that covers them. */
export function PendingChips({ amount }: { amount: number }) {
  return (
    <span className="absolute -top-3 right-2 flex items-center gap-1 rounded-full bg-navy-950/80 pr-2 text-xs font-bold text-white">
      <Chip value={TABLE_CHIPS.find((c) => c >= amount) ?? 1000} size={26} />
      {amount}
    </span>
  )
}

type Phase = 'betting' | 'dealing' | 'result'

/** The felt: the table's name, the round, the cards left, the phase and a ring counting it down. */
export function LiveFelt(props: {
  prefix: string
  title: string
  round: { shoe: number; hand: number; phase: Phase }
  cardsLeft: number
  left: number
  betSeconds: number
  children: ReactNode
}) {
  const t = useT()
  const { round, left, prefix } = props
  const ring = round.phase === 'betting' ? Math.min(1, left / Math.max(1, props.betSeconds)) : 0
  return (
    <section
      className="relative overflow-hidden rounded-[2rem] border-[6px] border-[#8a6a2c] bg-[radial-gradient(ellipse_at_top,#1c7a4f_0%,#0f5236_55%,#093823_100%)] p-3 shadow-[inset_0_0_60px_rgba(0,0,0,.55)] sm:p-5"
      aria-label={props.title}
    >
      <div className="pointer-events-none absolute inset-2 rounded-[1.6rem] border border-gold-300/30" />
      <div className="relative flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <div className="text-xs tracking-[0.3em] text-gold-200/80">{props.title}</div>
          <div className="text-lg font-bold text-gold-100" data-testid={`${prefix}-round`}>
            {t('games.bacc.round', { shoe: round.shoe, hand: round.hand })}
          </div>
          <div className="text-xs text-white/60">{t('games.bacc.cardsLeft', { n: props.cardsLeft })}</div>
        </div>
        <div className="flex items-center gap-3" aria-live="polite">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              round.phase === 'betting' ? 'bg-success-500/80 text-white' : 'bg-black/40 text-gold-200'
            }`}
            data-testid={`${prefix}-phase`}
          >
            {t(`games.bacc.${round.phase}`)}
          </span>
          <svg viewBox="0 0 48 48" className="size-14" role="timer" aria-label={`${left}`}>
            <circle cx="24" cy="24" r="20" fill="#0007" stroke="#ffffff22" strokeWidth="4" />
            <circle
              cx="24"
              cy="24"
              r="20"
              fill="none"
              stroke={left <= 5 ? '#ff6b81' : '#f2c14e'}
              strokeWidth="4"
              strokeDasharray={`${ring * 125.7} 125.7`}
              transform="rotate(-90 24 24)"
              strokeLinecap="round"
            />
            <text
              x="24"
              y="30"
              fontSize="16"
              fontWeight="800"
              textAnchor="middle"
              fill="#fff"
              data-testid={`${prefix}-countdown`}
            >
              {left}
            </text>
          </svg>
        </div>
      </div>
      {props.children}
    </section>
  )
}

/** The chip bar under the spots: chip choice, the slip's total, clear, confirm, and the bets placed. */
export function TableChipBar(props: {
  prefix: string
  chip: number
  /** The slip's total in whole yuan, as the chips are. */
  total: number
  betting: boolean
  placing: boolean
  canSubmit: boolean
  myBets: { bet: string; amount: string }[]
  betLabel: (bet: string) => string
  onChip: (amount: number) => void
  onClear: () => void
  onSubmit: () => void
}) {
  const t = useT()
  return (
    <>
      <div className="relative mt-4 flex flex-wrap items-center justify-center gap-2">
        {TABLE_CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            aria-label={`${t('games.sicbo.chip')} ${c}`}
            aria-pressed={props.chip === c}
            onClick={() => props.onChip(c)}
            className="rounded-full transition aria-pressed:-translate-y-1.5 aria-pressed:drop-shadow-[0_0_10px_rgba(242,193,78,.9)]"
          >
            <Chip value={c} />
          </button>
        ))}
      </div>
      <div className="relative mt-3 flex flex-wrap items-center justify-center gap-3">
        <span className="text-sm text-white/80">
          {t('games.sicbo.total', { amount: displayMoney(yuan(props.total)) })}
        </span>
        <button
          type="button"
          onClick={props.onClear}
          className="min-h-11 rounded-full border border-white/40 px-4 py-2 text-sm text-white"
        >
          {t('games.sicbo.clear')}
        </button>
        <button
          type="button"
          onClick={props.onSubmit}
          disabled={!props.canSubmit}
          className="min-h-11 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-2.5 font-bold text-navy-950 shadow-lg disabled:opacity-50"
        >
          {props.placing
            ? t('games.bacc.placing')
            : props.betting
              ? t('games.bacc.confirm')
              : t('games.bacc.closed')}
        </button>
      </div>
      {props.myBets.length ? (
        <p
          className="relative mt-2 text-center text-xs text-gold-200"
          data-testid={`${props.prefix}-my-bets`}
        >
          {t('games.bacc.myBets')}: {props.myBets.map((b) => `${props.betLabel(b.bet)} `).join('· ')}
          <Money value={sumWire(props.myBets.map((b) => b.amount))} tone="gold" />
        </p>
      ) : null}
    </>
  )
}

/** The table's ended shoes, each with a link that replays it in the verifier. */
export function RevealedShoes({
  kind,
  shoes,
}: {
  kind: 'baccarat' | 'dragontiger'
  shoes: { shoe: number; hands: number }[]
}) {
  const t = useT()
  return (
    <section
      aria-labelledby={`${kind}-revealed`}
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id={`${kind}-revealed`} className="mb-2 font-semibold text-gold-300">
        {t('games.bacc.revealed')}
      </h2>
      {shoes.length === 0 ? <p className="text-ink-400">{t('games.noRounds')}</p> : null}
      <ul className="space-y-1.5">
        {shoes.map((s) => (
          <li
            key={s.shoe}
            className="flex items-center justify-between gap-2 border-b border-navy-700 pb-1.5"
          >
            <span className="text-ink-200">
              #{s.shoe} · {t('games.bacc.hands', { n: s.hands })}
            </span>
            <a className="text-xs text-gold-300 underline" href={href(paths.fair({ kind, shoe: s.shoe }))}>
              {t('games.bacc.verifyShoe', { shoe: s.shoe })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
