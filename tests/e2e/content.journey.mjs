// Issue 16's content editors on the operator port: the first operator signs in with the password and
// a TOTP code (as in console.journey.mjs), opens 公告与跑马灯, writes a notice in Chinese and English
// (the dialog previews the sanitised rich text), then edits its English title; the player site shows
// the Chinese title to a Chinese reader and the English one after the language switch, and the API
// answers each language by its `Lang` header.
import { eventually, ok } from './assert.mjs'
import { consoleSignIn } from './console-kit.mjs'

export const name =
  'content: an operator edits a notice in Chinese and English; the player site shows each language'

const ticker = async (baseURL, lang) => {
  const res = await fetch(`${baseURL}/api/homenotice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Lang: lang },
    body: '{}',
  })
  return (await res.json()).data
}

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server' || !adminURL) {
    console.log('[e2e]   (mock mode: skipped, the console needs the real operator port)')
    return
  }
  const stamp = Date.now().toString(36).slice(-5)
  const zhTitle = `春节活动公告${stamp}`
  const enTitle = `Spring festival notice ${stamp}`
  const enEdited = `Spring festival update ${stamp}`

  const page = await newPage(1440)
  await consoleSignIn(page, adminURL)

  // A new notice, both languages, first in the ticker (highest order).
  await page.getByRole('link', { name: '公告与跑马灯' }).click()
  await page.getByRole('heading', { name: '公告与跑马灯' }).waitFor()
  await page.getByRole('button', { name: '新建', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('标题 · 中文', { exact: true }).fill(zhTitle)
  await dialog.getByLabel('标题 · 英文', { exact: true }).fill(enTitle)
  await dialog
    .getByLabel('正文 · 中文', { exact: true })
    .fill('<p>春节期间<strong>充值</strong>正常</p><script>x()</script>')
  await dialog.getByLabel('正文 · 英文', { exact: true }).fill('<p>Deposits work as usual</p>')
  await dialog.getByLabel('排序', { exact: true }).fill('99999')
  // The preview shows the text as the player page renders it (no script).
  await dialog.getByText('Deposits work as usual', { exact: true }).waitFor()
  await screenshot(page, 'console-content-notice-1440')
  await dialog.getByRole('button', { name: '保存', exact: true }).click()
  await page.getByText('已保存，玩家端立即生效').waitFor()
  const row = page.getByRole('row').filter({ hasText: zhTitle })
  await row.waitFor()

  // The English title edited.
  await row.getByRole('button', { name: '编辑' }).click()
  await dialog.getByLabel('标题 · 英文', { exact: true }).fill(enEdited)
  await dialog.getByRole('button', { name: '保存', exact: true }).click()
  await page.getByText('已保存，玩家端立即生效').waitFor()
  await page.getByRole('row').filter({ hasText: enEdited }).waitFor()

  // Every other editor opens with its list (or form) and no error.
  for (const [link, ready] of [
    ['轮播图', '位置'],
    ['帮助文章', '类型编号'],
    ['优惠活动', '需申请'],
    ['活动类型', '英文名称'],
    ['游戏场馆', '维护'],
    ['VIP 等级', '晋级礼金'],
    ['红包规则', '每日抢红包时段（北京时间，时:分:秒）'],
    ['首页弹窗', '弹窗开关'],
    ['站内信', '最近发送'],
  ]) {
    await page.getByRole('link', { name: link, exact: true }).click()
    await page.getByRole('heading', { name: link, exact: true }).waitFor()
    await page.getByText(ready, { exact: true }).first().waitFor()
    ok((await page.getByText('加载失败').count()) === 0, `${link}: loaded`)
  }
  await page.getByRole('link', { name: '游戏场馆', exact: true }).click()
  await page.getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click()
  await dialog.getByLabel('名称 · 英文', { exact: true }).waitFor()
  await screenshot(page, 'console-content-venue-1440')
  await dialog.getByRole('button', { name: '取消', exact: true }).click()

  // The API answers each language.
  ok((await ticker(baseURL, 'zh'))[0] === zhTitle, 'the Chinese ticker leads with the new notice')
  ok((await ticker(baseURL, 'en'))[0] === enEdited, 'the English ticker shows the edited English title')

  // The player site: Chinese first, then the language switch to English.
  const player = await newPage(1440)
  await player.goto(`${baseURL}/`)
  await eventually(
    async () => (await player.getByText(zhTitle).count()) > 0,
    'the Chinese title is on the home page',
  )
  await player.evaluate(() => localStorage.setItem('lang', 'en'))
  await player.reload()
  await eventually(
    async () => (await player.getByText(enEdited).count()) > 0,
    'the English title is on the home page',
  )
  ok((await player.getByText(zhTitle).count()) === 0, 'no Chinese title for an English reader')
  await screenshot(player, 'content-notice-en-1440')
}
