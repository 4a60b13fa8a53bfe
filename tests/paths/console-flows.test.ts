// Generated path tests over the operator console's flow machines (src/console/machines): sign-in with
// the second factor and enrolment, reviewing a queue item, a player action, the queue counts and a
// settings save (settings forms, content editors, the commission rule). The
// review and the adjustment also reach `submittedForApproval` (code 250, four eyes).
// Every state and every transition definition of each REAL machine is entered/taken by the replayed
// paths (tests/paths/coverage.ts).
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { playerActionMachine } from '../../src/console/machines/playerAction.machine'
import { queueCountsMachine } from '../../src/console/machines/queueCounts.machine'
import { reviewMachine } from '../../src/console/machines/review.machine'
import { settingsSaveMachine } from '../../src/console/machines/settingsSave.machine'
import { signInMachine } from '../../src/console/machines/signIn.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误', data: unknown = null) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code, data }),
})
/** Above the four-eyes threshold: code 250 with the request recorded instead of the action. */
const diverted = (id: string, amount: string | null) =>
  fail(id, 250, '超过双人复核门槛：已提交复核申请 #12', {
    approval: { id: 12, amount, expires_at: '2025-01-02 12:00:00' },
  })

const operator = { id: 1, username: 'admin', role: 'owner', permissions: ['self'] }
const session = { token: 't'.repeat(32), operator }

const models: Model[] = [
  [
    signInMachine,
    {
      inputs: [{ stored: true }, { stored: false }],
      // Typed text only as "filled or not": enough to tell the guards' cases apart.
      summarise: (c) => ({
        user: c.username !== '',
        password: c.password !== '',
        code: c.code === '' ? '' : /^\d{6}$/.test(String(c.code)) ? 'totp' : 'recovery',
        ticket: c.ticket !== null,
        session: c.session !== null,
        error: c.error !== null,
      }),
      events: [
        { type: 'field', field: 'username', value: 'admin' },
        { type: 'field', field: 'password', value: 'secret-password' },
        { type: 'field', field: 'code', value: '123456' },
        { type: 'field', field: 'code', value: 'abcde-fghij' },
        { type: 'submit' },
        { type: 'useRecovery' },
        { type: 'useTotp' },
        { type: 'restart' },
        { type: 'codesSaved' },
        { type: 'signOut' },
        { type: 'expired' },
        done('restore', session),
        fail('restore', 401),
        done('password', { step: 'totp', ticket: 'k'.repeat(32) }),
        done('password', {
          step: 'enrol',
          ticket: 'k'.repeat(32),
          otpauth: 'otpauth://totp/x',
          secret: 'ABC',
          qrSvg: '<svg/>',
        }),
        done('password', { step: 'done', token: session.token, operator }),
        fail('password', 203, '账号或密码错误'),
        done('totp', session),
        fail('totp', 402, '验证码错误'),
        fail('totp', 401, '登录已过期'),
        done('recovery', session),
        fail('recovery', 402, '恢复码错误'),
        fail('recovery', 401, '登录已过期'),
        done('enrol', { ...session, recoveryCodes: ['aaaaa-bbbbb'] }),
        fail('enrol', 402, '验证码错误'),
        fail('enrol', 401, '登录已过期'),
        done('signOut', undefined),
        fail('signOut'),
      ],
      simplePathsUpTo: 0,
    },
  ],
  [
    reviewMachine,
    {
      inputs: [
        { id: 'D1', reasonRequired: false, decisions: ['approve', 'refuse'] },
        { id: '7', reasonRequired: true, decisions: ['approve', 'refuse'] },
        { id: '9', reasonRequired: false, decisions: ['approve'] },
      ],
      summarise: (c) => ({
        decision: c.decision,
        note: c.note !== '',
        error: c.error !== null,
        reason: c.reasonRequired,
        approval: (c.approval as { id: number } | null)?.id ?? null,
      }),
      events: [
        { type: 'choose', decision: 'approve' },
        { type: 'choose', decision: 'refuse' },
        { type: 'note', value: '核实无误' },
        { type: 'next' },
        { type: 'confirm' },
        { type: 'back' },
        done('decide', { id: 'D1', state: 2 }),
        fail('decide', 409, '已处理'),
        diverted('decide', '60000.00'),
        fail('decide', 500),
      ],
      simplePathsUpTo: 0,
    },
  ],
  [
    playerActionMachine,
    {
      inputs: [{ username: 'demo888' }],
      summarise: (c) => ({
        kind: c.kind,
        filled: Object.values(c.form as Record<string, string>).filter((v) => v.trim() !== '').length,
        amount: (c.form as { amount?: string }).amount ?? null,
        result: c.result !== null,
        error: c.error !== null,
        fieldErrors: Object.values(c.fieldErrors as Record<string, string | undefined>).filter(Boolean)
          .length,
        approval: (c.approval as { amount: string | null } | null)?.amount ?? null,
      }),
      events: [
        { type: 'open', kind: 'lock' },
        { type: 'open', kind: 'resetLogin' },
        { type: 'open', kind: 'adjust' },
        { type: 'open', kind: 'exclude' },
        { type: 'field', field: 'reason', value: '风控核查' },
        { type: 'field', field: 'amount', value: '0' },
        { type: 'field', field: 'amount', value: '-50.5' },
        { type: 'submit' },
        { type: 'confirm' },
        { type: 'back' },
        { type: 'close' },
        done('perform', null),
        done('perform', { tempPassword: 'Tmp12345678' }),
        fail('perform', 403, '您的角色无权执行此操作'),
        diverted('perform', '-20000.00'),
      ],
      simplePathsUpTo: 0,
    },
  ],
  [
    queueCountsMachine,
    {
      summarise: (c) => c.counts,
      events: [
        { type: 'refresh' },
        done('read', { deposits: 1, withdrawals: 0 }),
        done('read', { deposits: 2, withdrawals: 0 }),
        fail('read'),
      ],
      simplePathsUpTo: 0,
    },
  ],
  [
    // The settings forms, the content editors' saves and removals, and the commission rule.
    settingsSaveMachine,
    {
      inputs: [{ fallback: '保存失败，请重试' }],
      summarise: (c) => ({
        payload: c.payload !== null,
        error: c.error !== null,
        saved: c.saved,
        submitted: c.submitted !== null,
      }),
      events: [
        { type: 'submit', payload: { withdraw_min: '300' }, confirm: true },
        { type: 'submit', payload: { title: '金鼎' }, confirm: false },
        { type: 'confirm' },
        { type: 'back' },
        { type: 'edit' },
        done('save', {}),
        fail('save', 1000, '请填写正确的金额', { field: 'withdraw_min' }),
        diverted('save', '60000.00'),
      ],
      simplePathsUpTo: 0,
    },
  ],
]

pathCoverageSuite('console flow path coverage', models)

describe('four eyes: a diverted decision or adjustment is its own outcome', () => {
  it('keeps the request, not an error', () => {
    const review = createActor(reviewMachine, {
      input: { id: 'W1', reasonRequired: false, decisions: ['approve', 'refuse'] },
    }).start()
    review.send({ type: 'choose', decision: 'approve' })
    review.send({ type: 'next' })
    review.send({ type: 'confirm' })
    review.send(diverted('decide', '60000.00') as never)
    expect(review.getSnapshot().value).toBe('submittedForApproval')
    expect(review.getSnapshot().context).toMatchObject({
      error: null,
      approval: { id: 12, amount: '60000.00', expires: '2025-01-02 12:00:00' },
    })
    expect(review.getSnapshot().hasTag('changed')).toBe(true)
    review.stop()
    const action = createActor(playerActionMachine, { input: { username: 'demo888' } }).start()
    action.send({ type: 'open', kind: 'adjust' })
    action.send({ type: 'field', field: 'amount', value: '-20000' })
    action.send({ type: 'field', field: 'reason', value: '补发' })
    action.send({ type: 'submit' })
    action.send({ type: 'confirm' })
    action.send(diverted('perform', '-20000.00') as never)
    expect(action.getSnapshot().value).toBe('submittedForApproval')
    expect(action.getSnapshot().context.error).toBeNull()
    action.send({ type: 'close' })
    expect(action.getSnapshot().context.approval).toBeNull()
    action.stop()
  })
})
