import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { useT } from '../../i18n'
import { href } from '../../routes/paths'
import { ChevronDownIcon } from '../ui/ChevronDownIcon'
import { cx } from '../ui/cx'
import { NavIcon } from './NavIcon'
import type { NavLink, NavSection } from './navModel'

const isActive = (location: string, section: NavSection) =>
  section.to === '/' ? location === '/' : location === section.to || location.startsWith(`${section.to}/`)

/** Space kept between an open dropdown and the window's edges, in px. */
const EDGE_PX = 16

/**
 * Where a dropdown starts, relative to its menu item: centred under the item, moved back inside the
 * window (EDGE_PX from either edge) when it would stick out. Widths and lefts in px.
 */
export function dropdownOffset(
  item: { left: number; width: number },
  panelWidth: number,
  windowWidth: number,
) {
  const centred = item.left + (item.width - panelWidth) / 2
  const inside = Math.max(EDGE_PX, Math.min(centred, windowWidth - EDGE_PX - panelWidth))
  return Math.round(inside - item.left)
}

/** Puts an item's dropdown under it, inside the window (measured each time it opens). */
function placeDropdown(item: HTMLElement) {
  const panel = item.querySelector<HTMLElement>('[data-dropdown]')
  if (!panel) return
  const rect = item.getBoundingClientRect()
  panel.style.left = `${dropdownOffset(rect, panel.offsetWidth, document.documentElement.clientWidth)}px`
}

export function navLinkProps(link: Pick<NavLink, 'to' | 'newTab'>) {
  return link.newTab ? { href: href(link.to), target: '_blank', rel: 'noopener' } : { href: href(link.to) }
}

/**
 * Desktop navigation: one link per section. A section with items opens its dropdown on hover, or from
 * the keyboard with the chevron button beside the link (Escape closes it). A closed dropdown is
 * invisible, so its links stay out of the Tab order.
 */
export function MainNav({ sections, loading }: { sections: NavSection[]; loading: boolean }) {
  const t = useT()
  const [location] = useLocation()
  const [open, setOpen] = useState<string | null>(null)
  // A navigation closes any dropdown opened from the keyboard.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every location change
  useEffect(() => setOpen(null), [location])
  // Closed dropdowns are invisible but still laid out: placed inside the window from the start (and
  // again when the items or the window change), none widens the page.
  const nav = useRef<HTMLElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the items change
  useLayoutEffect(() => {
    const placeAll = () =>
      nav.current?.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((panel) => {
        if (panel.parentElement) placeDropdown(panel.parentElement)
      })
    placeAll()
    window.addEventListener('resize', placeAll)
    return () => window.removeEventListener('resize', placeAll)
  }, [sections, loading])
  return (
    <nav
      ref={nav}
      aria-label={t('layout.mainNav')}
      className="hidden border-white/6 border-y bg-navy-900/90 backdrop-blur lg:block"
    >
      <ul className="mx-auto flex h-nav max-w-page items-stretch justify-between px-4">
        {sections.map((s) => (
          <li
            key={s.key}
            className="group relative flex"
            onMouseEnter={(e) => placeDropdown(e.currentTarget)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && open === s.key) {
                setOpen(null)
                e.currentTarget.querySelector<HTMLElement>('button[aria-expanded]')?.focus()
              }
            }}
            onBlur={(e) => {
              if (open === s.key && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null)
            }}
          >
            <a
              {...navLinkProps(s)}
              aria-current={isActive(location, s) ? 'page' : undefined}
              className={cx(
                'relative flex items-center gap-1 px-3 font-medium text-[15px] text-ink-100 transition xl:px-4',
                'hover:text-gold-200 group-focus-within:text-gold-200',
                s.items && 'pr-1 xl:pr-1',
                'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:scale-x-0 after:rounded-full after:bg-gold-gradient after:transition',
                'hover:after:scale-x-100 aria-[current=page]:text-gold-300 aria-[current=page]:after:scale-x-100',
              )}
            >
              {t(s.labelKey)}
            </a>
            {s.items ? (
              <>
                <button
                  type="button"
                  aria-expanded={open === s.key}
                  aria-label={t('layout.nav.openMenu', { name: t(s.labelKey) })}
                  onClick={(e) => {
                    placeDropdown(e.currentTarget.parentElement!)
                    setOpen(open === s.key ? null : s.key)
                  }}
                  className="flex items-center pr-2 pl-0.5 text-ink-100 hover:text-gold-200 xl:pr-3"
                >
                  <ChevronDownIcon
                    className={cx(
                      'size-3 opacity-70 transition group-hover:rotate-180',
                      open === s.key && 'rotate-180',
                    )}
                  />
                </button>
                <Dropdown section={s} loading={loading} open={open === s.key} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Dropdown({ section, loading, open }: { section: NavSection; loading: boolean; open: boolean }) {
  const t = useT()
  const items = section.items ?? []
  return (
    // Placed by placeDropdown (left, in px, from the item) before it shows; until then under the item.
    <div
      data-dropdown
      className={cx(
        'absolute top-full left-0 z-40 w-max max-w-[calc(100vw-2rem)] pt-2 transition duration-200',
        open
          ? 'visible translate-y-0 opacity-100'
          : 'invisible translate-y-1 opacity-0 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100',
      )}
    >
      <ul className="flex flex-wrap justify-center gap-2 rounded-xl border border-gold-400/20 bg-navy-900/97 p-3 shadow-raised backdrop-blur-md">
        {items.length === 0 ? (
          <li className="whitespace-nowrap px-4 py-3 text-ink-400 text-sm">
            {loading ? t('layout.nav.loading') : t('common.empty')}
          </li>
        ) : (
          items.map((item) => (
            <li key={item.key}>
              <a
                {...navLinkProps(item)}
                className="group/item flex w-32 flex-col items-center gap-2 rounded-lg border border-transparent px-2 py-3 text-center transition hover:border-gold-400/40 hover:bg-white/[0.04]"
              >
                {item.image ? (
                  // In a closed menu (and on a phone, where the bar is not shown): fetched when opened.
                  <img
                    src={item.image}
                    alt=""
                    loading="lazy"
                    className="h-14 w-auto transition group-hover/item:scale-105"
                  />
                ) : item.icon ? (
                  <NavIcon name={item.icon} className="size-14 transition group-hover/item:scale-105" />
                ) : null}
                <span className="text-ink-100 text-sm group-hover/item:text-gold-200">{item.label}</span>
              </a>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
