// Accounts: sessions, profile, inbox, applications, game launch. Sentinels: see ../README.md.
import { VENUES } from '../../../../core/content/venues'
import { LIMITS } from '../../../../core/contract/rules'
import { activities, beijing, db, type MockUser, nextId, userView } from '../db'
import { bearer, ok, refuse, route } from '../kit'
import { inRange } from './records'
import { page } from './site'

/** The inbox every mock player reads (the notification centre counts it too). */
export const INBOX = [
  [
    '欢迎加入金鼎娱乐',
    '<p>感谢您注册金鼎娱乐！完成首次存款即可申请<strong>新会员首存加赠 100%</strong>。</p>',
  ],
  ['账户安全提醒', '<p>请勿向任何人透露您的登录密码和取款密码，本站工作人员绝不会索要密码。</p>'],
  ['返水发放时间说明', '<p>每日返水于次日北京时间 15:00-16:00 发放，发放后可在“返水记录”中一键领取。</p>'],
].map(([title, content], i) => ({
  id: i + 1,
  title,
  content,
  created_at: beijing(Date.UTC(2024, 5, 1 + i, 2)),
}))

const newToken = (u: MockUser, expired = false) => {
  const token = `mock-${u.id}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}${expired ? '-expired' : ''}`
  db.sessions.set(token, u.id)
  return token
}

const isImage = (bytes: Uint8Array) =>
  (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) ||
  (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46)

// Captchas like the server's: an opaque id, one check each (right or wrong). The mock draws its answer
// as plain SVG text: it is a development stand-in, not a defence.
const CAPTCHA_CHARS = 'abcdefhjkmnprtwxy34678'
const captchaAnswer = () => {
  for (;;) {
    const a = Array.from(
      { length: 4 },
      () => CAPTCHA_CHARS[Math.floor(Math.random() * CAPTCHA_CHARS.length)],
    ).join('')
    if (/[a-z]/.test(a) && /\d/.test(a)) return a
  }
}
const captchaSvg = (answer: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f1ea"/><path d="M4 30 C40 5,80 38,116 12" stroke="#8a7" fill="none"/><text x="60" y="28" font-size="24" font-family="monospace" text-anchor="middle" fill="#345">${answer}</text></svg>`
/** Uses up the captcha and refuses a missing or wrong answer, as the server does. */
export const checkCaptcha = (id: string | undefined, code: string | undefined) => {
  if (!id || !code?.trim()) refuse(1000, '请输入验证码！')
  const answer = db.captchas.get(id as string)
  db.captchas.delete(id as string)
  if (!answer || answer !== (code as string).trim().toLowerCase())
    refuse(1000, '验证码错误或已失效，请重新输入')
}

export const accountHandlers = [
  route('captcha', () => {
    const id = `mockcap${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
    const answer = captchaAnswer()
    db.captchas.set(id, answer)
    return {
      captcha_id: id,
      image: `data:image/svg+xml;base64,${btoa(captchaSvg(answer))}`,
      expires_in: 180,
    }
  }),
  route('login', ({ body }) => {
    if (body.captcha_id !== undefined || body.code !== undefined) checkCaptcha(body.captcha_id, body.code)
    if (body.name === 'locked01') refuse(423, '登录失败次数过多，账户已锁定15分钟')
    if (body.name === 'busy0001') refuse(429, '请求过于频繁，请稍后再试')
    if (body.name === 'crash001') refuse(500, '服务器异常，请稍后再试')
    if (body.name === 'expired01') {
      let u = db.users.find((x) => x.username === 'expired01')
      if (!u) {
        u = { ...db.users[0], id: nextId(), username: 'expired01', fanshui: [], cards: [], deposits: [] }
        db.users.push(u)
      }
      return { username: u.username, api_token: newToken(u, true), last_login_at: null }
    }
    const u = db.users.find((x) => x.username === body.name)
    if (!u) return refuse(202, '用户不存在')
    if (u.password !== body.password) return refuse(203, '登录密码错误')
    const previous = u.lastLoginAt
    u.lastLoginAt = Date.now()
    return {
      username: u.username,
      api_token: newToken(u),
      last_login_at: previous ? beijing(previous) : null,
    }
  }),
  route('register', ({ body }) => {
    checkCaptcha(body.captcha_id, body.code)
    if (body.name.toLowerCase() === 'crash001') refuse(500, '服务器异常，请稍后再试')
    if (db.users.some((x) => x.username.toLowerCase() === body.name.toLowerCase()))
      refuse(201, '此用户名已被注册')
    const base = db.users[0]
    const u: MockUser = {
      ...base,
      id: nextId(),
      username: body.name,
      password: body.password,
      payPassword: body.paypassword,
      realname: body.realname,
      isagent: 0,
      vip: 1,
      centsBalance: 0,
      venues: Object.fromEntries(VENUES.map((v) => [v.code, 0])),
      paysum: 0,
      totalgame: 0,
      pid: body.pid ?? null,
      createdAt: Date.now(),
      lastLoginAt: Date.now(),
      mobile: '',
      email: '',
      birthday: body.birthday ?? '',
      avatar: '',
      agentApplied: false,
      fanshui: [],
      applications: [],
      cards: [],
      deposits: [],
      withdrawals: [],
      transfers: [],
      bets: [],
      redpackets: [],
      grabsLeft: 0,
      grabbed: 0,
    }
    db.users.push(u)
    return { username: u.username, api_token: newToken(u) }
  }),
  route('logoff', ({ request }) => {
    db.sessions.delete(bearer(request))
    return null
  }),
  route('balance', ({ user }) => ({ balance: userView(user).balance })),
  route('user', ({ user }) => userView(user)),
  route('refreshusermoney', ({ user }) => ok(userView(user), '刷新成功')),
  route('uploadimg', async ({ user, file }) => {
    if (!file) return refuse(1000, 'v.file')
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (bytes.length > LIMITS.avatarMaxBytes || !isImage(bytes)) return refuse(201, 'v.file')
    user.avatar = URL.createObjectURL(file)
    return { url: user.avatar }
  }),
  route('noticeList', ({ body }) => page(INBOX, body.page)),
  route('editPassword', ({ user, body }) => {
    if (user.password !== body.password) refuse(205, '原密码不正确')
    if (body.paypassword !== body.newpasword) refuse(1000, 'v.passwordMismatch')
    user.password = body.paypassword
    // A login-password change ends every session of the user (docs/contract.md).
    for (const [token, id] of db.sessions) if (id === user.id) db.sessions.delete(token)
    return ok(null, '密码修改成功！')
  }),
  route('editPayPassword', ({ user, body }) => {
    if (user.payPassword !== body.password) refuse(205, '原支付密码不正确')
    if (body.paypassword !== body.newpasword) refuse(1000, 'v.passwordMismatch')
    user.payPassword = body.paypassword
    return ok(null, '密码修改成功！')
  }),
  route('updateuserinfo', ({ user, body }) => {
    Object.assign(user, { email: body.email, mobile: body.mobile, birthday: body.birthday })
    return ok(null, '操作成功')
  }),
  route('applyagentdo', ({ user }) => {
    if (user.isagent || user.agentApplied) refuse(226, '您已申请过代理')
    user.agentApplied = true
    return ok(null, '申请成功')
  }),
  route('doactivityapply', ({ user, body }) => {
    const activity = activities.find((a) => a.id === body.activityid)
    if (!activity) return refuse(222, '活动不存在')
    const previous = user.applications.find((a) => a.activityId === activity.id)
    if (previous) {
      const [code, message] =
        previous.state === 2
          ? [224, '已审核通过']
          : previous.state === 3
            ? [225, '审核未通过']
            : [223, '您已经申请过，等待管理员审核']
      refuse(code, message)
    }
    user.applications.push({ id: nextId(), activityId: activity.id, state: 1, created: Date.now() })
    return ok(null, '申请成功')
  }),
  route('activityApplyLog', ({ user, body }) => {
    const when = inRange(body)
    return page(
      user.applications
        .filter((a) => when(a.created))
        .reverse()
        .map((a) => ({
          id: a.id,
          activity_id: a.activityId,
          activity_name: activities.find((x) => x.id === a.activityId)?.title ?? '',
          state: a.state,
          created_at: beijing(a.created),
        })),
      body.page,
    )
  }),
  route('getGameUrl', ({ body, user }) => {
    if (!VENUES.some((v) => v.code === body.plat_name)) refuse(202, '场馆不存在')
    const q = new URLSearchParams({ game: body.game_code, type: String(body.game_type), user: user.username })
    return { url: `https://play.example.test/${body.plat_name}?${q}` }
  }),
]
