// In-house SVG artwork of the slot symbols: one drawing per glyph kind, coloured by the machine's theme.
import type { SlotSymbol } from '../../../core/games/engines/slot'

function Shape({ s }: { s: SlotSymbol }) {
  const c = s.color
  const a = s.accent
  switch (s.glyph) {
    case 'wild':
      return (
        <>
          <path
            d="M50 8 L61 36 L92 38 L68 57 L76 88 L50 71 L24 88 L32 57 L8 38 L39 36 Z"
            fill={c}
            stroke={a}
            strokeWidth="3"
          />
          <text x="50" y="60" textAnchor="middle" fontSize="20" fontWeight="900" fill={a}>
            WILD
          </text>
        </>
      )
    case 'ingot':
      return (
        <>
          <path d="M12 58 Q50 90 88 58 L78 46 Q50 60 22 46 Z" fill={c} stroke={a} strokeWidth="3" />
          <ellipse cx="50" cy="44" rx="18" ry="14" fill={a} stroke={c} strokeWidth="3" />
        </>
      )
    case 'coin':
      return (
        <>
          <circle cx="50" cy="50" r="36" fill={c} stroke={a} strokeWidth="4" />
          <rect x="40" y="40" width="20" height="20" fill="none" stroke={a} strokeWidth="5" />
        </>
      )
    case 'dragon':
      return (
        <>
          <path
            d="M18 70 Q30 20 60 28 Q86 34 80 58 Q74 80 50 72 Q36 66 44 54 Q52 44 62 52"
            fill="none"
            stroke={c}
            strokeWidth="9"
            strokeLinecap="round"
          />
          <circle cx="64" cy="36" r="4" fill={a} />
        </>
      )
    case 'phoenix':
      return (
        <>
          <path
            d="M50 82 Q20 60 24 26 Q40 44 50 30 Q60 44 76 26 Q80 60 50 82 Z"
            fill={c}
            stroke={a}
            strokeWidth="3"
          />
          <circle cx="50" cy="46" r="6" fill={a} />
        </>
      )
    case 'koi':
      return (
        <>
          <path
            d="M14 50 Q40 22 70 40 L88 28 L84 50 L88 72 L70 60 Q40 78 14 50 Z"
            fill={c}
            stroke={a}
            strokeWidth="3"
          />
          <circle cx="30" cy="46" r="4" fill={a} />
        </>
      )
    case 'star':
      return (
        <path
          d="M50 10 L60 38 L90 40 L66 58 L74 88 L50 70 L26 88 L34 58 L10 40 L40 38 Z"
          fill={c}
          stroke={a}
          strokeWidth="3"
        />
      )
    case 'moon':
      return <path d="M64 14 A38 38 0 1 0 86 66 A30 30 0 1 1 64 14 Z" fill={c} stroke={a} strokeWidth="3" />
    case 'gem':
      return (
        <>
          <path d="M28 20 L72 20 L90 42 L50 88 L10 42 Z" fill={c} stroke={a} strokeWidth="3" />
          <path d="M10 42 L90 42 M36 20 L50 42 L64 20 M50 42 L50 88" stroke={a} strokeWidth="2" fill="none" />
        </>
      )
    case 'lotus':
      return (
        <>
          <path
            d="M50 84 Q20 70 16 40 Q36 46 50 70 Q64 46 84 40 Q80 70 50 84 Z"
            fill={c}
            stroke={a}
            strokeWidth="3"
          />
          <path d="M50 70 Q36 40 50 14 Q64 40 50 70 Z" fill={a} stroke={c} strokeWidth="3" />
        </>
      )
    case 'bell':
      return (
        <>
          <path
            d="M50 12 Q26 14 26 46 L18 72 L82 72 L74 46 Q74 14 50 12 Z"
            fill={c}
            stroke={a}
            strokeWidth="3"
          />
          <circle cx="50" cy="80" r="7" fill={a} />
        </>
      )
    case 'scatter':
      return (
        <>
          <circle cx="50" cy="50" r="40" fill={c} stroke={a} strokeWidth="4" strokeDasharray="8 5" />
          <circle cx="50" cy="50" r="28" fill={a} />
          <text x="50" y="62" textAnchor="middle" fontSize="34" fontWeight="900" fill={c}>
            {s.label}
          </text>
        </>
      )
    case 'cash':
      return (
        <>
          <path d="M50 8 L88 30 L88 70 L50 92 L12 70 L12 30 Z" fill={c} stroke={a} strokeWidth="4" />
          <text x="50" y="64" textAnchor="middle" fontSize="40" fontWeight="900" fill={a}>
            {s.label}
          </text>
        </>
      )
    default:
      return (
        <>
          <rect x="16" y="10" width="68" height="80" rx="10" fill="#fff8e6" stroke={c} strokeWidth="4" />
          <text x="50" y="66" textAnchor="middle" fontSize="44" fontWeight="900" fill={c}>
            {s.label}
          </text>
        </>
      )
  }
}

export function Glyph({
  symbol,
  size = 72,
  highlight = false,
}: {
  symbol: SlotSymbol
  size?: number
  highlight?: boolean
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={symbol.name}
      className={highlight ? 'drop-shadow-[0_0_10px_#f2cb63]' : ''}
    >
      <Shape s={symbol} />
    </svg>
  )
}
