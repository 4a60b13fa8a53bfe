// Generated path tests over the owner's two operator forms (src/console/machines/operatorCreate.machine.ts
// and allowList.machine.ts): editing, the field checks (a bad account name, no role, a bad address line),
// the confirmation, the call and the server's answer (done, or a refusal in its own words). Every state
// and transition of each REAL machine is entered or taken by the replayed paths (tests/paths/coverage.ts);
// the checks themselves are tested below.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ConsoleError } from '../../src/console/api'
import { allowListMachine, checkAllowList, isAllowEntry } from '../../src/console/machines/allowList.machine'
import { createProblems, operatorCreateMachine } from '../../src/console/machines/operatorCreate.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'

const models: Model[] = [
  [
    operatorCreateMachine,
    {
      inputs: [{ fallback: '操作失败，请重试' }],
      summarise: (c) => ({
        problems: Object.keys(createProblems(c as never)).sort(),
        errors: Object.keys(c.errors as object).sort(),
        failure: c.failure !== null,
        created: c.created !== null,
      }),
      events: [
        { type: 'create.field', field: 'username', value: 'risk1' },
        { type: 'create.field', field: 'username', value: 'r!' },
        { type: 'create.field', field: 'role', value: 'risk' },
        { type: 'create.field', field: 'password', value: 'short' },
        { type: 'create.submit' },
        { type: 'create.confirm' },
        { type: 'create.back' },
        { type: 'xstate.done.actor.create', output: { username: 'risk1', password: 'Kq7mZ2pX9w' } },
        { type: 'xstate.error.actor.create', error: new ConsoleError(409, '账号已存在') },
      ],
    },
  ],
  [
    allowListMachine,
    {
      inputs: [{ id: 2, ips: [], fallback: '操作失败，请重试' }],
      summarise: (c) => ({
        text: c.text,
        errors: (c.errors as unknown[]).length,
        failure: c.failure !== null,
      }),
      events: [
        { type: 'ips.input', value: '203.0.113.7\n10.0.0.0/8' },
        { type: 'ips.input', value: '203.0.113.7\n10.0.0.300' },
        { type: 'ips.submit' },
        { type: 'ips.confirm' },
        { type: 'ips.back' },
        { type: 'xstate.done.actor.save', output: {} },
        { type: 'xstate.error.actor.save', error: new ConsoleError(400, '您当前的地址不在列表内') },
      ],
    },
  ],
]

pathCoverageSuite('operator forms path coverage', models)

describe('operator form checks', () => {
  it('names each field: account name shape, password rule, role', () => {
    expect(createProblems({ username: '', password: '', role: '' })).toEqual({
      username: 'ops.check.username.missing',
      role: 'ops.check.role',
    })
    expect(createProblems({ username: 'ab', password: '', role: 'risk' })).toEqual({
      username: 'ops.check.username.shape',
    })
    // The server's rule: 3-32 letters, digits or underscores.
    expect(createProblems({ username: 'a'.repeat(33), password: '', role: 'risk' }).username).toBe(
      'ops.check.username.shape',
    )
    expect(createProblems({ username: 'risk-1', password: '', role: 'risk' }).username).toBe(
      'ops.check.username.shape',
    )
    expect(createProblems({ username: 'risk_1', password: '', role: 'risk' }).username).toBeUndefined()
    expect(createProblems({ username: 'a'.repeat(32), password: '', role: 'risk' }).username).toBeUndefined()
    expect(createProblems({ username: 'risk1', password: 'abc', role: 'risk' })).toEqual({
      password: 'acct.check.short',
    })
    expect(createProblems({ username: 'risk1', password: 'risk1abcdef9', role: 'risk' })).toEqual({
      password: 'acct.check.hasName',
    })
    expect(createProblems({ username: 'Risk1', password: '', role: 'support' })).toEqual({})
  })

  it('accepts IPv4/IPv6 addresses and CIDR blocks and refuses the rest', () => {
    for (const ok of [
      '203.0.113.7',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '::',
      '::1',
      '::/0',
      'fe80::1',
      '2001:db8::/32',
      '::ffff:10.0.0.1',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:10.0.0.1',
      '1::8',
    ])
      expect(isAllowEntry(ok), ok).toBe(true)
    for (const bad of [
      '10.0.0',
      '256.1.1.1',
      '01.2.3.4',
      '10.0.0.1/33',
      '10.0.0.1/',
      '10.0.0.1/8/1',
      'localhost',
      ':::',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7:10.0.0.1',
      '2001:db8::/129',
    ])
      expect(isAllowEntry(bad), bad).toBe(false)
  })

  it('names the bad line, skipping blank ones in the count', () => {
    expect(checkAllowList('203.0.113.7\n\n  10.0.0.300 \n::1')).toEqual({
      ips: ['203.0.113.7', '::1'],
      errors: [{ line: 3, entry: '10.0.0.300' }],
      tooMany: false,
    })
    expect(checkAllowList(Array.from({ length: 33 }, (_, i) => `10.0.0.${i}`).join('\n')).tooMany).toBe(true)
  })

  it('the allow-list waits for the confirm, then sends the checked lines; a refusal keeps the text', async () => {
    const sent: unknown[] = []
    let refuse = true
    const actor = createActor(
      allowListMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            sent.push(input)
            if (refuse) throw new ConsoleError(400, '您当前的地址不在列表内')
            return {}
          }),
        },
      }),
      { input: { id: 4, ips: ['203.0.113.7'], fallback: 'x' } },
    ).start()
    try {
      actor.send({ type: 'ips.input', value: ' 203.0.113.7 \n\n2001:db8::/32' })
      actor.send({ type: 'ips.submit' })
      expect(actor.getSnapshot().value).toBe('confirming')
      expect(sent).toEqual([])
      actor.send({ type: 'ips.confirm' })
      await new Promise((r) => setTimeout(r, 0))
      expect(sent).toEqual([{ id: 4, ips: ['203.0.113.7', '2001:db8::/32'] }])
      expect(actor.getSnapshot().value).toBe('failed')
      expect(actor.getSnapshot().context.failure).toBe('您当前的地址不在列表内')
      expect(actor.getSnapshot().context.text).toBe(' 203.0.113.7 \n\n2001:db8::/32')
      refuse = false
      actor.send({ type: 'ips.submit' })
      actor.send({ type: 'ips.confirm' })
      await new Promise((r) => setTimeout(r, 0))
      expect(actor.getSnapshot().status).toBe('done')
    } finally {
      actor.stop()
    }
  })
})
