import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether an element has come within `margin` of the viewport (and stays true from then on). For
 * below-the-fold parts whose code or work can wait (the home page's QR code): they are not on the
 * first screen's critical path. Without IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          io.disconnect()
        }
      },
      { rootMargin: margin },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [ref, margin, near])
  return near
}
