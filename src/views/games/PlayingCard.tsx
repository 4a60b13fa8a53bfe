// A playing card drawn in SVG (in-house art): rank and suit pips in the corners, a large suit in the
// middle, court cards with a framed letter. `code` is the table's two-character card code ("TD", "AS");
// without a code the card shows its back. `delay` staggers the deal animation (ms).
const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' }
const SUIT_NAME: Record<string, string> = { S: '黑桃', H: '红桃', C: '梅花', D: '方块' }
const RANK_LABEL: Record<string, string> = { T: '10' }

export function PlayingCard({
  code,
  width = 64,
  delay = 0,
  sideways = false,
}: {
  code?: string
  width?: number
  delay?: number
  sideways?: boolean
}) {
  const height = Math.round(width * 1.4)
  const style = {
    width: sideways ? height : width,
    height: sideways ? width : height,
    animationDelay: `${delay}ms`,
  }
  if (!code) {
    return (
      <svg viewBox="0 0 100 140" style={style} className="bacc-card drop-shadow-md" aria-hidden="true">
        <rect x="1" y="1" width="98" height="138" rx="9" fill="#7a1020" stroke="#f2c14e" strokeWidth="2" />
        <rect x="9" y="9" width="82" height="122" rx="5" fill="none" stroke="#f2c14e" strokeWidth="1.5" />
        <path d="M50 30 L70 70 L50 110 L30 70 Z" fill="none" stroke="#f2c14e" strokeWidth="2" />
        <circle cx="50" cy="70" r="8" fill="#f2c14e" />
      </svg>
    )
  }
  const rank = RANK_LABEL[code[0]] ?? code[0]
  const suit = code[1]
  const red = suit === 'H' || suit === 'D'
  const ink = red ? '#c8102e' : '#1a1a2e'
  const court = 'JQK'.includes(code[0])
  return (
    <svg
      viewBox={sideways ? '0 0 140 100' : '0 0 100 140'}
      style={style}
      className="bacc-card drop-shadow-md"
      role="img"
      aria-label={`${SUIT_NAME[suit]}${rank}`}
      data-card={code}
    >
      <g transform={sideways ? 'translate(140 0) rotate(90)' : undefined}>
        <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#d9cfb8" strokeWidth="2" />
        <text x="10" y="28" fontSize="24" fontWeight="700" fill={ink} fontFamily="Georgia, serif">
          {rank}
        </text>
        <text x="11" y="50" fontSize="20" fill={ink}>
          {SUIT_GLYPH[suit]}
        </text>
        <g transform="rotate(180 50 70)">
          <text x="10" y="28" fontSize="24" fontWeight="700" fill={ink} fontFamily="Georgia, serif">
            {rank}
          </text>
          <text x="11" y="50" fontSize="20" fill={ink}>
            {SUIT_GLYPH[suit]}
          </text>
        </g>
        {court ? (
          <>
            <rect
              x="28"
              y="36"
              width="44"
              height="68"
              rx="4"
              fill={red ? '#fde8e8' : '#e8ecf7'}
              stroke={ink}
              strokeWidth="1.5"
            />
            <text
              x="50"
              y="82"
              fontSize="34"
              fontWeight="700"
              textAnchor="middle"
              fill={ink}
              fontFamily="Georgia, serif"
            >
              {rank}
            </text>
          </>
        ) : (
          <text x="50" y="86" fontSize="44" textAnchor="middle" fill={ink}>
            {SUIT_GLYPH[suit]}
          </text>
        )}
      </g>
    </svg>
  )
}
