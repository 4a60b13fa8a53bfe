// Reading one thing from the server for a screen: loading, the data (kept while a reload runs), or
// the server's message on failure, with `reload`. Screens with paging pass their page and sort in
// `deps`; a late answer of an older request never overwrites a newer one.
import { useCallback, useEffect, useRef, useState } from 'react'
import { failureText } from '../api'

export type Loaded<T> = {
  data: T | null
  loading: boolean
  error: string | null
  reload: () => void
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[], fallback: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [tick, setTick] = useState(0)
  const latest = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    const n = ++latest.current
    setLoading(true)
    load().then(
      (d) => {
        if (n !== latest.current) return
        setData(d)
        setError(null)
        setLoading(false)
      },
      (e) => {
        if (n !== latest.current) return
        setError(failureText(e, fallback))
        setLoading(false)
      },
    )
  }, [...deps, tick])
  const reload = useCallback(() => setTick((x) => x + 1), [])
  return { data, loading, error, reload }
}
