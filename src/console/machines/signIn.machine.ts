// The operator's session (docs/console.md): password first, then the second factor: a 6-digit TOTP
// code from the authenticator app or, instead, a one-time recovery code. An operator without a second
// factor yet enrols on the spot (QR code, first code, then the recovery codes shown once) before the
// console opens. A stored token is checked once at start; a 401 on any later call ends the session.
// The server decides every step; this machine only follows its answers (src/console/endpoints.ts).
import { assign, fromPromise, setup } from 'xstate'
import type { OperatorInfo } from '../../../core/contract/admin'
import type { ConsoleKey } from '../i18n'

export type Operator = OperatorInfo
/** The password step's answer: the session at once, or the second factor still to give or set up. */
export type PasswordOutcome =
  | { step: 'done'; token: string; operator: Operator }
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; otpauth: string; secret: string; qrSvg: string }
export type Session = { token: string; operator: Operator }
export type Enrolled = Session & { recoveryCodes: string[] }

type Failure = { code: number; message: string }
export type SignInContext = {
  /** A token was kept from an earlier page load of this tab: check it before asking for a password. */
  stored: boolean
  username: string
  password: string
  code: string
  ticket: string | null
  otpauth: string | null
  secret: string | null
  /** The server's QR picture of `otpauth` (SVG text), shown as an image. */
  qrSvg: string | null
  recoveryCodes: string[]
  session: Session | null
  /** A local check's catalog key, or the server's own sentence. */
  error: { key: ConsoleKey } | { text: string } | null
}
export type SignInEvent =
  | { type: 'field'; field: 'username' | 'password' | 'code'; value: string }
  | { type: 'submit' }
  | { type: 'useRecovery' }
  | { type: 'useTotp' }
  | { type: 'restart' }
  | { type: 'codesSaved' }
  | { type: 'signOut' }
  | { type: 'expired' }

const failureOf = (event: unknown): Failure => {
  const e = (event as { error?: { code?: number; message?: string } }).error
  return { code: typeof e?.code === 'number' ? e.code : 500, message: e?.message ?? '' }
}
const serverError = ({ event }: { event: unknown }) => {
  const f = failureOf(event)
  return f.message ? { text: f.message } : { key: 'signin.failed' as const }
}
const TOTP = /^\d{6}$/
const RECOVERY = /^[A-Za-z0-9-]{6,32}$/

const blank: Omit<SignInContext, 'stored'> = {
  username: '',
  password: '',
  code: '',
  ticket: null,
  otpauth: null,
  secret: null,
  qrSvg: null,
  recoveryCodes: [],
  session: null,
  error: null,
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { stored: boolean },
  },
  actors: {
    restore: fromPromise<Session>(() => Promise.reject(new Error('restore not provided'))),
    password: fromPromise<PasswordOutcome, { username: string; password: string }>(() =>
      Promise.reject(new Error('password not provided')),
    ),
    totp: fromPromise<Session, { ticket: string; code: string }>(() =>
      Promise.reject(new Error('totp not provided')),
    ),
    recovery: fromPromise<Session, { ticket: string; code: string }>(() =>
      Promise.reject(new Error('recovery not provided')),
    ),
    enrol: fromPromise<Enrolled, { ticket: string; code: string }>(() =>
      Promise.reject(new Error('enrol not provided')),
    ),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field' ? { ...context, [event.field]: event.value, error: null } : context,
    ),
    clearCode: assign({ code: '', error: null }),
    missingCredentials: assign({ error: { key: 'signin.required' as const } }),
    badTotp: assign({ error: { key: 'signin.totp.bad' as const } }),
    badRecovery: assign({ error: { key: 'signin.recovery.bad' as const } }),
    showServerError: assign({ error: serverError, code: '' }),
    keepTicket: assign(({ event }) => {
      const out = (event as unknown as { output: PasswordOutcome }).output
      if (out.step === 'enrol')
        return {
          ticket: out.ticket,
          otpauth: out.otpauth,
          secret: out.secret,
          qrSvg: out.qrSvg,
          password: '',
          error: null,
        }
      if (out.step === 'totp') return { ticket: out.ticket, password: '', error: null }
      return { session: { token: out.token, operator: out.operator }, password: '', error: null }
    }),
    keepSession: assign({
      session: ({ event }) => (event as unknown as { output: Session }).output,
      code: '',
      ticket: null,
      error: null,
    }),
    keepEnrolled: assign(({ event }) => {
      const out = (event as unknown as { output: Enrolled }).output
      return {
        session: { token: out.token, operator: out.operator },
        recoveryCodes: out.recoveryCodes,
        code: '',
        ticket: null,
        otpauth: null,
        secret: null,
        qrSvg: null,
        error: null,
      }
    }),
    forget: assign(({ context }) => ({ ...blank, stored: false, username: context.username })),
    expiredNotice: assign(({ context }) => ({
      ...blank,
      stored: false,
      username: context.username,
      error: { key: 'signin.restart' as const },
    })),
  },
  guards: {
    hasStored: ({ context }) => context.stored,
    credentialsMissing: ({ context }) => !context.username.trim() || !context.password,
    totpBad: ({ context }) => !TOTP.test(context.code.trim()),
    recoveryBad: ({ context }) => !RECOVERY.test(context.code.trim()),
    needsTotp: ({ event }) => (event as unknown as { output: PasswordOutcome }).output.step === 'totp',
    needsEnrol: ({ event }) => (event as unknown as { output: PasswordOutcome }).output.step === 'enrol',
    /** 401 on a second-factor step: the ticket ran out, the operator starts again. */
    ticketGone: ({ event }) => failureOf(event).code === 401,
  },
}).createMachine({
  id: 'consoleSignIn',
  context: ({ input }) => ({ ...blank, stored: input.stored }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasStored', target: 'restoring' }, { target: 'credentials' }],
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        src: 'restore',
        id: 'restore',
        onDone: { target: 'signedIn', actions: 'keepSession' },
        onError: { target: 'credentials' },
      },
    },
    credentials: {
      on: {
        field: { actions: 'setField' },
        submit: [
          { guard: 'credentialsMissing', actions: 'missingCredentials' },
          { target: 'checkingPassword' },
        ],
      },
    },
    checkingPassword: {
      tags: ['busy'],
      invoke: {
        src: 'password',
        id: 'password',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: [
          { guard: 'needsTotp', target: 'totp', actions: 'keepTicket' },
          { guard: 'needsEnrol', target: 'enrol', actions: 'keepTicket' },
          { target: 'signedIn', actions: 'keepTicket' },
        ],
        onError: { target: 'credentials', actions: 'showServerError' },
      },
    },
    totp: {
      on: {
        field: { actions: 'setField' },
        submit: [{ guard: 'totpBad', actions: 'badTotp' }, { target: 'checkingTotp' }],
        useRecovery: { target: 'recovery', actions: 'clearCode' },
        restart: { target: 'credentials', actions: 'forget' },
      },
    },
    checkingTotp: {
      tags: ['busy'],
      invoke: {
        src: 'totp',
        id: 'totp',
        input: ({ context }) => ({ ticket: context.ticket ?? '', code: context.code.trim() }),
        onDone: { target: 'signedIn', actions: 'keepSession' },
        onError: [
          { guard: 'ticketGone', target: 'credentials', actions: 'expiredNotice' },
          { target: 'totp', actions: 'showServerError' },
        ],
      },
    },
    recovery: {
      on: {
        field: { actions: 'setField' },
        submit: [{ guard: 'recoveryBad', actions: 'badRecovery' }, { target: 'checkingRecovery' }],
        useTotp: { target: 'totp', actions: 'clearCode' },
        restart: { target: 'credentials', actions: 'forget' },
      },
    },
    checkingRecovery: {
      tags: ['busy'],
      invoke: {
        src: 'recovery',
        id: 'recovery',
        input: ({ context }) => ({ ticket: context.ticket ?? '', code: context.code.trim() }),
        onDone: { target: 'signedIn', actions: 'keepSession' },
        onError: [
          { guard: 'ticketGone', target: 'credentials', actions: 'expiredNotice' },
          { target: 'recovery', actions: 'showServerError' },
        ],
      },
    },
    enrol: {
      on: {
        field: { actions: 'setField' },
        submit: [{ guard: 'totpBad', actions: 'badTotp' }, { target: 'confirmingEnrol' }],
        restart: { target: 'credentials', actions: 'forget' },
      },
    },
    confirmingEnrol: {
      tags: ['busy'],
      invoke: {
        src: 'enrol',
        id: 'enrol',
        input: ({ context }) => ({ ticket: context.ticket ?? '', code: context.code.trim() }),
        onDone: { target: 'recoveryCodes', actions: 'keepEnrolled' },
        onError: [
          { guard: 'ticketGone', target: 'credentials', actions: 'expiredNotice' },
          { target: 'enrol', actions: 'showServerError' },
        ],
      },
    },
    recoveryCodes: {
      on: { codesSaved: { target: 'signedIn', actions: assign({ recoveryCodes: [] }) } },
    },
    signedIn: {
      on: {
        signOut: { target: 'signingOut' },
        expired: { target: 'credentials', actions: 'expiredNotice' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'signOut',
        id: 'signOut',
        onDone: { target: 'credentials', actions: 'forget' },
        onError: { target: 'credentials', actions: 'forget' },
      },
    },
  },
})
