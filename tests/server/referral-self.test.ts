// Self-referral (docs/agents.md, "Self-referral"): a sign-up with an agent's referral id from an
// address the agent itself uses is created without a referrer and flagged on both accounts' notes;
// from another address (or from loopback, which identifies nobody) it counts as the agent's referral.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, newIp, newUsername } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
}, 180_000)

const signUp = (pid: number | undefined, ip: string) => {
  const name = newUsername('r')
  return callApi(
    app,
    calls.register,
    {
      name,
      password: 'abc12345',
      confirmPass: 'abc12345',
      realname: '李四',
      paypassword: '123456',
      birthday: '1990-01-01',
      ...(pid ? { pid } : {}),
    },
    { ip },
  ).then((env) => ({ env, name }))
}
const row = async (username: string) =>
  (
    await app.db.query<{ id: string; pid: string | null }>('SELECT id, pid FROM users WHERE username = $1', [
      username,
    ])
  )[0]
const notes = async (userId: number | string) =>
  await app.db.query<{ text: string; operator: string }>(
    'SELECT text, operator FROM player_notes WHERE user_id = $1',
    [userId],
  )

describe('self-referral', { timeout: 120_000 }, () => {
  it('from the agent’s own address: created, not linked, flagged; from another address: linked', async () => {
    const agentIp = newIp()
    const registeredFrom = newIp()
    const agent = { username: (await signUp(undefined, registeredFrom)).name }
    const agentRow = await row(agent.username)
    const agentId = Number(agentRow.id)
    // The agent signed in from agentIp (a sign-in row), and is approved as an agent.
    await app.db.query('INSERT INTO player_logins (user_id, ip, user_agent) VALUES ($1, $2, $3)', [
      agentId,
      agentIp,
      'agent phone',
    ])
    await app.db.query('UPDATE users SET isagent = 1 WHERE id = $1', [agentId])

    const self = await signUp(agentId, agentIp)
    expect(self.env.code, self.env.message).toBe(200)
    const selfRow = await row(self.name)
    expect(selfRow.pid).toBeNull()
    const flagged = await notes(selfRow.id)
    expect(flagged).toHaveLength(1)
    expect(flagged[0].operator).toBe('系统')
    expect(flagged[0].text).toContain('疑似自我推荐')
    expect(flagged[0].text).toContain(agent.username)
    expect((await notes(agentId)).map((n) => n.text).join()).toContain(self.name)

    // The agent's registration address counts too.
    const fromRegistration = await signUp(agentId, registeredFrom)
    expect((await row(fromRegistration.name)).pid).toBeNull()
    // A loopback address identifies nobody (a local proxy shows every request from it): no rule.
    const local = await signUp(agentId, '127.0.0.1')
    expect(Number((await row(local.name)).pid)).toBe(agentId)

    const other = await signUp(agentId, newIp())
    expect(other.env.code, other.env.message).toBe(200)
    const otherRow = await row(other.name)
    expect(Number(otherRow.pid)).toBe(agentId)
    expect(await notes(otherRow.id)).toEqual([])
  })
})
