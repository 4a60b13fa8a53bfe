// Generated path tests over the member's account flows (red packets, records, profile, the agent
// application and the avatar): every state and every transition definition of each REAL machine is
// entered/taken by the replayed paths (member-kit.ts, tests/paths/coverage.ts). The money flows are
// member-flows.test.ts.
import { applyAgentMachine, avatarMachine } from '../../src/machines/applyAgent.machine'
import { profileMachine } from '../../src/machines/profile.machine'
import { recordsMachine } from '../../src/machines/records.machine'
import { redPacketMachine } from '../../src/machines/redPacket.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'
import { both, done, fail, filled, recordDay, status } from './member-kit'

const models: Model[] = [
  [
    redPacketMachine,
    {
      summarise: (c) => ({ grabs: ((c.status as { sendnums: number } | null)?.sendnums ?? 0) > 0 }),
      events: [
        done('loadStatus', status(2)),
        done('loadStatus', status(0)),
        fail('loadStatus'),
        { type: 'redPacket.grab' },
        { type: 'redPacket.close' },
        { type: 'redPacket.reload' },
        done('grab', { redpacketmoney: '8.88', sendnums: 1, acquirednum: 2 }),
        fail('grab', 0, 'Failed to fetch'),
      ],
    },
  ],
  [
    recordsMachine,
    {
      inputs: [{ nothingToClaimKey: 'v.noRebate' }],
      summarise: (c) => ({
        page: c.page,
        date: (c.filters as { date: number }).date,
        applied: (c.filters as { start: string }).start !== '',
        range: filled(c.range as Record<string, string>),
        rangeError: c.rangeError !== null,
        claimable: c.claimable,
      }),
      events: [
        { type: 'records.filter', filters: { date: 1 } },
        { type: 'records.range', range: { start: recordDay(-3) } },
        { type: 'records.range', range: { end: recordDay(-1) } },
        { type: 'records.range', range: { end: recordDay(1) } },
        { type: 'records.range', range: { start: '', end: '' } },
        { type: 'records.page', page: 2 },
        { type: 'records.claim' },
        { type: 'records.reload' },
        done('loadPage', { rows: [], total: 20, summary: {}, claimable: 500 }),
        done('loadPage', { rows: [], total: 0, summary: {}, claimable: 0 }),
        fail('loadPage'),
        done('claim', { key: 'member.fanshui.claimDone', params: { amount: '5.00' } }),
        fail('claim', 0, 'Failed to fetch'),
      ],
    },
  ],
  [
    profileMachine,
    {
      inputs: [{ form: { email: '', mobile: '', birthday: '' } }],
      summarise: (c) => ({
        kind: c.kind,
        form: c.form,
        pw: c.passwords,
      }),
      events: [
        { type: 'profile.field', field: 'mobile', value: '13800138000' },
        { type: 'profile.field', field: 'email', value: 'bad' },
        { type: 'profile.save' },
        { type: 'password.open', kind: 'login' },
        { type: 'password.open', kind: 'pay' },
        { type: 'password.field', field: 'password', value: '123456' },
        { type: 'password.field', field: 'paypassword', value: '123456' },
        { type: 'password.field', field: 'newpasword', value: '123456' },
        { type: 'password.field', field: 'paypassword', value: '654321' },
        { type: 'password.field', field: 'newpasword', value: '654321' },
        { type: 'password.submit' },
        { type: 'password.close' },
        ...both('saveProfile', null),
        done('changePassword', null),
        fail('changePassword', 205, '旧密码错误'),
      ],
    },
  ],
  [
    applyAgentMachine,
    {
      summarise: (c) => c.form,
      events: [
        { type: 'agent.field', field: 'mobile', value: '13800138000' },
        { type: 'agent.field', field: 'apply_info', value: '我有推广渠道' },
        { type: 'agent.submit' },
        done('apply', null),
        fail('apply', 226, '已申请'),
      ],
    },
  ],
  [
    avatarMachine,
    {
      summarise: () => null,
      events: [
        // `sample` only tells the two events apart in the graph (a File serialises to {}).
        { type: 'avatar.upload', sample: 'gif', file: new File(['GIF89a'], 'a.gif', { type: 'image/gif' }) },
        { type: 'avatar.upload', sample: 'jpg', file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) },
        done('upload', { url: '/uploads/a.gif' }),
        fail('upload', 201, '上传失败'),
      ],
    },
  ],
]

pathCoverageSuite('member account flow path coverage', models)
