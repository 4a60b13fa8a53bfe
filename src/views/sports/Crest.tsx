// Team crests drawn in-house: a shield (football), a roundel (basketball) or a hexagon (e-sports) in
// two colours derived from the team id, with the team's initial. No club or brand artwork anywhere.
import type { Sport, Team } from './format'

const hue = (id: string) => {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 360
  return h
}

export function Crest({ team, sport, size = 28 }: { team: Team; sport: Sport; size?: number }) {
  const h = hue(team.id)
  const main = `hsl(${h} 62% 42%)`
  const second = `hsl(${(h + 150) % 360} 70% 58%)`
  const initial = (team.en[0] ?? team.id[0]).toUpperCase()
  const shape =
    sport === 'football'
      ? 'M16 2 L28 6 V15 C28 23 22 28 16 30 C10 28 4 23 4 15 V6 Z'
      : sport === 'basketball'
        ? 'M16 2 A14 14 0 1 1 15.99 2 Z'
        : 'M16 2 L28 9 V23 L16 30 L4 23 V9 Z'
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <path d={shape} fill={main} stroke="rgba(242,203,99,.85)" strokeWidth="1.5" />
      <path d="M4 15 H28" stroke={second} strokeWidth="3" opacity=".85" clipPath="none" />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
    </svg>
  )
}
