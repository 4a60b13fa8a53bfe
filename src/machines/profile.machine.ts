// Profile (/center): email, mobile and birthday with their patterns, and the two password dialogs
// (login and withdrawal) in the order of core/contract/rules.ts. A login-password change ends every
// session on the server, so the view's injected `loggedOut` clears storage and goes to /login; a
// withdrawal-password change only closes the dialog.
import { assign, emit, fromPromise, setup } from 'xstate'
import { isBirthday, isEmail, isMobile, LIMITS } from '../../core/contract/rules'
import * as account from '../api/account'
import { errorOf, type FieldMessage, failureText, type Notice } from './memberKit'

export type ProfileForm = { email: string; mobile: string; birthday: string }
export type PasswordKind = 'login' | 'pay'
export type PasswordForm = { password: string; paypassword: string; newpasword: string }

export type ProfileContext = {
  form: ProfileForm
  error: FieldMessage | null
  kind: PasswordKind
  passwords: PasswordForm
  passwordError: FieldMessage | null
}

export type ProfileEvent =
  | { type: 'profile.field'; field: keyof ProfileForm; value: string }
  | { type: 'profile.save' }
  | { type: 'password.open'; kind: PasswordKind }
  | { type: 'password.field'; field: keyof PasswordForm; value: string }
  | { type: 'password.submit' }
  | { type: 'password.close' }

const NO_PASSWORDS: PasswordForm = { password: '', paypassword: '', newpasword: '' }

/** Spec §5 order: mobile, email, birthday (empty means "not given"). */
export const profileError = (f: ProfileForm): FieldMessage | null => {
  if (f.mobile && !isMobile(f.mobile)) return { key: 'v.mobile' }
  if (f.email && !isEmail(f.email)) return { key: 'v.email' }
  if (f.birthday && !isBirthday(f.birthday)) return { key: 'v.birthday' }
  return null
}

/** Spec §5 order for a password change; the last rule (new equals old) also clears the form. */
export const passwordError = (p: PasswordForm): FieldMessage | null => {
  if (!p.password) return { key: 'v.oldPasswordRequired' }
  if (!p.paypassword) return { key: 'v.newPasswordRequired' }
  if (!p.newpasword) return { key: 'v.confirmPasswordRequired' }
  if (p.password.length < LIMITS.changePasswordMin) return { key: 'v.oldPasswordLength' }
  if (p.paypassword.length < LIMITS.changePasswordMin) return { key: 'v.newPasswordLength' }
  if (p.newpasword !== p.paypassword) return { key: 'v.passwordMismatch' }
  if (p.paypassword === p.password) return { key: 'v.newEqualsOld' }
  return null
}

const saveInput = ({ context }: { context: ProfileContext }) => context.form
const passwordInput = ({ context }: { context: ProfileContext }) => ({
  kind: context.kind,
  body: context.passwords,
})

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { form: ProfileForm },
    emitted: {} as Notice,
  },
  actors: {
    saveProfile: fromPromise<null, ProfileForm>(({ input }) => account.updateuserinfo(input)),
    changePassword: fromPromise<null, { kind: PasswordKind; body: PasswordForm }>(({ input }) =>
      input.kind === 'login' ? account.editPassword(input.body) : account.editPayPassword(input.body),
    ),
  },
  actions: {
    setField: assign({
      form: ({ event, context }) =>
        event.type === 'profile.field' ? { ...context.form, [event.field]: event.value } : context.form,
      error: null,
    }),
    showProfileError: assign({ error: ({ context }) => profileError(context.form) }),
    openPassword: assign({
      kind: ({ event, context }) => (event.type === 'password.open' ? event.kind : context.kind),
      passwords: NO_PASSWORDS,
      passwordError: null,
    }),
    setPasswordField: assign({
      passwords: ({ event, context }) =>
        event.type === 'password.field'
          ? { ...context.passwords, [event.field]: event.value.slice(0, LIMITS.passwordMax) }
          : context.passwords,
      passwordError: null,
    }),
    showPasswordError: assign({ passwordError: ({ context }) => passwordError(context.passwords) }),
    clearPasswords: assign({ passwords: NO_PASSWORDS }),
    closePassword: assign({ passwords: NO_PASSWORDS, passwordError: null }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifySaved: emit({ type: 'notice', kind: 1, key: 'member.center.saved' } as Notice),
    notifyPasswordChanged: emit({ type: 'notice', kind: 1, key: 'member.center.passwordChanged' } as Notice),
    /** Injected by the view: refresh the session's user. */
    userChanged: () => {},
    /** Injected by the view: clear all storage and the session, go to /login. */
    loggedOut: () => {},
  },
  guards: {
    isProfileInvalid: ({ context }) => profileError(context.form) !== null,
    isNewEqualToOld: ({ context }) => passwordError(context.passwords)?.key === 'v.newEqualsOld',
    isPasswordInvalid: ({ context }) => passwordError(context.passwords) !== null,
    isLoginPassword: ({ context }) => context.kind === 'login',
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    form: input.form,
    error: null,
    kind: 'login',
    passwords: NO_PASSWORDS,
    passwordError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'profile.field': { actions: 'setField' },
        'profile.save': [{ guard: 'isProfileInvalid', actions: 'showProfileError' }, { target: 'saving' }],
        'password.open': { target: 'password', actions: 'openPassword' },
      },
    },
    saving: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: saveInput,
        onDone: { target: 'editing', actions: ['notifySaved', 'userChanged'] },
        onError: { target: 'editing', actions: 'notifyFailure' },
      },
    },
    password: {
      tags: ['modal'],
      initial: 'entering',
      on: { 'password.close': { target: 'editing', actions: 'closePassword' } },
      states: {
        entering: {
          on: {
            'password.field': { actions: 'setPasswordField' },
            'password.submit': [
              { guard: 'isNewEqualToOld', actions: ['showPasswordError', 'clearPasswords'] },
              { guard: 'isPasswordInvalid', actions: 'showPasswordError' },
              { target: 'changing' },
            ],
          },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: passwordInput,
            onDone: [
              {
                guard: 'isLoginPassword',
                target: '#profile.editing',
                actions: ['notifyPasswordChanged', 'loggedOut'],
              },
              { target: '#profile.editing', actions: ['closePassword', 'notifyPasswordChanged'] },
            ],
            onError: { target: 'entering', actions: 'notifyFailure' },
          },
        },
      },
    },
  },
})
