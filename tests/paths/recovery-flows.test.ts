// Generated path tests over the recovery flows (docs/messaging.md): 忘记密码 (recovery.machine) and the
// profile page's contact verification (contactVerify.machine). Every state and every transition of each
// REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts). The captcha the
// recovery form spawns is a still picture here (it has its own path test in core-flows).
import { afterAll, describe, expect, it } from 'vitest'
import { type AnyStateMachine, setup } from 'xstate'
import type { CodeSent, ContactState } from '../../core/contract'
import { contactVerifyMachine } from '../../src/machines/contactVerify.machine'
import { recoveryMachine } from '../../src/machines/recovery.machine'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 270, message = '验证码错误或已失效，请重新获取') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const stillCaptcha = setup({}).createMachine({
  id: 'captcha',
  context: { id: 'cap-1', image: '' },
  on: { 'captcha.refresh': {}, 'captcha.check': {} },
})

const sent: CodeSent = { channel: 'sms', masked: '138****5678', expires_in: 600, resend_in: 60 }
const contacts = (verified: boolean): ContactState[] => [
  { channel: 'sms', address: '13812345678', masked: '138****5678', verified, verified_at: null },
  { channel: 'email', address: '', masked: '', verified: false, verified_at: null },
]
const input = (field: string, value: string) => ({ type: 'recovery.input', field, value })

const models: [AnyStateMachine, CoverageOptions, Parameters<AnyStateMachine['provide']>[0]][] = [
  [
    recoveryMachine,
    {
      summarise: (c) => ({
        name: c.name !== '',
        captcha: c.captcha !== '',
        channel: c.channel,
        code: c.code !== '',
        password: c.password !== '',
        confirm: c.confirmPass !== '',
      }),
      simplePathsUpTo: 0,
      events: [
        input('name', 'demo888'),
        input('captcha', 'ab34'),
        input('code', '246810'),
        input('password', 'newpass123'),
        input('confirmPass', 'newpass123'),
        { type: 'recovery.next' },
        { type: 'recovery.choose', channel: 'sms' },
        { type: 'recovery.send' },
        { type: 'recovery.resend' },
        { type: 'recovery.submit' },
        { type: 'recovery.back' },
        { type: 'captcha.refresh' },
        done('lookup', { options: [{ channel: 'sms', masked: '138****5678' }] }),
        done('lookup', {
          options: [
            { channel: 'sms', masked: '138****5678' },
            { channel: 'email', masked: 'a***e@qq.com' },
          ],
        }),
        fail('lookup', 1000, '验证码错误或已失效，请重新输入'),
        done('sendCode', sent),
        fail('sendCode', 429, '获取验证码过于频繁，请60分钟后再试'),
        done('reset', null),
        fail('reset'),
      ],
    },
    { actors: { captcha: stillCaptcha } },
  ],
  [
    contactVerifyMachine,
    {
      summarise: (c) => ({ code: c.code !== '' }),
      events: [
        { type: 'contacts.reload' },
        { type: 'contact.open', channel: 'sms' },
        { type: 'contact.send' },
        { type: 'contact.code', value: '246810' },
        { type: 'contact.submit' },
        { type: 'contact.close' },
        done('loadContacts', contacts(false)),
        fail('loadContacts', 0, '网络错误'),
        done('sendCode', sent),
        fail('sendCode', 271, '请先在个人资料中填写并保存手机号'),
        done('verify', contacts(true)),
        fail('verify'),
      ],
    },
    {},
  ],
]

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('recovery flow path coverage', { timeout: 120_000 }, () => {
  for (const [machine, options, provide] of models) {
    it(`${machine.id}: every state and every transition`, async () => {
      const model = machine.provide(provide as never) as AnyStateMachine
      const paths = generatePaths(model, options)
      const observed: Observed = { states: new Set(), transitions: new Set() }
      for (const path of paths) {
        const seen = await replay(model, path, observed)
        expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
      }
      const c = coverage(machine, observed)
      reports.push(`${c.report} (${paths.length} paths)`)
      expect(c.states.missing, `${machine.id} states`).toEqual([])
      expect(c.transitions.missing, `${machine.id} transitions`).toEqual([])
    })
  }
})
