// The ten cars of 微澜赛车 (docs/pk10.md) in our own drawing: each number has its colour, as a badge
// (the draw lists, the slip, the verifier) and as a small side-view car (the race). One palette, so a
// car reads the same everywhere.
export const CAR_COLOURS = [
  '#f2c230',
  '#2f7fe0',
  '#5b5f6b',
  '#f07c1e',
  '#22b3b8',
  '#6a4cd6',
  '#c9ccd4',
  '#e2364a',
  '#8d2a2a',
  '#3aa655',
] as const
/** Numbers drawn dark on the light colours. */
const DARK_TEXT = new Set([1, 7])
export const carColour = (car: number) => CAR_COLOURS[(car - 1) % 10]
const ink = (car: number) => (DARK_TEXT.has(car) ? '#0a1024' : '#ffffff')

export function CarBadge({ car, size }: { car: number; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect x="1" y="1" width="30" height="30" rx="7" fill={carColour(car)} />
      <text
        x="16"
        y="17"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={car === 10 ? 15 : 18}
        fontWeight="800"
        fill={ink(car)}
      >
        {car}
      </text>
    </svg>
  )
}

/** A finishing order as badges, first place first; the label reads the order for screen readers. */
export function CarOrder({ cars, size, label }: { cars: number[]; size: number; label?: string }) {
  return (
    <span
      className="inline-flex flex-wrap gap-0.5"
      role="img"
      aria-label={label ?? cars.join(' ')}
      data-testid="pk10-order"
    >
      {cars.map((c) => (
        <CarBadge key={c} car={c} size={size} />
      ))}
    </span>
  )
}

/** A side view of car `car` facing right (for the race track), 48 x 20 units. */
export function CarShape({ car }: { car: number }) {
  return (
    <g>
      <path
        d="M2 14 L6 8 Q8 5 13 5 L26 5 Q30 5 33 8 L38 11 L45 12 Q47 13 47 15 L47 17 L2 17 Z"
        fill={carColour(car)}
        stroke="#0a1024"
        strokeWidth="1"
      />
      <path d="M14 7 L25 7 L30 11 L12 11 Z" fill="#0a1024" opacity="0.55" />
      <circle cx="11" cy="17" r="3.2" fill="#0a1024" />
      <circle cx="38" cy="17" r="3.2" fill="#0a1024" />
      <text x="20" y="15.5" textAnchor="middle" fontSize="7" fontWeight="800" fill={ink(car)}>
        {car}
      </text>
    </g>
  )
}
