import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, following changes. For parts that should not exist at all on the
 * other layout (the desktop header's login form fetches a captcha; on a phone it would only be hidden).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (cb: () => void) => {
      if (typeof matchMedia !== 'function') return () => {}
      const list = matchMedia(query)
      list.addEventListener('change', cb)
      return () => list.removeEventListener('change', cb)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : true),
    () => true,
  )
}
