// The referrer of a sign-up (docs/agents.md, "Self-referral"): `pid` counts only when it names an agent,
// and not when the sign-up comes from an address the agent itself has used (its registration, its
// last sign-in, or any sign-in of the last 180 days): such a sign-up is created without a referrer and
// flagged on both accounts' notes for risk to review. The register call carries no device id; the
// browser's user agent is shared by too many phones of one model to tell one device, so it is not used.
// A loopback address identifies nobody (a local proxy without TRUST_PROXY, or the demo on one machine,
// shows every request from it), so the rule does not apply to it.
import type { Query } from '../db/client'

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/i

const KNOWN_DAYS = 180
/** The author of the notes written here (the console shows it beside operators' notes). */
const SYSTEM = '系统'

export type Referrer =
  | { pid: number; agent: string; selfReferral: false }
  | { pid: null; agent: string; selfReferral: true }
  | { pid: null; agent: null; selfReferral: false }

export async function referrerOf(q: Query, pid: number | undefined, ip: string): Promise<Referrer> {
  if (!pid) return { pid: null, agent: null, selfReferral: false }
  const [agent] = await q<{ username: string; same_address: boolean }>(
    `SELECT u.username,
            (u.register_ip = $2 OR u.last_login_ip = $2 OR EXISTS (
               SELECT 1 FROM player_logins l
                WHERE l.user_id = u.id AND l.ip = $2 AND l.created_at > now() - $3::int * interval '1 day'
            )) AS same_address
       FROM users u WHERE u.id = $1 AND u.isagent = 1`,
    [pid, ip.slice(0, 64), KNOWN_DAYS],
  )
  if (!agent) return { pid: null, agent: null, selfReferral: false }
  if (agent.same_address && !LOOPBACK.test(ip))
    return { pid: null, agent: agent.username, selfReferral: true }
  return { pid, agent: agent.username, selfReferral: false }
}

/** The flag for review: a note on the new account and one on the agent's. */
export async function flagSelfReferral(
  q: Query,
  input: { userId: number; username: string; agentId: number; agent: string; ip: string },
) {
  const text = (who: string) =>
    `疑似自我推荐：${who}，注册地址 ${input.ip} 与代理使用过的地址相同，未计入推荐，请风控复核`
  await q('INSERT INTO player_notes (user_id, operator, text) VALUES ($1, $2, $3)', [
    input.userId,
    SYSTEM,
    text(`使用代理 ${input.agent}（ID ${input.agentId}）的推荐链接注册`),
  ])
  await q('INSERT INTO player_notes (user_id, operator, text) VALUES ($1, $2, $3)', [
    input.agentId,
    SYSTEM,
    text(`玩家 ${input.username} 使用本代理的推荐链接注册`),
  ])
}
