// Editing the bonus rule of one activity (docs/promotions.md): open the form on the activity's rule
// (or a blank one), edit, save; the server validates every field and answers a Chinese message that
// is shown in the form (nothing is assumed saved until it answers). Done: the list reloads. With four
// eyes on rule changes the save ends in `submittedForApproval` (code 250, nothing saved yet).
import { assign, fromPromise, setup } from 'xstate'
import {
  PROMOTION_KINDS,
  type PromotionKind,
  type PromotionRule,
} from '../../../core/contract/admin/promotions'
import { isDiverted, type Submitted, submittedOf } from './diverted'

export type RuleForm = {
  kind: PromotionKind
  enabled: boolean
  turnover_multiple: string
  player_cap: string
  player_day_cap: string
  day_cap: string
  percent: string
  min_deposit: string
  max_bonus: string
  channels: string[]
  amount: string
  amounts: string[]
}

const TEN = Array.from({ length: 10 }, () => '0.00')

export const blankForm = (): RuleForm => ({
  kind: 'application',
  enabled: true,
  turnover_multiple: '1',
  player_cap: '',
  player_day_cap: '',
  day_cap: '',
  percent: '',
  min_deposit: '0.00',
  max_bonus: '',
  channels: [],
  amount: '',
  amounts: [...TEN],
})

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback)

/** The form of a saved rule. */
export function formOf(rule: PromotionRule | null): RuleForm {
  if (!rule) return blankForm()
  const p = rule.params
  return {
    kind: rule.kind,
    enabled: rule.enabled,
    turnover_multiple: rule.turnover_multiple,
    player_cap: rule.player_cap ?? '',
    player_day_cap: rule.player_day_cap ?? '',
    day_cap: rule.day_cap ?? '',
    percent: str(p.percent),
    min_deposit: str(p.min_deposit, '0.00'),
    max_bonus: str(p.max_bonus),
    channels: Array.isArray(p.channels) ? (p.channels as string[]) : [],
    amount: str(p.amount),
    amounts: Array.isArray(p.amounts) ? (p.amounts as string[]) : [...TEN],
  }
}

const cap = (v: string) => (v.trim() === '' ? null : v.trim())

/** The request body of the form: only the parameters of its kind. */
export function requestOf(f: RuleForm): Record<string, unknown> {
  const params: Record<PromotionKind, Record<string, unknown>> = {
    'first-deposit': {
      percent: f.percent.trim(),
      min_deposit: f.min_deposit.trim(),
      max_bonus: f.max_bonus.trim(),
    },
    'deposit-method': {
      channels: f.channels,
      percent: f.percent.trim(),
      min_deposit: f.min_deposit.trim(),
      max_bonus: f.max_bonus.trim(),
    },
    application: { amount: f.amount.trim() },
    'vip-upgrade': {},
    birthday: { amounts: f.amounts.map((a) => a.trim()) },
    'monthly-redpacket': { amounts: f.amounts.map((a) => a.trim()) },
  }
  return {
    kind: f.kind,
    enabled: f.enabled,
    params: params[f.kind],
    turnover_multiple: f.turnover_multiple.trim(),
    player_cap: cap(f.player_cap),
    player_day_cap: cap(f.player_day_cap),
    day_cap: cap(f.day_cap),
  }
}

export type RuleContext = {
  activityId: number
  title: string
  form: RuleForm
  error: string | null
  /** The four-eyes request the save became (code 250: nothing saved yet; ./diverted.ts). */
  approval: Submitted | null
}

export type RuleEvent =
  | { type: 'open'; activityId: number; title: string; rule: PromotionRule | null }
  | { type: 'edit'; patch: Partial<RuleForm> }
  | { type: 'level'; index: number; value: string }
  | { type: 'toggleChannel'; channel: string }
  | { type: 'save' }
  | { type: 'close' }

export const promotionRuleMachine = setup({
  types: { context: {} as RuleContext, events: {} as RuleEvent },
  actors: {
    save: fromPromise<unknown, { activityId: number; body: Record<string, unknown> }>(() =>
      Promise.reject(new Error('save not provided')),
    ),
  },
  actions: {
    open: assign(({ event }) =>
      event.type === 'open'
        ? {
            activityId: event.activityId,
            title: event.title,
            form: formOf(event.rule),
            error: null,
            approval: null,
          }
        : {},
    ),
    edit: assign({
      form: ({ context, event }) => {
        if (event.type === 'edit') {
          const kind = event.patch.kind
          return {
            ...context.form,
            ...event.patch,
            kind: kind && PROMOTION_KINDS.includes(kind) ? kind : context.form.kind,
          }
        }
        if (event.type === 'level')
          return {
            ...context.form,
            amounts: context.form.amounts.map((a, i) => (i === event.index ? event.value : a)),
          }
        if (event.type === 'toggleChannel') {
          const has = context.form.channels.includes(event.channel)
          return {
            ...context.form,
            channels: has
              ? context.form.channels.filter((c) => c !== event.channel)
              : [...context.form.channels, event.channel],
          }
        }
        return context.form
      },
      error: null,
    }),
    keepApproval: assign({ approval: submittedOf }),
    showFailure: assign({
      error: ({ event }) => (event as { error?: { message?: string } }).error?.message ?? '',
    }),
  },
  guards: { isDiverted },
}).createMachine({
  id: 'consolePromotionRule',
  context: { activityId: 0, title: '', form: blankForm(), error: null, approval: null },
  initial: 'idle',
  states: {
    idle: { on: { open: { target: 'editing', actions: 'open' } } },
    editing: {
      on: {
        edit: { actions: 'edit' },
        level: { actions: 'edit' },
        toggleChannel: { actions: 'edit' },
        save: { target: 'saving' },
        close: { target: 'idle' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        id: 'save',
        input: ({ context }) => ({ activityId: context.activityId, body: requestOf(context.form) }),
        onDone: { target: 'saved' },
        onError: [
          { guard: 'isDiverted', target: 'submittedForApproval', actions: 'keepApproval' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    submittedForApproval: {
      on: { close: { target: 'idle' }, open: { target: 'editing', actions: 'open' } },
    },
    saved: {
      tags: ['changed'],
      on: { close: { target: 'idle' }, open: { target: 'editing', actions: 'open' } },
    },
  },
})
