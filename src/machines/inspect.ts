// Live inspection in development (Stately inspector). main.tsx loads @statelyai/inspect dynamically in
// dev builds only and installs its `inspect` here; every actor created through `useFlow` or the root
// actor passes it on, so each machine shows up live. Production bundles never reference the package.
import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((e: InspectionEvent) => void)
let inspect: Inspect | undefined

export const setInspector = (fn: Inspect | undefined) => {
  inspect = fn
}

/** Actor options that attach the dev inspector when one is installed. */
export const inspectOptions = (): { inspect?: Inspect } => (inspect ? { inspect } : {})
