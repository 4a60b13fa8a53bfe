// An 二八杠 tile in SVG, drawn in-house: 筒子 1-9 as rings of dots laid out as on a real tile (the 1 a
// large medallion, the 7 a slanting row of three over four), 白板 as a blank face inside a blue frame,
// and the tile's green back while it is face down. Width in px; the tile is 3 : 4.
import { useT } from '../../i18n'

const BLUE = '#1d4e89'
const GREEN = '#1f7a4d'
const RED = '#b8322a'

/** Dot centres (in a 60 × 80 face) and colours, by face 1-9. */
const DOTS: Record<number, [number, number, string][]> = {
  1: [[30, 40, RED]],
  2: [
    [30, 22, GREEN],
    [30, 58, BLUE],
  ],
  3: [
    [16, 18, BLUE],
    [30, 40, RED],
    [44, 62, GREEN],
  ],
  4: [
    [18, 24, BLUE],
    [42, 24, GREEN],
    [18, 56, GREEN],
    [42, 56, BLUE],
  ],
  5: [
    [16, 20, BLUE],
    [44, 20, GREEN],
    [30, 40, RED],
    [16, 60, GREEN],
    [44, 60, BLUE],
  ],
  6: [
    [18, 18, GREEN],
    [42, 18, GREEN],
    [18, 40, RED],
    [42, 40, RED],
    [18, 62, RED],
    [42, 62, RED],
  ],
  7: [
    [14, 12, GREEN],
    [30, 22, GREEN],
    [46, 32, GREEN],
    [18, 50, RED],
    [42, 50, RED],
    [18, 68, RED],
    [42, 68, RED],
  ],
  8: [
    [18, 13, BLUE],
    [42, 13, BLUE],
    [18, 31, BLUE],
    [42, 31, BLUE],
    [18, 49, BLUE],
    [42, 49, BLUE],
    [18, 67, BLUE],
    [42, 67, BLUE],
  ],
  9: [
    [12, 18, BLUE],
    [30, 18, BLUE],
    [48, 18, BLUE],
    [12, 40, RED],
    [30, 40, RED],
    [48, 40, RED],
    [12, 62, GREEN],
    [30, 62, GREEN],
    [48, 62, GREEN],
  ],
}
const RADIUS: Record<number, number> = { 1: 19, 2: 11, 3: 9, 4: 10, 5: 8.5, 6: 8.5, 7: 7, 8: 7, 9: 7.5 }

function Dot({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fffdf5" stroke={color} strokeWidth={r / 4} />
      <circle cx={x} cy={y} r={r * 0.55} fill="none" stroke={color} strokeWidth={r / 7} />
      <circle cx={x} cy={y} r={r * 0.22} fill={color} />
    </g>
  )
}

/** face: 0 白板, 1-9 筒子; null is face down. */
export function MahjongTile({ face, width = 48 }: { face: number | null; width?: number }) {
  const t = useT()
  const label =
    face === null
      ? t('games.bull.faceDown')
      : face === 0
        ? t('games.ebg.white')
        : t('games.ebg.dots', { n: face })
  return (
    <svg
      viewBox="0 0 64 84"
      width={width}
      height={(width * 84) / 64}
      role="img"
      aria-label={label}
      className="shrink-0 drop-shadow-[0_3px_3px_rgba(0,0,0,0.45)]"
    >
      {/* The tile's body: a thick edge under the face. */}
      <rect x="1" y="3" width="62" height="80" rx="8" fill={face === null ? '#0f4d33' : '#c9b98f'} />
      {face === null ? (
        <g>
          <rect x="2" y="1" width="60" height="78" rx="7" fill="#1c7a52" />
          <rect x="8" y="7" width="48" height="66" rx="5" fill="none" stroke="#7fd1a8" strokeWidth="1.5" />
          <path d="M32 22 L44 40 L32 58 L20 40 Z" fill="none" stroke="#7fd1a8" strokeWidth="1.5" />
        </g>
      ) : (
        <g>
          <rect x="2" y="1" width="60" height="78" rx="7" fill="#fbf6e8" stroke="#e6dcc1" />
          <g transform="translate(2 0)">
            {face === 0 ? (
              <rect x="10" y="12" width="40" height="56" rx="3" fill="none" stroke={BLUE} strokeWidth="3.5" />
            ) : (
              DOTS[face].map(([x, y, c]) => <Dot key={`${x}-${y}`} x={x} y={y} r={RADIUS[face]} color={c} />)
            )}
          </g>
        </g>
      )}
    </svg>
  )
}
