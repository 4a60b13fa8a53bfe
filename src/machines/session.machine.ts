// The player's session: the root actor's long-lived child (systemId 'session'). Logged in = a token
// exists (restored on start: src/state/session.ts keeps it per tab and browser-wide, for the browser
// session or, with 记住密码, across restarts). While logged in two regions run side by side: the
// balance poll (`idle --after balancePoll--> fetchingBalance`, every 4300 ms) and the user info.
// A 401 on ANY call reaches us as `session.unauthorized` through the client's single handler; a
// sign-in or sign-out in another tab arrives as `session.elsewhere` and this tab follows it.
// Login and register reply to the flow that asked (`replyTo`), which owns captcha and navigation.
import { type AnyActorRef, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import type { RequestOf, User } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import { balance, login, logoff, refreshusermoney, register, user } from '../api/account'
import { t } from '../i18n'
import { navigateTo } from '../routes/navigate'
import { paths } from '../routes/paths'
import {
  clearAllStorage,
  followOtherTab,
  forgetToken,
  listenOtherTabs,
  listenUnauthorized,
  storeSession,
} from '../state/session'
import { toast } from '../state/ui'

export type RegisterPayload = RequestOf<typeof calls.register>

export type SessionContext = {
  token: string | null
  user: User | null
  balance: string | null
  /** The previous login's time, from the login answer (shown after login; docs/protection.md). */
  lastLoginAt: string | null
  /** The player ticked 记住密码 for the sign-in under way: the token is kept across restarts. */
  remember: boolean
  /** The flow waiting for the outcome of a login or register. */
  replyTo: AnyActorRef | null
}

export type SessionInput = { token?: string | null; lastLoginAt?: string | null }

export type SessionEvent =
  | ({ type: 'session.login'; replyTo?: AnyActorRef } & Credentials)
  | ({ type: 'session.register'; replyTo?: AnyActorRef } & RegisterPayload)
  | { type: 'session.logout' }
  | { type: 'session.refreshBalance' }
  | { type: 'session.refreshUser' }
  | { type: 'session.unauthorized' }
  /** Another tab signed in (its token) or ended the session this tab shares (null). */
  | { type: 'session.elsewhere'; token: string | null }

/** What a login or register flow receives back. */
export type SessionReply = { type: 'session.succeeded' } | { type: 'session.failed'; message: string }

/** The server-issued captcha's id and answer travel with the credentials; remember 1 = 记住密码. */
type Credentials = { name: string; password: string; code?: string; captcha_id?: string; remember?: 0 | 1 }
type TokenAnswer = { api_token: string; last_login_at?: string | null }

const errorMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : t('net.error'))
const errorCode = (e: unknown) =>
  typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : 0

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<TokenAnswer, Credentials>(({ input }) => login(input)),
    register: fromPromise<TokenAnswer, RegisterPayload>(({ input }) => register(input)),
    logoff: fromPromise<unknown, void>(() => logoff()),
    balance: fromPromise<{ balance: string }, void>(() => balance()),
    user: fromPromise<User, void>(() => user()),
    refreshusermoney: fromPromise<User, void>(() => refreshusermoney()),
    unauthorizedBridge: fromCallback(({ sendBack }) =>
      listenUnauthorized(() => sendBack({ type: 'session.unauthorized' })),
    ),
    otherTabs: fromCallback(({ sendBack }) =>
      listenOtherTabs((token) => sendBack({ type: 'session.elsewhere', token })),
    ),
  },
  actions: {
    rememberRequester: assign({
      replyTo: ({ event }) => ('replyTo' in event && event.replyTo ? event.replyTo : null),
      remember: ({ event }) => event.type === 'session.login' && event.remember === 1,
    }),
    storeToken: assign(({ event }) => {
      const answer = (event as unknown as { output: TokenAnswer }).output
      return { token: answer.api_token, lastLoginAt: answer.last_login_at ?? null }
    }),
    persistToken: ({ context }) => {
      if (context.token) storeSession(context.token, context.lastLoginAt, context.remember)
    },
    replySucceeded: ({ context }) => {
      context.replyTo?.send({ type: 'session.succeeded' } satisfies SessionReply)
    },
    replyFailed: ({ context, event }) => {
      const message = errorMessage((event as { error?: unknown }).error)
      context.replyTo?.send({ type: 'session.failed', message } satisfies SessionReply)
    },
    forgetRequester: assign({ replyTo: null }),
    setBalance: assign({
      balance: ({ event }) => (event as unknown as { output: { balance: string } }).output.balance,
    }),
    setUser: assign(({ event }) => {
      const u = (event as unknown as { output: User }).output
      return { user: u, balance: u.balance }
    }),
    reportError: ({ event }) => {
      const error = (event as { error?: unknown }).error
      const code = errorCode(error)
      // Network failures only hide the loading state; a 401 is handled by its own path.
      if (code !== 0 && code !== 401 && code !== 408) toast(0, errorMessage(error))
    },
    clearSession: assign({ token: null, user: null, balance: null, lastLoginAt: null, replyTo: null }),
    /** Another tab's session: its token, and this tab's user and balance read afresh. */
    adoptToken: assign(({ event }) => ({
      token: event.type === 'session.elsewhere' ? event.token : null,
      user: null,
      balance: null,
      lastLoginAt: null,
    })),
    followOtherTab: ({ event }) => {
      if (event.type === 'session.elsewhere') followOtherTab(event.token)
    },
    notifySignedOutElsewhere: () => {
      toast(0, t('auth.signedOutElsewhere'))
    },
    forgetToken: () => forgetToken(),
    clearStorage: () => clearAllStorage(),
    notifyExpired: () => {
      toast(0, t('session.expired'))
    },
    navigate: (_, params: { to: string }) => navigateTo(params.to),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isSignInElsewhere: ({ event }) => event.type === 'session.elsewhere' && event.token !== null,
  },
  delays: {
    balancePoll: 4300,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input?.token ?? null,
    user: null,
    balance: null,
    lastLoginAt: input?.lastLoginAt ?? null,
    remember: false,
    replyTo: null,
  }),
  invoke: [
    { id: 'unauthorizedBridge', src: 'unauthorizedBridge' },
    { id: 'otherTabs', src: 'otherTabs' },
  ],
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.login': { target: 'loggingIn', actions: 'rememberRequester' },
        'session.register': { target: 'registering', actions: 'rememberRequester' },
        'session.elsewhere': {
          guard: 'isSignInElsewhere',
          target: 'loggedIn',
          actions: ['adoptToken', 'followOtherTab'],
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login')
          const { type: _type, replyTo: _replyTo, ...credentials } = event
          return credentials
        },
        onDone: {
          target: 'loggedIn',
          actions: ['storeToken', 'persistToken', 'replySucceeded', 'forgetRequester'],
        },
        onError: { target: 'loggedOut', actions: ['replyFailed', 'forgetRequester'] },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.register')
          const { type: _type, replyTo: _replyTo, ...payload } = event
          return payload
        },
        onDone: {
          target: 'loggedIn',
          actions: ['storeToken', 'persistToken', 'replySucceeded', 'forgetRequester'],
        },
        onError: { target: 'loggedOut', actions: ['replyFailed', 'forgetRequester'] },
      },
    },
    loggedIn: {
      type: 'parallel',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.elsewhere': [
          {
            guard: 'isSignInElsewhere',
            target: 'loggedIn',
            reenter: true,
            actions: ['adoptToken', 'followOtherTab'],
          },
          { target: 'loggedOut', actions: ['clearSession', 'followOtherTab', 'notifySignedOutElsewhere'] },
        ],
        'session.unauthorized': {
          target: 'loggedOut',
          actions: [
            'clearSession',
            'forgetToken',
            'notifyExpired',
            { type: 'navigate', params: { to: paths.home() } },
          ],
        },
      },
      states: {
        balance: {
          initial: 'fetchingBalance',
          states: {
            fetchingBalance: {
              invoke: {
                id: 'balance',
                src: 'balance',
                onDone: { target: 'idle', actions: 'setBalance' },
                onError: { target: 'idle' },
              },
            },
            idle: {
              after: { balancePoll: { target: 'fetchingBalance' } },
              on: { 'session.refreshBalance': { target: 'fetchingBalance' } },
            },
          },
        },
        user: {
          initial: 'loadingUser',
          states: {
            loadingUser: {
              invoke: {
                id: 'user',
                src: 'user',
                onDone: { target: 'ready', actions: 'setUser' },
                onError: { target: 'ready', actions: 'reportError' },
              },
            },
            ready: {
              on: { 'session.refreshUser': { target: 'refreshingUser' } },
            },
            refreshingUser: {
              invoke: {
                id: 'refreshusermoney',
                src: 'refreshusermoney',
                onDone: { target: 'ready', actions: 'setUser' },
                onError: { target: 'ready', actions: 'reportError' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      // Logoff failure is treated like success: the token is forgotten either way.
      invoke: {
        id: 'logoff',
        src: 'logoff',
        onDone: {
          target: 'loggedOut',
          actions: ['clearSession', 'clearStorage', { type: 'navigate', params: { to: paths.login() } }],
        },
        onError: {
          target: 'loggedOut',
          actions: ['clearSession', 'clearStorage', { type: 'navigate', params: { to: paths.login() } }],
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
