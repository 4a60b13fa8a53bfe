// The header clock: Beijing time (GMT+8) whatever the browser's time zone. One shared ticker for the
// whole page, aligned to the wall-clock second, read through useSyncExternalStore; it runs only while
// something subscribes. The 1 s tick only redraws (docs/architecture.md): the time shown is always Date.now().
import { useSyncExternalStore } from 'react'
import { beijingWireTime } from '../../../core/time'

/** `YYYY-MM-DD HH:mm:ss` in Beijing time for an epoch instant, independent of the host's time zone. */
export const formatBeijing = (epochMs: number) => beijingWireTime(epochMs)

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let second = Math.floor(Date.now() / 1000)

const schedule = () => {
  timer = setTimeout(
    () => {
      second = Math.floor(Date.now() / 1000)
      for (const l of listeners) l()
      schedule()
    },
    1000 - (Date.now() % 1000),
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (listeners.size === 1) {
    second = Math.floor(Date.now() / 1000)
    schedule()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearTimeout(timer)
  }
}

// Before the first subscriber the ticker is idle, so read the wall clock directly.
const currentSecond = () => (listeners.size > 0 ? second : Math.floor(Date.now() / 1000))

/** The current Beijing time as text, re-rendering once a second. */
export function useBeijingClock() {
  const s = useSyncExternalStore(subscribe, currentSecond, currentSecond)
  return formatBeijing(s * 1000)
}
