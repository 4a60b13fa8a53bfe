// Seconds left until a code may be sent again, counted from when the machine recorded the last one.
// The machine decides when resending opens (its `resendWait` delay); this only redraws the number once
// a second while it is running.
import { useEffect, useState } from 'react'

export function useSecondsLeft(since: number, seconds: number, running: boolean) {
  const [, redraw] = useState(0)
  useEffect(() => {
    if (!running) return
    const id = window.setInterval(() => redraw((n) => n + 1), 1000)
    return () => window.clearInterval(id)
  }, [running])
  return running ? Math.max(0, Math.ceil((since + seconds * 1000 - Date.now()) / 1000)) : 0
}
