// A draw of 微澜赛车 run as a race (docs/pk10.md): ten lanes, car n in lane n, each car driving to the
// line and reaching it in the drawn order (first place first), then its place shown at the line. The
// midway positions only make it look like a race: they are a fixed function of the issue, never
// random, and the order at the line is the draw's. With prefers-reduced-motion the cars stand at the
// line with their places from the start.
import { useT } from '../../i18n'
import { CarShape } from './Pk10Cars'

const LANE = 22
const TOP = 6
const WIDTH = 400
const FINISH = 330
const CAR = 48
const START = 6
/** Seconds: the winner reaches the line after LEAD, each next place GAP later. */
const LEAD = 2.2
const GAP = 0.22

const CSS = `
.pk10-car { animation: pk10-drive var(--pk10-d) cubic-bezier(.35,.1,.25,1) both; }
.pk10-place { animation: pk10-show .2s ease-out var(--pk10-d) both; }
@keyframes pk10-drive {
  0% { transform: translateX(var(--pk10-from)); }
  55% { transform: translateX(var(--pk10-mid)); }
  100% { transform: translateX(0); }
}
@keyframes pk10-show { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .pk10-car, .pk10-place { animation: none; } }
`

/** A number 0-1 from the issue and the car: where the car is at mid-race (for the look only). */
const spread = (issue: string, car: number) => {
  let h = car * 7919
  for (const c of issue) h = (h * 31 + c.charCodeAt(0)) % 10007
  return (h % 100) / 100
}

export function Pk10Race({ issue, cars }: { issue: string; cars: number[] }) {
  const t = useT()
  const place = new Map(cars.map((car, i) => [car, i + 1]))
  const run = FINISH - CAR - START
  const height = TOP * 2 + LANE * 10
  return (
    <figure className="w-full min-w-0" data-testid="pk10-race">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="block h-auto w-full rounded-xl bg-navy-950"
        role="img"
        aria-label={`${t('games.pk10.race', { issue })} · ${t('games.pk10.order', { order: cars.join(' ') })}`}
      >
        <style>{CSS}</style>
        <rect x="0" y="0" width={WIDTH} height={height} fill="#14321f" />
        {Array.from({ length: 10 }, (_, i) => (
          <rect
            key={i}
            x="0"
            y={TOP + i * LANE}
            width={WIDTH}
            height={LANE}
            fill={i % 2 ? '#3a3f4b' : '#444a57'}
          />
        ))}
        {Array.from({ length: 11 }, (_, i) => (
          <line
            key={i}
            x1="0"
            x2={WIDTH}
            y1={TOP + i * LANE}
            y2={TOP + i * LANE}
            stroke="#e8e2cf"
            strokeWidth="0.6"
            strokeDasharray="6 6"
          />
        ))}
        {Array.from({ length: 20 }, (_, i) => (
          <rect
            key={i}
            x={FINISH + (i % 2) * 4}
            y={TOP + (i * LANE) / 2}
            width="4"
            height={LANE / 2}
            fill={i % 4 < 2 ? '#ffffff' : '#0a1024'}
          />
        ))}
        {Array.from({ length: 10 }, (_, i) => {
          const car = i + 1
          const p = place.get(car) ?? 10
          const d = LEAD + (p - 1) * GAP
          const style = {
            '--pk10-d': `${d}s`,
            '--pk10-from': `${-run}px`,
            '--pk10-mid': `${-run * (0.35 + 0.3 * spread(issue, car))}px`,
          } as React.CSSProperties
          return (
            <g key={car} transform={`translate(${FINISH - CAR}, ${TOP + i * LANE + 1})`}>
              <g className="pk10-car" style={style}>
                <CarShape car={car} />
              </g>
              <text
                className="pk10-place"
                style={style}
                x={CAR + 14}
                y="14"
                fontSize="12"
                fontWeight="800"
                fill={p <= 3 ? '#f4cf62' : '#e8e2cf'}
              >
                {p}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
