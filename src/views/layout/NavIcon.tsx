// Small in-house glyphs for navigation entries that have no venue artwork (the promotions menu).
export const NAV_ICONS = ['gift', 'crown', 'redpacket', 'coins'] as const
export type NavIconName = (typeof NAV_ICONS)[number]

const PATHS: Record<NavIconName, React.JSX.Element> = {
  gift: (
    <>
      <rect x="8" y="22" width="40" height="26" rx="3" fill="url(#nav-gold)" />
      <rect x="5" y="15" width="46" height="10" rx="3" fill="var(--color-gold-200)" />
      <rect x="25" y="15" width="6" height="33" fill="var(--color-cta-500)" />
      <path
        d="M28 15c-6-10-16-8-13-2 2 3 8 2 13 2Zm0 0c6-10 16-8 13-2-2 3-8 2-13 2Z"
        fill="var(--color-cta-400)"
      />
    </>
  ),
  crown: (
    <>
      <path d="M8 40 5 16l13 10 10-16 10 16 13-10-3 24Z" fill="url(#nav-gold)" />
      <rect x="8" y="42" width="40" height="6" rx="2" fill="var(--color-gold-300)" />
      <circle cx="28" cy="30" r="4" fill="var(--color-cta-500)" />
    </>
  ),
  redpacket: (
    <>
      <rect x="12" y="6" width="32" height="44" rx="4" fill="var(--color-cta-500)" />
      <path d="M12 18c8 8 24 8 32 0V10a4 4 0 0 0-4-4H16a4 4 0 0 0-4 4Z" fill="var(--color-cta-600)" />
      <circle cx="28" cy="22" r="7" fill="url(#nav-gold)" />
      <text x="28" y="25.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="var(--color-cta-700)">
        福
      </text>
    </>
  ),
  coins: (
    <>
      <ellipse cx="22" cy="40" rx="14" ry="5" fill="var(--color-gold-600)" />
      <rect x="8" y="30" width="28" height="10" fill="var(--color-gold-500)" />
      <ellipse cx="22" cy="30" rx="14" ry="5" fill="url(#nav-gold)" />
      <ellipse cx="36" cy="24" rx="13" ry="13" fill="url(#nav-gold)" />
      <path d="M31 24h10M36 18v12" stroke="var(--color-gold-700)" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
}

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return (
    <svg viewBox="0 0 56 56" className={className} aria-hidden>
      <defs>
        <linearGradient id="nav-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-gold-100)" />
          <stop offset="0.55" stopColor="var(--color-gold-400)" />
          <stop offset="1" stopColor="var(--color-gold-600)" />
        </linearGradient>
      </defs>
      {PATHS[name]}
    </svg>
  )
}
