// A die face in SVG (pips), used by sic bo, fast-3 and the verifier.
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
}

export function Die({
  value,
  size = 48,
  rolling = false,
}: {
  value: number
  size?: number
  rolling?: boolean
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={String(value)}
      className={rolling ? 'animate-spin [animation-duration:600ms]' : 'transition-transform'}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fdf8ea" stroke="#b07c1d" strokeWidth="4" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="9"
          fill={value === 1 || value === 4 ? '#c52618' : '#131d3d'}
        />
      ))}
    </svg>
  )
}
