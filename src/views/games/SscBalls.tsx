// The five digits of a 时时彩 draw as lottery balls in SVG (the page, the draw list and the verifier).
// Each position has its own shade so a row reads left to right at a glance.
const SHADES = ['#e8392b', '#d29b2a', '#2f8f5b', '#3b6fd1', '#8a4fc9']

export function SscBall({ digit, size, shade }: { digit: number; size: number; shade: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className="shrink-0">
      <circle cx="20" cy="20" r="19" fill={shade} />
      <circle cx="20" cy="20" r="13" fill="#fff9e8" />
      <ellipse cx="14" cy="11" rx="6" ry="3" fill="#ffffff" opacity="0.35" />
      <text
        x="20"
        y="21"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="17"
        fontWeight="700"
        fill="#0a1024"
      >
        {digit}
      </text>
    </svg>
  )
}

/** A draw's five balls; the label reads the digits for screen readers. */
export function SscBalls({ digits, size }: { digits: number[]; size: number }) {
  return (
    <span className="inline-flex gap-1" role="img" aria-label={digits.join(' ')} data-testid="ssc-balls">
      {digits.map((d, i) => (
        <SscBall key={i} digit={d} size={size} shade={SHADES[i % SHADES.length]} />
      ))}
    </span>
  )
}
