// Deciding one player's KYC documents (docs/kyc.md): look at them, approve (only when both kinds are
// there: the view asks `can` and says why not), refuse with a reason the player reads in the inbox, or
// ask for another document (which kind, and why); confirm; then done, or 409 when another reviewer was
// first. A failure goes back to the confirmation with what was typed kept; while the decision is on its
// way the dialog cannot be closed.
import { assign, fromPromise, setup } from 'xstate'
import type { KycAction } from '../../../core/contract/admin/kyc'
import type { KycDocumentKind } from '../../../core/contract/kyc'
import type { ConsoleKey } from '../i18n'

export type KycReviewInput = { username: string; complete: boolean }
export type KycReviewContext = KycReviewInput & {
  action: KycAction | null
  reason: string
  kind: KycDocumentKind | null
  error: { key: ConsoleKey } | { text: string } | null
}
export type KycReviewEvent =
  | { type: 'kyc.choose'; action: KycAction }
  | { type: 'kyc.reason'; value: string }
  | { type: 'kyc.kind'; kind: KycDocumentKind }
  | { type: 'kyc.next' }
  | { type: 'kyc.confirm' }
  | { type: 'kyc.back' }

export const kycReviewMachine = setup({
  types: {
    context: {} as KycReviewContext,
    events: {} as KycReviewEvent,
    input: {} as KycReviewInput,
  },
  actors: {
    decide: fromPromise<
      unknown,
      { username: string; action: KycAction; reason: string; kind: KycDocumentKind | null }
    >(() => Promise.reject(new Error('decide not provided'))),
  },
  actions: {
    choose: assign({
      action: ({ event }) => (event.type === 'kyc.choose' ? event.action : null),
      error: null,
    }),
    setReason: assign({
      reason: ({ event }) => (event.type === 'kyc.reason' ? event.value : ''),
      error: null,
    }),
    setKind: assign({ kind: ({ event }) => (event.type === 'kyc.kind' ? event.kind : null), error: null }),
    reasonMissing: assign({ error: { key: 'kyc.reasonRequired' as const } }),
    kindMissing: assign({ error: { key: 'kyc.kindRequired' as const } }),
    showFailure: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { key: 'kyc.failed' as const }
      },
    }),
  },
  guards: {
    mayApprove: ({ context, event }) =>
      event.type === 'kyc.choose' && event.action === 'approve' && context.complete,
    needsReason: ({ event }) => event.type === 'kyc.choose' && event.action !== 'approve',
    isApproval: ({ context }) => context.action === 'approve',
    hasNoReason: ({ context }) => context.reason.trim() === '',
    hasNoKind: ({ context }) => context.action === 'request' && context.kind === null,
    alreadyDecided: ({ event }) => (event as { error?: { code?: number } }).error?.code === 409,
  },
}).createMachine({
  id: 'consoleKycReview',
  context: ({ input }) => ({ ...input, action: null, reason: '', kind: null, error: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'kyc.choose': [
          { guard: 'mayApprove', target: 'confirming', actions: 'choose' },
          { guard: 'needsReason', target: 'noting', actions: 'choose' },
        ],
      },
    },
    noting: {
      on: {
        'kyc.reason': { actions: 'setReason' },
        'kyc.kind': { actions: 'setKind' },
        'kyc.next': [
          { guard: 'hasNoKind', actions: 'kindMissing' },
          { guard: 'hasNoReason', actions: 'reasonMissing' },
          { target: 'confirming' },
        ],
        'kyc.back': { target: 'viewing' },
      },
    },
    confirming: {
      on: {
        'kyc.confirm': { target: 'submitting' },
        'kyc.back': [{ guard: 'isApproval', target: 'viewing' }, { target: 'noting' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        id: 'decide',
        input: ({ context }) => ({
          username: context.username,
          action: context.action!,
          reason: context.reason.trim(),
          kind: context.kind,
        }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'alreadyDecided', target: 'already' },
          { target: 'confirming', actions: 'showFailure' },
        ],
      },
    },
    done: { tags: ['changed'] },
    already: { tags: ['changed'] },
  },
})
