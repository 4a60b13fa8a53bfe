/**
 * The ⌄ of every control that opens something below it (menus, the member menu, dropdowns). The
 * caller gives its size, colour and turn in `className`.
 */
export function ChevronDownIcon({
  className,
  strokeWidth = 1.5,
}: {
  className: string
  strokeWidth?: number
}) {
  return (
    <svg viewBox="0 0 12 12" className={className} aria-hidden>
      <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  )
}
