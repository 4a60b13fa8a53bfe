// Narrow hooks over the root actor (docs/architecture.md): each selects one value, so a balance tick
// re-renders only what shows the balance. The root actor is created in main.tsx and provided here.
import { useActor, useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom, AnyStateMachine, ContextFrom, InputFrom } from 'xstate'
import type { AppSettings, User } from '../../core/contract'
import type { AppMachine } from './app.machine'
import { inspectOptions } from './inspect'
import type { SessionEvent, SessionMachine } from './session.machine'

export type AppActorRef = ActorRefFrom<AppMachine>
export type SessionActorRef = ActorRefFrom<SessionMachine>

export const AppActorContext = createContext<AppActorRef | null>(null)

export function useAppActor(): AppActorRef {
  const ref = useContext(AppActorContext)
  if (!ref) throw new Error('useAppActor: no <AppActorContext.Provider> above this component')
  return ref
}

export function useSettings(): AppSettings | null {
  return useSelector(useAppActor(), (s) => s.context.settings)
}

/** True while the site is in maintenance (site_state 0). */
export function useMaintenance(): boolean {
  return useSelector(useAppActor(), (s) => s.hasTag('maintenance'))
}

export function useSessionRef(): SessionActorRef {
  return useSelector(useAppActor(), (s) => s.children.session as SessionActorRef)
}

const useSession = <T>(select: (s: ContextFrom<SessionMachine>) => T): T =>
  useSelector(useSessionRef(), (s) => select(s.context))

export const useToken = (): string | null => useSession((c) => c.token)
export const useIsLoggedIn = (): boolean => useSession((c) => c.token !== null)
export const useUser = (): User | null => useSession((c) => c.user)
export const useBalance = (): string | null => useSession((c) => c.balance)
/** The previous login's time (Beijing, `YYYY-MM-DD HH:mm:ss`), or null for a first login. */
export const useLastLoginAt = (): string | null => useSession((c) => c.lastLoginAt)
/** Logging in, registering or logging out. */
export const useSessionBusy = (): boolean => useSelector(useSessionRef(), (s) => s.hasTag('busy'))
/** True while a user-info load or refresh runs (the balance refresh icon spins on it). */
export const useUserRefreshing = (): boolean =>
  useSelector(
    useSessionRef(),
    (s) =>
      s.matches({ loggedIn: { user: 'refreshingUser' } }) ||
      s.matches({ loggedIn: { balance: 'fetchingBalance' } }),
  )

export function useSessionSend(): (event: SessionEvent) => void {
  const ref = useSessionRef()
  return ref.send
}

/**
 * A page's flow machine, alive while the page is mounted, visible in the dev inspector.
 * `const [snap, send, ref] = useFlow(loginMachine, { input: { session, redirect } })`
 */
export function useFlow<M extends AnyStateMachine>(machine: M, options: { input: InputFrom<M> }) {
  return useActor(machine, { ...options, ...inspectOptions() } as never)
}
