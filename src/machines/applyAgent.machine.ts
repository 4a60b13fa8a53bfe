// Small member-centre forms: the agent application (/applyagent), the avatar upload of the shell and
// the wallet page's one-click recycle. Each checks locally, sends one call and reports the answer.
import { assign, emit, fromPromise, setup } from 'xstate'
import { isMobile } from '../../core/contract/rules'
import * as account from '../api/account'
import * as wallet from '../api/wallet'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  type Notice,
} from './memberKit'

export type AgentForm = { mobile: string; apply_info: string }
export type ApplyAgentEvent =
  | { type: 'agent.field'; field: keyof AgentForm; value: string }
  | { type: 'agent.submit' }

export const agentError = (f: AgentForm): FieldMessage | null => {
  if (!isMobile(f.mobile.trim())) return { key: 'v.mobile' }
  if (!f.apply_info.trim()) return { key: 'v.applyInfo' }
  return null
}

const submitInput = ({ context }: { context: { form: AgentForm } }) => ({
  mobile: context.form.mobile.trim(),
  apply_info: context.form.apply_info.trim(),
})

export const applyAgentMachine = setup({
  types: {
    context: {} as { form: AgentForm; error: FieldMessage | null },
    events: {} as ApplyAgentEvent,
    emitted: {} as Notice,
  },
  actors: {
    apply: fromPromise<null, AgentForm>(({ input }) => account.applyagentdo(input)),
  },
  actions: {
    setField: assign({
      form: ({ event, context }) =>
        event.type === 'agent.field' ? { ...context.form, [event.field]: event.value } : context.form,
      error: null,
    }),
    showError: assign({ error: ({ context }) => agentError(context.form) }),
    clearForm: assign({ form: { mobile: '', apply_info: '' } }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyApplied: emit({ type: 'notice', kind: 1, key: 'member.agent.applied' } as Notice),
  },
  guards: {
    isInvalid: ({ context }) => agentError(context.form) !== null,
  },
}).createMachine({
  id: 'applyAgent',
  context: { form: { mobile: '', apply_info: '' }, error: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'agent.field': { actions: 'setField' },
        'agent.submit': [{ guard: 'isInvalid', actions: 'showError' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: submitInput,
        onDone: { target: 'editing', actions: ['clearForm', 'notifyApplied'] },
        onError: { target: 'editing', actions: 'notifyFailure' },
      },
    },
  },
})

export type AvatarEvent = { type: 'avatar.upload'; file: File }
const AVATAR_TYPES = ['image/png', 'image/gif']
const avatarInput = ({ context }: { context: { file: File | null } }) => context.file

export const avatarMachine = setup({
  types: {
    context: {} as { file: File | null },
    events: {} as AvatarEvent,
    emitted: {} as Notice,
  },
  actors: {
    upload: fromPromise<unknown, File | null>(({ input }) => account.uploadimg(input as File)),
  },
  actions: {
    takeFile: assign({ file: ({ event }) => event.file }),
    dropFile: assign({ file: null }),
    notifyWrongType: emit({ type: 'notice', kind: 0, key: 'v.file' } as Notice),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyUploaded: emit({ type: 'notice', kind: 1, key: 'member.shell.avatarSaved' } as Notice),
    /** Injected by the view: refresh the session's user (the new avatar). */
    userChanged: () => {},
  },
  guards: {
    isGifOrPng: ({ event }) => AVATAR_TYPES.includes(event.file.type),
  },
}).createMachine({
  id: 'avatar',
  context: { file: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'avatar.upload': [
          { guard: 'isGifOrPng', target: 'uploading', actions: 'takeFile' },
          { actions: 'notifyWrongType' },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: avatarInput,
        onDone: { target: 'idle', actions: ['dropFile', 'notifyUploaded', 'userChanged'] },
        onError: { target: 'idle', actions: ['dropFile', 'notifyFailure'] },
      },
    },
  },
})

const recycleInput = ({ context }: { context: { attempt: IdempotentAttempt } }) => ({
  idempotencyKey: context.attempt?.key,
})

/** /bankCard's one-click recycle: every venue balance back to the central wallet (transall). */
export const recycleMachine = setup({
  types: {
    context: {} as { attempt: IdempotentAttempt },
    events: {} as { type: 'recycle.start' },
    emitted: {} as Notice,
  },
  actors: {
    recycle: fromPromise<unknown, { idempotencyKey?: string }>(({ input }) =>
      wallet.transall({}, { idempotencyKey: input.idempotencyKey }),
    ),
  },
  actions: {
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, { recycle: true }) }),
    settleAttempt: assign({ attempt: null }),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyRecycled: emit({ type: 'notice', kind: 1, key: 'member.transfer.recovered' } as Notice),
    /** Injected by the view: refresh the session's balance. */
    userChanged: () => {},
  },
}).createMachine({
  id: 'recycle',
  context: { attempt: null },
  initial: 'idle',
  states: {
    idle: { on: { 'recycle.start': { target: 'recycling', actions: 'startAttempt' } } },
    recycling: {
      tags: ['busy'],
      invoke: {
        id: 'recycle',
        src: 'recycle',
        input: recycleInput,
        onDone: { target: 'idle', actions: ['settleAttempt', 'notifyRecycled', 'userChanged'] },
        onError: { target: 'idle', actions: ['keepAttemptIfUnknown', 'notifyFailure'] },
      },
    },
  },
})
