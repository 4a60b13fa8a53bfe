// The public pages (issue 5) at desktop (1440) and phone (375) widths: each page is opened, its key
// content awaited and a full-page screenshot saved. The runner fails the journey on any console error,
// page error or failed request.
import { ok } from './assert.mjs'

export const name = 'public pages render at 1440 and 375 px'

const PAGES = [
  [
    'home',
    '/',
    async (page) => {
      // The welcome modal (settings index_modal 1) comes first, then the latest-notice modal.
      await page.getByRole('button', { name: '我知道了' }).click()
      await page.getByRole('heading', { name: '最新公告', exact: true }).waitFor()
      await page.getByRole('button', { name: '查看全部公告' }).waitFor()
      await page.getByRole('button', { name: '关闭', exact: true }).last().click()
      await page.getByRole('button', { name: '查看全部公告' }).waitFor({ state: 'hidden' })
      await page.getByRole('heading', { name: '热门游戏' }).waitFor()
      const list = page.getByRole('region', { name: '热门游戏' }).getByRole('list', { name: '真人视讯' })
      await list.getByRole('listitem').first().waitFor()
      const venues = await list.getByRole('listitem').count()
      ok(venues === 3, `home shows 3 live-casino venues (saw ${venues})`)
    },
  ],
  ['realbet', '/realbet', (page) => page.getByRole('tab', { selected: true }).first().waitFor()],
  ['sport', '/sport', (page) => page.getByRole('tab', { selected: true }).first().waitFor()],
  ['gaming', '/gaming', (page) => page.getByRole('tab', { selected: true }).first().waitFor()],
  ['joker', '/joker', (page) => page.getByRole('tab', { selected: true }).first().waitFor()],
  ['lottery', '/lottery', (page) => page.getByRole('tab', { selected: true }).first().waitFor()],
  ['concise', '/concise', (page) => page.getByRole('list', { name: '全部游戏' }).waitFor()],
  [
    'concise-provider',
    '/concise?type=jdslot',
    (page) => page.getByRole('list', { name: '全部游戏' }).waitFor(),
  ],
  ['activity', '/activity', (page) => page.getByRole('list', { name: '优惠活动' }).waitFor()],
  ['activityInfo', '/activityInfo?id=1', (page) => page.getByRole('heading', { name: '活动规则' }).waitFor()],
  ['app', '/app', (page) => page.getByRole('heading', { name: 'App 下载' }).waitFor()],
  ['vip', '/vip', (page) => page.getByRole('heading', { name: '返水比例' }).waitFor()],
  ['abouts', '/abouts?type=2', (page) => page.getByRole('heading', { name: '责任博彩' }).waitFor()],
  ['asdwl-1', '/asdwl?type=1', (page) => page.getByRole('heading', { name: '俱乐部荣誉' }).waitFor()],
  ['asdwl-2', '/asdwl?type=2', (page) => page.getByRole('heading', { name: '精彩集锦' }).waitFor()],
]

export default async function journey({ baseURL, newPage, screenshot }) {
  for (const width of [1440, 375]) {
    const page = await newPage(width)
    for (const [shot, path, ready] of PAGES) {
      await page.goto(`${baseURL}/#${path}`)
      await ready(page)
      // Scroll through the page so every lazy image loads, then back to the top for the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle').catch(() => {})
      // The sponsorship page hides the loading overlay 2 s after entry.
      if (shot.startsWith('asdwl'))
        await page
          .getByRole('status')
          .filter({ hasText: '加载中' })
          .waitFor({ state: 'hidden' })
          .catch(() => {})
      await screenshot(page, `public-${shot}-${width}`)
    }
    await page.close()
  }
}
