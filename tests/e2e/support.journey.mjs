// Issue 28's live chat against the real server (docs/support.md): a member opens /kefu at 375 and
// writes; with no agent taking chats it waits (as a ticket). An operator at 1440 opens the console's
// 在线客服, picks the conversation up, answers with a canned reply; the member sees it arrive over the
// stream; the agent closes; the member rates it, and the rating shows in the desk's closed search.
// Screenshots: the member's page, the desk with a conversation open, and the desk at 375.
import { ok } from './assert.mjs'
import { consoleSignIn } from './console-kit.mjs'
import { api } from './kit.mjs'

export const name = 'a member chats with support; an agent picks up, answers, closes; the member rates'

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

  await pane.getByRole('button', { name: '结束会话' }).click()
  const confirm = agent.getByRole('dialog', { name: '结束该会话？' })
  await confirm.getByRole('button', { name: '确认' }).click()
  await pane.getByText('会话已结束', { exact: false }).first().waitFor()

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
}
