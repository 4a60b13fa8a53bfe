// Issue 28's live chat against the real server (docs/support.md). A member opens /kefu at 375 and
// writes; with no agent taking chats it waits (as a ticket). The owner at 1440 opens the console's
// 在线客服, picks the conversation up and answers with a canned reply, which the member sees arrive over
// the stream. The owner transfers it to a second support agent (added and signed in for the first time
// here), leaves a private note on the handed-off conversation that the second agent reads and the
// member never sees; the second agent answers and closes; the member rates, and the rating shows in
// the closed search. Then a visitor passes the captcha and chats with the owner, to whom the desk
// assigns the chat automatically. Last, with the desk's hours set to exclude the present, the member's
// message becomes a ticket; the owner answers it and the answer reaches the member's 消息中心.
// The visitor finishes and rates at 1440, and the member writes the off-hours ticket at 1440, so
// both open the chat at both widths.
// Screenshots: the member's page, the desk with a conversation open, the desk at 375, the visitor
// at 375 and 1440.
import { ok } from './assert.mjs'
import { consoleSignIn, consoleToken } from './console-kit.mjs'
import { api } from './kit.mjs'
import {
  addSupportAgent,
  firstSignIn,
  hoursExcludingNow,
  openDesk,
  openFrom,
  setHours,
  takeChats,
} from './support-kit.mjs'

/** The page does not scroll sideways. */
async function fits(page, what) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  ok(wide <= 0, `${what}: no horizontal overflow (${wide} px)`)
}

export const name =
  'support: member and visitor chats, pick-up, canned reply, transfer, notes, close, rating, off-hours ticket'

const GREET = '您好，我是在线客服，很高兴为您服务，请问有什么可以帮您？'

export default async function journey({ baseURL, adminURL, mode, newPage, screenshot }) {
  if (mode !== 'server') return
  const username = `kf${Date.now().toString(36).slice(-6)}x1`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '客服测试',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)

  const member = await newPage(375)
  await member.addInitScript((t) => sessionStorage.setItem('token', t), reg.data.api_token)
  await member.goto(`${baseURL}/#/kefu`)
  await member.getByRole('heading', { name: '在线客服' }).waitFor()
  const question = `我的存款还没到账 ${username}`
  await member.getByPlaceholder('请输入您的问题…').fill(question)
  await member.getByRole('button', { name: '发送', exact: true }).click()
  await member.getByText(question).waitFor()

  const agent = await newPage(1440)
  await consoleSignIn(agent, adminURL)
  // Whatever happens below, no agent is left taking chats: a retry's member must wait in the queue
  // (an agent still marked available would be assigned it at once).
  const takers = [await consoleToken(agent)]
  try {
    await agent.getByRole('link', { name: '在线客服' }).click()
    await agent.getByRole('heading', { name: '客服工作台' }).waitFor()
    const queue = agent.getByRole('region', { name: /^等待接入/ })
    await queue.getByRole('link', { name: new RegExp(username) }).click()
    await agent.getByRole('button', { name: '接入会话' }).click()
    const pane = agent.getByRole('region', { name: username, exact: true })
    await pane.getByRole('button', { name: '结束会话' }).waitFor()
    await agent
      .getByRole('region', { name: /^我的会话/ })
      .getByRole('link', { name: new RegExp(username) })
      .waitFor()
    await pane.getByRole('button', { name: /快捷回复/ }).click()
    await agent.getByRole('menuitem', { name: GREET }).click()
    ok((await agent.getByLabel('回复内容').inputValue()) === GREET, 'the canned reply is in the reply box')
    await pane.getByRole('button', { name: '发送', exact: true }).click()
    await pane.getByText(GREET).waitFor()

    // The member's page shows the answer without a reload (the conversation's stream).
    await member.getByText(GREET).waitFor({ timeout: 5000 })
    await screenshot(member, 'support-kefu-375')
    await screenshot(agent, 'support-desk-1440')

    // A second support agent, added by the owner, signs in and starts taking chats.
    const stamp = username.slice(2, 8)
    const second = `kf${stamp}b`
    // The password rule asks for letters and digits; the stamp may be all letters.
    const secondPassword = `kf-pass-${stamp}-0`
    await addSupportAgent(adminURL, await consoleToken(agent), second, secondPassword)
    const other = await newPage(1440)
    await firstSignIn(other, adminURL, second, secondPassword)
    takers.push(await consoleToken(other))
    await openDesk(other)
    await takeChats(other, true)

    // The owner transfers the conversation to them.
    await pane.getByRole('button', { name: '转接', exact: true }).click()
    const handOff = agent.getByRole('dialog', { name: '转接给其他客服' })
    await handOff.getByRole('button', { name: /^选择客服/ }).click()
    await agent.getByRole('option', { name: new RegExp(`^${second} · `) }).click()
    await handOff.getByRole('button', { name: '确认', exact: true }).click()
    await pane.getByText(`会话已转接给 ${second}`).waitFor()
    await member.getByText(/已为您转接至客服 \d+ 号/).waitFor()

    // No longer holding it, the owner can still leave a private note for the agent who does.
    const note = `已核实存款单据，请优先处理 ${stamp}`
    await pane.getByLabel('内部备注（仅客服可见，不会发送给玩家）').fill(note)
    await pane.getByRole('button', { name: '添加备注' }).click()
    await pane.getByText(note).waitFor()
    ok(
      (await pane.getByRole('button', { name: '发送', exact: true }).count()) === 0,
      'no reply box after the hand-off',
    )

    // The second agent finds it under 我的会话, reads the note, answers and closes.
    await openFrom(other, '我的会话', username)
    const theirs = other.getByRole('region', { name: username, exact: true })
    await theirs.getByText(note).waitFor()
    const answer = `转接后由我继续为您处理 ${stamp}`
    await other.getByLabel('回复内容').fill(answer)
    await theirs.getByRole('button', { name: '发送', exact: true }).click()
    await member.getByText(answer).waitFor({ timeout: 5000 })
    ok((await member.getByText(note).count()) === 0, 'the private note never reaches the member')
    await theirs.getByRole('button', { name: '结束会话' }).click()
    await other.getByRole('dialog', { name: '结束该会话？' }).getByRole('button', { name: '确认' }).click()
    await theirs.getByText('会话已结束', { exact: false }).first().waitFor()
    await takeChats(other, false)

    await member.getByRole('button', { name: '5 星' }).click()
    await member.getByRole('button', { name: '提交评价' }).click()
    await member.getByText('感谢您的评价！').waitFor()

    await agent.getByRole('link', { name: '历史会话' }).click()
    await agent.getByLabel('会员账号或聊天内容关键词').fill(username)
    await agent.getByRole('button', { name: '搜索', exact: true }).click()
    await agent.getByRole('row', { name: new RegExp(`${username}.*★★★★★`) }).waitFor()

    // At 375 the closed conversation opens full width, the player's context under it.
    await agent.setViewportSize({ width: 375, height: 812 })
    await agent
      .getByRole('row', { name: new RegExp(username) })
      .getByRole('link', { name: '查看' })
      .click()
    await agent.getByText('玩家评分：5 星').waitFor()
    await screenshot(agent, 'support-desk-375')
    await agent.setViewportSize({ width: 1440, height: 900 })

    // A visitor (not signed in) answers the captcha and writes; the owner, now taking chats, gets the
    // conversation assigned and answers it.
    await agent.getByRole('link', { name: '工作台', exact: true }).click()
    await takeChats(agent, true)
    const visitor = await newPage(375)
    await visitor.goto(`${baseURL}/#/kefu`)
    await visitor.getByText('您尚未登录，请输入验证码后开始咨询', { exact: false }).waitFor()
    const picture = await visitor.locator('img[data-captcha-id]').first().getAttribute('src')
    ok(picture?.startsWith('data:image/svg+xml;base64,'), 'the visitor gets the server captcha picture')
    await visitor.getByLabel('验证码').fill('ab34')
    await visitor.getByRole('button', { name: '开始咨询' }).click()
    const asked = `请问如何注册账号 ${stamp}`
    await visitor.getByPlaceholder('请输入您的问题…').fill(asked)
    await visitor.getByRole('button', { name: '发送', exact: true }).click()
    await visitor.getByText(/客服 \d+ 号为您服务/).waitFor()
    await openFrom(agent, '我的会话', asked)
    const guest = agent.getByRole('region', { name: /^访客 #\d+$/ })
    await guest.getByText(asked).waitFor()
    const howTo = `点击右上角“注册”即可创建账号 ${stamp}`
    await agent.getByLabel('回复内容').fill(howTo)
    await guest.getByRole('button', { name: '发送', exact: true }).click()
    await visitor.getByText(howTo).waitFor({ timeout: 5000 })
    await screenshot(visitor, 'support-visitor-375')
    // The same visitor's chat at 1440: the conversation carries on, the page fits, and they rate it.
    await visitor.setViewportSize({ width: 1440, height: 900 })
    await visitor.getByText(howTo).waitFor()
    await fits(visitor, 'the visitor chat at 1440')
    await guest.getByRole('button', { name: '结束会话' }).click()
    await agent.getByRole('dialog', { name: '结束该会话？' }).getByRole('button', { name: '确认' }).click()
    await visitor.getByRole('button', { name: '4 星' }).click()
    await visitor.getByRole('button', { name: '提交评价' }).click()
    await visitor.getByText('感谢您的评价！').waitFor()
    await screenshot(visitor, 'support-visitor-1440')
    await takeChats(agent, false)

    // Off hours: the member's next message becomes a ticket; the owner's answer reaches the inbox.
    await setHours(agent, hoursExcludingNow())
    try {
      // The member writes this one at 1440 (the first chat was at 375).
      await member.setViewportSize({ width: 1440, height: 900 })
      await fits(member, 'the member chat at 1440')
      const late = `非工作时间留言：提款何时到账 ${stamp}`
      await member.getByPlaceholder('请输入您的问题…').fill(late)
      await member.getByRole('button', { name: '发送', exact: true }).click()
      await member.getByText(late).waitFor()
      await member.getByText('您的留言已转为工单', { exact: false }).first().waitFor()
      await openFrom(agent, '等待接入', late)
      const ticket = agent.getByRole('region', { name: username, exact: true })
      await agent.getByRole('button', { name: '接入会话' }).click()
      const reply = `您的提款已在处理中，预计两小时内到账 ${stamp}`
      await agent.getByLabel('回复内容').fill(reply)
      await ticket.getByRole('button', { name: '发送', exact: true }).click()
      await ticket.getByText(reply).waitFor()
      await member.goto(`${baseURL}/#/mine/message?type=1`)
      await member.getByText(reply, { exact: false }).waitFor()
      await member.getByRole('heading', { name: '客服回复' }).first().waitFor()
      await ticket.getByRole('button', { name: '结束会话' }).click()
      await agent.getByRole('dialog', { name: '结束该会话？' }).getByRole('button', { name: '确认' }).click()
      await ticket.getByText('会话已结束', { exact: false }).first().waitFor()
    } finally {
      // The desk opens round the clock again for the journeys after this one.
      await setHours(agent, { opens: '00:00', closes: '24:00' })
    }
  } finally {
    for (const token of takers)
      await api(adminURL, '/admin/api/support/presence', { available: false }, token).catch(() => {})
  }
}
