// The root actor. Two regions start together: the visit-URL rule (docs/contract.md; on code 200 the page goes
// to data.url, keeping the page's `pid`), and the site settings from /api/app (site_state 0 means
// maintenance). It owns the long-lived session actor (systemId 'session') for the app's whole life.
import { assign, fromPromise, setup } from 'xstate'
import type { AppSettings } from '../../core/contract'
import { app, getVisitUrl } from '../api/site'
import type { StoredSession } from '../state/session'
import { sessionMachine } from './session.machine'
import { isHttpUrl } from './urls'

export type AppContext = {
  settings: AppSettings | null
  error: string | null
  /** The page URL at start (for the visit-URL rule's `pid`). */
  pageUrl: string
  stored: StoredSession
}
export type AppInput = { stored?: StoredSession; pageUrl?: string }
export type AppEvent = { type: 'app.retry' }

/** The `pid` query of a page URL, in its search or inside its hash (`#/register?pid=7`). */
export function pidOf(pageUrl: string): string | null {
  try {
    const u = new URL(pageUrl, 'http://localhost/')
    const hashQuery = u.hash.includes('?') ? u.hash.slice(u.hash.indexOf('?') + 1) : ''
    return u.searchParams.get('pid') || new URLSearchParams(hashQuery).get('pid') || null
  } catch {
    return null
  }
}

/** The visit URL with the page's `pid` appended when the page carries one. */
export function visitTarget(url: string, pageUrl: string) {
  const pid = pidOf(pageUrl)
  if (!pid) return url
  return `${url}${url.includes('?') ? '&' : '?'}pid=${encodeURIComponent(pid)}`
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    getVisitUrl: fromPromise<{ url: string }, void>(() => getVisitUrl()),
    app: fromPromise<AppSettings, void>(() => app()),
  },
  actions: {
    setSettings: assign({
      settings: ({ event }) => (event as unknown as { output: AppSettings }).output,
      error: null,
    }),
    setError: assign({
      error: ({ event }) => {
        const e = (event as { error?: unknown }).error
        return e instanceof Error ? e.message : String(e)
      },
    }),
    /** Injected by main.tsx (location.replace): the machine decides, the page leaves. */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    isOtherSite: ({ event }) => {
      const url = (event as unknown as { output?: { url?: unknown } }).output?.url
      return typeof url === 'string' && url !== '' && isHttpUrl(url)
    },
    isMaintenance: ({ event }) => (event as unknown as { output: AppSettings }).output.site_state === 0,
  },
  delays: {
    settingsRetry: 5000,
    /** An open page re-reads the settings this often: a maintenance switch reaches it (docs/settings.md). */
    settingsRefresh: 30_000,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    settings: null,
    error: null,
    pageUrl: input.pageUrl ?? (typeof location === 'undefined' ? '' : location.href),
    stored: input.stored ?? { token: null, lastLoginAt: null },
  }),
  invoke: {
    id: 'session',
    src: 'session',
    systemId: 'session',
    input: ({ context }) => context.stored,
  },
  type: 'parallel',
  states: {
    visit: {
      initial: 'checkingVisitUrl',
      states: {
        checkingVisitUrl: {
          invoke: {
            id: 'getVisitUrl',
            src: 'getVisitUrl',
            onDone: [
              {
                guard: 'isOtherSite',
                target: 'redirecting',
                actions: {
                  type: 'redirect',
                  params: ({ context, event }) => ({ url: visitTarget(event.output.url, context.pageUrl) }),
                },
              },
              { target: 'staying' },
            ],
            // Code 500 with message `pc`/`wap` means "this is already the right site".
            onError: { target: 'staying' },
          },
        },
        staying: {},
        redirecting: { tags: ['busy'] },
      },
    },
    settings: {
      initial: 'loadingSettings',
      states: {
        loadingSettings: {
          tags: ['busy'],
          invoke: {
            id: 'app',
            src: 'app',
            onDone: [
              { guard: 'isMaintenance', target: 'maintenance', actions: 'setSettings' },
              { target: 'ready', actions: 'setSettings' },
            ],
            onError: { target: 'failed', actions: 'setError' },
          },
        },
        ready: { after: { settingsRefresh: 'refreshing' } },
        /** A quiet re-read (no busy tag): the page stays as it is unless the site state changed. */
        refreshing: {
          invoke: {
            src: 'app',
            onDone: [
              { guard: 'isMaintenance', target: 'maintenance', actions: 'setSettings' },
              { target: 'ready', actions: 'setSettings' },
            ],
            onError: { target: 'ready' },
          },
        },
        /** site_state 0: only the repair tip is shown; re-read until the operator opens the site again. */
        maintenance: { tags: ['maintenance'], after: { settingsRefresh: 'refreshingInMaintenance' } },
        refreshingInMaintenance: {
          tags: ['maintenance'],
          invoke: {
            src: 'app',
            onDone: [
              { guard: 'isMaintenance', target: 'maintenance', actions: 'setSettings' },
              { target: 'ready', actions: 'setSettings' },
            ],
            onError: { target: 'maintenance' },
          },
        },
        failed: {
          tags: ['error'],
          after: { settingsRetry: { target: 'loadingSettings' } },
          on: { 'app.retry': { target: 'loadingSettings' } },
        },
      },
    },
  },
})

export type AppMachine = typeof appMachine
