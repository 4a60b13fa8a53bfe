// Field glyphs of the auth forms.
const base = {
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
} as const

export const UserIcon = () => (
  <svg {...base} className="size-4">
    <circle cx="10" cy="7" r="3.2" />
    <path d="M3.8 17c.8-3 3.3-4.6 6.2-4.6s5.4 1.6 6.2 4.6" strokeLinecap="round" />
  </svg>
)
export const LockIcon = () => (
  <svg {...base} className="size-4">
    <rect x="4" y="9" width="12" height="8.5" rx="2" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </svg>
)
export const ShieldIcon = () => (
  <svg {...base} className="size-4">
    <path d="M10 2.5 4 5v4.6c0 3.8 2.6 6.8 6 7.9 3.4-1.1 6-4.1 6-7.9V5Z" strokeLinejoin="round" />
    <path d="m7.4 10 1.8 1.8 3.5-3.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
export const IdIcon = () => (
  <svg {...base} className="size-4">
    <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
    <circle cx="7.5" cy="9.2" r="1.8" />
    <path d="M4.8 13.2c.5-1.3 1.5-2 2.7-2s2.2.7 2.7 2M12 8.5h3M12 11h3" strokeLinecap="round" />
  </svg>
)
export const KeypadIcon = () => (
  <svg {...base} className="size-4">
    <rect x="3" y="3" width="14" height="14" rx="2.5" />
    <path
      d="M7 7h.01M10 7h.01M13 7h.01M7 10h.01M10 10h.01M13 10h.01M7 13h.01M10 13h.01M13 13h.01"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </svg>
)
export const HeadsetIcon = () => (
  <svg {...base} className="size-4">
    <path d="M4 11V9a6 6 0 0 1 12 0v2M4 11v2a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 1Zm12 0v2a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 1Zm-3 4c0 1.5-1.5 2.5-3 2.5" />
  </svg>
)
