// The pictures of 琉璃轮盘 (docs/roulette.md): a number as a coloured disc, the SVG wheel that spins to
// the last number (a CSS animation replayed per spin; with prefers-reduced-motion it stands at the
// number), and the history of the last numbers with red/black/zero and hot/cold counts.
import type { CSSProperties } from 'react'
import { colourOf, hotCold, type RouletteColour, WHEEL_ORDER } from '../../../core/games/engines/roulette'
import { type MessageKey, useT } from '../../i18n'

export const POCKET_FILL: Record<RouletteColour, string> = {
  red: '#c8261b',
  black: '#161a2e',
  green: '#15804d',
}
const STEP = 360 / WHEEL_ORDER.length

/** One number as a disc in its colour (history, draws, verifier). */
export function RouletteNumber({ n, size }: { n: number; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={String(n)}
      className="shrink-0"
      data-testid="roulette-number"
    >
      <circle cx="20" cy="20" r="19" fill={POCKET_FILL[colourOf(n)]} stroke="#e9c46a" strokeWidth="1.5" />
      <text
        x="20"
        y="21"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="17"
        fontWeight="700"
        fill="#fff"
      >
        {n}
      </text>
    </svg>
  )
}

const SPIN_CSS = `
.rl-wheel { transform-box: view-box; transform-origin: 100px 100px; animation: rl-spin 4.2s cubic-bezier(.12,.6,.18,1) both; }
.rl-ball { transform-box: view-box; transform-origin: 100px 100px; animation: rl-ball 4.2s cubic-bezier(.2,.5,.25,1) both; }
@keyframes rl-spin { from { transform: rotate(var(--rl-from)); } to { transform: rotate(var(--rl-to)); } }
@keyframes rl-ball { from { transform: rotate(900deg); } to { transform: rotate(0deg); } }
@media (prefers-reduced-motion: reduce) { .rl-wheel, .rl-ball { animation: none; } }
`

const point = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180
  return `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`
}

/** The wheel, turned so the last number's pocket is under the pointer at the top. Keyed per spin. */
export function RouletteWheel({ n, issue }: { n: number | null; issue: string }) {
  const t = useT()
  const at = n === null ? 0 : WHEEL_ORDER.indexOf(n as (typeof WHEEL_ORDER)[number])
  const to = -at * STEP
  const style = { '--rl-from': `${to + 1080}deg`, '--rl-to': `${to}deg`, transform: `rotate(${to}deg)` }
  const label =
    n === null
      ? t('games.roulette.wheelEmpty')
      : t('games.roulette.wheel', {
          issue,
          n,
          colour: t(`games.roulette.colour.${colourOf(n)}` as MessageKey),
        })
  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      aria-label={label}
      className="mx-auto w-full max-w-[240px]"
      data-testid="roulette-wheel"
      data-number={n ?? ''}
    >
      <style>{SPIN_CSS}</style>
      <circle cx="100" cy="100" r="99" fill="#5a3a14" stroke="#e9c46a" strokeWidth="2" />
      <g
        className={n === null ? undefined : 'rl-wheel'}
        style={n === null ? undefined : (style as CSSProperties)}
      >
        {WHEEL_ORDER.map((num, i) => {
          const a0 = i * STEP - STEP / 2
          const a1 = a0 + STEP
          return (
            <g key={num}>
              <path
                d={`M ${point(a0, 94)} A 94 94 0 0 1 ${point(a1, 94)} L ${point(a1, 62)} A 62 62 0 0 0 ${point(a0, 62)} Z`}
                fill={POCKET_FILL[colourOf(num)]}
                stroke="#e9c46a"
                strokeWidth="0.6"
              />
              <text
                x="100"
                y="14"
                transform={`rotate(${i * STEP} 100 100)`}
                textAnchor="middle"
                fontSize="9"
                fontWeight="700"
                fill="#fff"
              >
                {num}
              </text>
            </g>
          )
        })}
        <circle cx="100" cy="100" r="60" fill="#2b1c0b" stroke="#e9c46a" strokeWidth="1.5" />
        <circle cx="100" cy="100" r="22" fill="#c9a03c" />
        <path d="M100 70 L104 100 L100 130 L96 100 Z M70 100 L100 96 L130 100 L100 104 Z" fill="#f4dc8a" />
      </g>
      {n === null ? null : (
        <g className="rl-ball">
          <circle cx="100" cy="33" r="5" fill="#fdfdfd" stroke="#999" strokeWidth="0.6" />
        </g>
      )}
      <path d="M92 0 L108 0 L100 14 Z" fill="#f4dc8a" stroke="#5a3a14" strokeWidth="1" />
    </svg>
  )
}

/** The last numbers (newest first), the red/black/zero split and the hot and cold numbers. */
export function RouletteHistory({ history, shown = 24 }: { history: readonly number[]; shown?: number }) {
  const t = useT()
  if (history.length === 0) return <p className="text-sm text-ink-400">{t('games.roulette.noHistory')}</p>
  const { counts, hot, cold } = hotCold(history)
  const split = { red: 0, black: 0, green: 0 }
  for (const n of history) split[colourOf(n)]++
  const row = (title: string, nums: number[]) => (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="w-10 text-xs text-ink-300">{title}</span>
      {nums.map((n) => (
        <span key={n} className="inline-flex items-center gap-0.5 text-xs text-ink-300">
          <RouletteNumber n={n} size={24} />
          {t('games.roulette.times', { n: counts[n] })}
        </span>
      ))}
    </div>
  )
  return (
    <div className="space-y-3" data-testid="roulette-history">
      <ol className="flex flex-wrap gap-1" aria-label={t('games.roulette.history', { n: shown })}>
        {history.slice(0, shown).map((n, i) => (
          <li key={i}>
            <RouletteNumber n={n} size={i === 0 ? 32 : 24} />
          </li>
        ))}
      </ol>
      <p className="text-xs text-ink-300">{t('games.roulette.counts', split)}</p>
      {row(
        t('games.roulette.hot'),
        hot.filter((n) => counts[n] > 0),
      )}
      {row(t('games.roulette.cold'), cold)}
    </div>
  )
}
