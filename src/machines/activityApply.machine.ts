// Applying for a promotion from /activityInfo: the server's message is shown as a success
// toast whatever the code. The idempotency key is made when the player clicks and reused on a retry.
import { assign, fromPromise, setup } from 'xstate'
import { applyActivity } from '../api/account'
import { t } from '../i18n'
import { toast } from '../state/ui'

export type ApplyContext = { activityId: number; key: string | null; message: string }

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`

export const activityApplyMachine = setup({
  types: {
    context: {} as ApplyContext,
    events: {} as { type: 'apply.submit' },
    input: {} as { activityId: number },
  },
  actors: {
    apply: fromPromise<string, { activityid: number; key: string }>(async ({ input }) => {
      const answer = await applyActivity({ activityid: input.activityid }, { idempotencyKey: input.key })
      return answer.message
    }),
  },
  actions: {
    makeKey: assign({ key: ({ context }) => context.key ?? newKey() }),
    forgetKey: assign({ key: null }),
    storeMessage: assign({
      message: ({ event }) => {
        const e = event as { output?: unknown; error?: unknown }
        if (typeof e.output === 'string') return e.output
        return e.error instanceof Error ? e.error.message : ''
      },
    }),
    toastMessage: ({ context }) => toast(1, context.message || t('public.applied')),
  },
}).createMachine({
  id: 'activityApply',
  context: ({ input }) => ({ activityId: input.activityId, key: null, message: '' }),
  initial: 'idle',
  states: {
    idle: { on: { 'apply.submit': { target: 'applying', actions: 'makeKey' } } },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ activityid: context.activityId, key: context.key ?? '' }),
        onDone: { target: 'idle', actions: ['storeMessage', 'toastMessage', 'forgetKey'] },
        onError: { target: 'idle', actions: ['storeMessage', 'toastMessage'] },
      },
    },
  },
})
