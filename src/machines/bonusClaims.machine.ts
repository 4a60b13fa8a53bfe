// The bonuses waiting for the player's 申请 (/welfare): load the open ones, claim one, reload. Nothing
// is paid unless the player asks (docs/promotions.md, "Opt-in"). The claim's idempotency key is made
// when the player clicks and kept only while the outcome is unknown, so a retry after a timeout
// replays it; a refusal (time-out, expired, already claimed) is shown and the list reloaded.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import * as api from '../api/bonusClaims'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  outputOf,
} from './memberKit'

export type BonusClaimRow = ResponseOf<typeof calls.bonusClaims>[number]

export type BonusClaimsContext = {
  claims: BonusClaimRow[]
  /** The entitlement being claimed. */
  claimingId: number | null
  attempt: IdempotentAttempt
  /** The last claim's answer: the server's success text, or why it was refused. */
  notice: { ok: boolean; message: FieldMessage } | null
}

export type BonusClaimsEvent =
  | { type: 'bonus.claim'; id: number }
  | { type: 'bonus.reload' }
  | { type: 'bonus.dismiss' }

export const bonusClaimsMachine = setup({
  types: {
    context: {} as BonusClaimsContext,
    events: {} as BonusClaimsEvent,
  },
  actors: {
    loadClaims: fromPromise<BonusClaimRow[]>(() => api.bonusClaims()),
    claim: fromPromise<string, { id: number; idempotencyKey?: string }>(async ({ input }) => {
      const r = await api.claimBonus({ id: input.id }, { idempotencyKey: input.idempotencyKey })
      return r.message
    }),
  },
  actions: {
    storeClaims: assign({ claims: ({ event }) => outputOf<BonusClaimRow[]>(event) }),
    startClaim: assign(({ context, event }) => {
      assertEvent(event, 'bonus.claim')
      return { claimingId: event.id, notice: null, attempt: attemptFor(context.attempt, { id: event.id }) }
    }),
    storePaid: assign({
      attempt: null,
      claimingId: null,
      notice: ({ event }) => ({ ok: true, message: { key: outputOf<string>(event) } }),
    }),
    storeRefusal: assign(({ context, event }) => ({
      claimingId: null,
      attempt: attemptAfterFailure(context.attempt, errorOf(event)),
      notice: { ok: false, message: { key: failureText(errorOf(event)) } },
    })),
    dismiss: assign({ notice: null }),
    /** Injected by the view: the balance grew. */
    userChanged: () => {},
  },
}).createMachine({
  id: 'bonusClaims',
  context: { claims: [], claimingId: null, attempt: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadClaims',
        src: 'loadClaims',
        onDone: { target: 'idle', actions: 'storeClaims' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'bonus.reload': { target: 'loading' } },
    },
    idle: {
      on: {
        'bonus.claim': { target: 'claiming', actions: 'startClaim' },
        'bonus.reload': { target: 'loading' },
        'bonus.dismiss': { actions: 'dismiss' },
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ id: context.claimingId ?? 0, idempotencyKey: context.attempt?.key }),
        onDone: { target: 'loading', actions: ['storePaid', 'userChanged'] },
        onError: { target: 'loading', actions: 'storeRefusal' },
      },
    },
  },
})
