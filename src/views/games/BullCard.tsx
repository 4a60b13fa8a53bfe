// An in-house playing card in SVG: face (rank and suit in the corners, a large suit pip, a crown for
// J/Q/K) or back (navy with a gold lattice). Card numbers follow engines/bullbull.ts.
import { cardLabel, cardRank, cardSuit } from '../../../core/games/engines/bullbull'

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♦', '♣', '♥', '♠']

export function BullCard({
  card,
  faceDown = false,
  lifted = false,
  width = 64,
}: {
  card: number | null
  faceDown?: boolean
  lifted?: boolean
  width?: number
}) {
  const height = Math.round(width * 1.4)
  const back = faceDown || card === null
  const lift = lifted ? '-translate-y-2' : ''
  if (back)
    return (
      <svg
        viewBox="0 0 100 140"
        width={width}
        height={height}
        role="img"
        aria-label="未开牌"
        className={`transition-transform ${lift}`}
      >
        <defs>
          <pattern
            id="card-lattice"
            width="12"
            height="12"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="12" height="12" fill="#14234a" />
            <path d="M0 0H12M0 0V12" stroke="#c9a24a" strokeWidth="1.2" opacity="0.55" />
          </pattern>
        </defs>
        <rect x="2" y="2" width="96" height="136" rx="10" fill="#0d1733" stroke="#c9a24a" strokeWidth="3" />
        <rect x="10" y="10" width="80" height="120" rx="6" fill="url(#card-lattice)" />
        <circle cx="50" cy="70" r="16" fill="#0d1733" stroke="#e0bf6a" strokeWidth="2" />
        <text x="50" y="77" textAnchor="middle" fontSize="20" fontWeight="700" fill="#e0bf6a">
          牛
        </text>
      </svg>
    )
  const rank = cardRank(card)
  const suit = cardSuit(card)
  const red = suit === 0 || suit === 2
  const ink = red ? '#c52618' : '#131d3d'
  const face = rank > 10
  return (
    <svg
      viewBox="0 0 100 140"
      width={width}
      height={height}
      role="img"
      aria-label={cardLabel(card)}
      className={`transition-transform ${lift}`}
    >
      <rect
        x="2"
        y="2"
        width="96"
        height="136"
        rx="10"
        fill="#fdf8ea"
        stroke={lifted ? '#e0a526' : '#b07c1d'}
        strokeWidth={lifted ? 5 : 3}
      />
      <text x="12" y="28" fontSize="22" fontWeight="700" fill={ink}>
        {RANKS[rank]}
      </text>
      <text x="12" y="48" fontSize="18" fill={ink}>
        {SUITS[suit]}
      </text>
      <g transform="rotate(180 50 70)">
        <text x="12" y="28" fontSize="22" fontWeight="700" fill={ink}>
          {RANKS[rank]}
        </text>
        <text x="12" y="48" fontSize="18" fill={ink}>
          {SUITS[suit]}
        </text>
      </g>
      {face ? (
        <g>
          <rect
            x="28"
            y="38"
            width="44"
            height="64"
            rx="6"
            fill={red ? '#fbe3dc' : '#e3e8f4'}
            stroke={ink}
            strokeWidth="2"
          />
          <path d="M36 62 L42 50 L50 60 L58 50 L64 62 Z" fill="#e0a526" stroke={ink} strokeWidth="1.5" />
          <text x="50" y="90" textAnchor="middle" fontSize="22" fontWeight="700" fill={ink}>
            {RANKS[rank]}
          </text>
        </g>
      ) : (
        <text x="50" y="86" textAnchor="middle" fontSize="40" fill={ink}>
          {SUITS[suit]}
        </text>
      )}
    </svg>
  )
}
