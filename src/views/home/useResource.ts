import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { resourceMachine } from '../../machines/resource.machine'

export type Resource<T> = { data: T | null; loading: boolean; failed: boolean; retry: () => void }

/**
 * One public resource through the resource machine. `input` is compared by value: when it changes
 * (another tab, another id) the machine reloads. The loader is read through a ref so inline arrows are fine.
 * `answered`: the answer already at hand (a shared read start-up made, src/api/client.ts peekRead),
 * drawn in the first render while the machine loads as usual.
 */
export function useResource<T, I = undefined>(
  loader: (input: I) => Promise<T>,
  input?: I,
  answered?: T,
): Resource<T> {
  const loaderRef = useRef(loader)
  loaderRef.current = loader
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input: i }) => loaderRef.current(i as I)) },
    }),
  )
  const ref = useActorRef(logic, { input: { input, data: answered ?? null } })
  const key = JSON.stringify(input ?? null)
  const first = useRef(key)
  useEffect(() => {
    if (first.current === key) return
    first.current = key
    ref.send({ type: 'resource.load', input: JSON.parse(key) })
  }, [key, ref])
  const data = useSelector(ref, (s) => s.context.data) as T | null
  const loading = useSelector(ref, (s) => s.hasTag('busy'))
  const failed = useSelector(ref, (s) => s.hasTag('error'))
  return { data, loading, failed, retry: () => ref.send({ type: 'resource.retry' }) }
}
