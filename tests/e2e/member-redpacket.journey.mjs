// Member journey (d) against the real server: a red-packet grab by an eligible player shows the win
// popup and the central balance grows by exactly the amount shown.
// The grab window is operator data (10:00-12:00 Beijing by default) and the deposits counted run from
// the end of yesterday's window to the start of today's. So, as an operator would, the journey opens
// today's window with the back-office command line right after the player's deposit (the deposit lies
// before the window's start, so it counts), and puts the spec's window back at the end.
// Before any deposit the page refuses without a call. Then the record pages with this player's data
// at 1440 and 375 px.
import { eventually, ok } from './assert.mjs'
import { admin, api as call } from './kit.mjs'

export const name = 'member centre: red packet grab in an open window, balance grows by the amount won'

const RECORD_PAGES = ['transRecord', 'betRecord', 'fanshui', 'activityRecord', 'welfare']
const BEIJING = 8 * 3_600_000

/** A call as the SPA makes it that must succeed; `body` null means GET. */
async function api(baseURL, path, body, token) {
  const answer = await call(baseURL, path, body, token)
  ok(answer.code === 200, `${path} answered 200 (${answer.code} ${answer.message})`)
  return answer
}

/** HH:MM:SS of the instant `ms` in Beijing. */
const beijingWall = (ms) => new Date(ms + BEIJING).toISOString().slice(11, 19)
const cents = (money) => Math.round(Number(money) * 100)

/** Grab on the page, read the win popup, close it; returns the amount in cents. */
async function grab(page, screenshot, shot) {
  await page.getByRole('button', { name: '抢' }).click()
  const popup = page.getByRole('dialog')
  const text = await popup.getByText(/恭喜您 抢到 \d+\.\d{2} 元/).textContent()
  const won = /抢到 (\d+\.\d{2}) 元/.exec(text ?? '')?.[1]
  ok(won, `the popup names the amount (${text})`)
  await screenshot(page, shot)
  await popup.getByRole('button', { name: '关闭' }).click()
  await popup.waitFor({ state: 'hidden' })
  return cents(won)
}

export default async function journey({ baseURL, newPage, screenshot }) {
  // The deposit and the grabs must fall on one Beijing day: do not start in its last two minutes.
  const tillMidnight = 86_400_000 - ((Date.now() + BEIJING) % 86_400_000)
  if (tillMidnight < 120_000) await new Promise((r) => setTimeout(r, tillMidnight + 1000))

  const username = `e2e${Date.now().toString(36).slice(-6)}r1`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '红包玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  const token = reg.data.api_token
  const balance = async () => cents((await api(baseURL, '/api/balance', {}, token)).data.balance)

  // Without deposits: no grab left, the page says so and makes no grab call.
  const rp = await newPage(1440)
  await rp.addInitScript((t) => sessionStorage.setItem('token', t), token)
  let grabCalls = 0
  rp.on('request', (r) => {
    if (r.url().endsWith('/api/douserredpacket')) grabCalls++
  })
  await rp.goto(`${baseURL}/#/userredpacket`)
  await rp.getByText('剩余抢红包 0 次，已抢 0 次').waitFor()
  await rp.getByRole('button', { name: '抢' }).click()
  const popup = rp.getByRole('dialog')
  await popup.getByText('您暂未达到领取条件，快去完成吧！').waitFor()
  await popup.getByRole('button', { name: '立即充值' }).waitFor()
  ok(grabCalls === 0, 'no grab call while no grabs remain')
  await screenshot(rp, 'member-userredpacket-message-1440')
  await popup.getByRole('button', { name: '关闭' }).click()
  await popup.waitFor({ state: 'hidden' })

  // A bank deposit of 1000.00, approved on the back-office command line: 2 grabs under the seeded rules.
  const deposit = await api(
    baseURL,
    '/api/recharge',
    {
      paytype: 'bank',
      amount: 1000,
      bank: '东岳商业银行',
      bank_no: '6222020000000009',
      bank_owner: '红包玩家',
      bank_address: '演示支行',
    },
    token,
  )
  const depositedBy = Date.now()
  admin(baseURL, 'deposits', 'approve', deposit.message)
  ok((await balance()) === 100_000, 'the approved deposit is in the central wallet')

  const won = []
  try {
    // Today's window opens one second after the deposit was made and lasts to the end of the day.
    admin(baseURL, 'redpacket', 'window', beijingWall(depositedBy + 1000), '23:59:59')
    await eventually(async () => {
      const s = (await api(baseURL, '/api/userredpacket', null, token)).data
      return s.redPacketStatus === 'STARTING' && s.sendnums === 2
    }, 'the window is open and the deposit gives 2 grabs')

    await rp.reload()
    await rp.getByText('剩余抢红包 2 次，已抢 0 次').waitFor()
    let before = await balance()
    const first = await grab(rp, screenshot, 'member-userredpacket-win-1440')
    ok((await balance()) === before + first, `the balance grew by exactly ${first / 100}`)
    won.push(first)
    await rp.getByText('剩余抢红包 1 次，已抢 1 次').waitFor()

    const small = await newPage(375)
    await small.addInitScript((t) => sessionStorage.setItem('token', t), token)
    await small.goto(`${baseURL}/#/userredpacket`)
    await small.getByText('剩余抢红包 1 次，已抢 1 次').waitFor()
    before = await balance()
    const second = await grab(small, screenshot, 'member-userredpacket-win-375')
    ok((await balance()) === before + second, `the balance grew by exactly ${second / 100}`)
    won.push(second)
    await small.getByText('剩余抢红包 0 次，已抢 2 次').waitFor()
  } finally {
    admin(baseURL, 'redpacket', 'window', '10:00:00', '12:00:00')
  }

  // The member centre agrees: the shell's balance and both packets in /welfare.
  const page = await newPage(1440)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await page.goto(`${baseURL}/#/mine/welfare`)
  await page.getByText('累计领取次数：2').waitFor()
  const total = await balance()
  ok(total === 100_000 + won.reduce((a, b) => a + b, 0), 'the wallet holds the deposit and both packets')
  await eventually(async () => {
    const text = (await page.locator('aside section').first().textContent()) ?? ''
    return cents(/¥([\d,]+\.\d{2})/.exec(text)?.[1].replace(/,/g, '')) === total
  }, 'the member shell shows the grown balance')
  for (const amount of won)
    await page
      .getByRole('cell', { name: `¥${(amount / 100).toFixed(2)}` })
      .first()
      .waitFor()

  // More of this player's records (an activity application, three slot spins from the venue wallet),
  // then every record page with data at both widths.
  const activities = (await api(baseURL, '/api/activitylist', { page: 1 })).data.data
  for (const a of activities) {
    if ((await api(baseURL, '/api/activitydeatil', { id: a.id })).data?.can_apply !== 1) continue
    await api(baseURL, '/api/doactivityapply', { activityid: a.id }, token)
    break
  }
  await api(baseURL, '/api/transfer', { amount: 50, sourcetype: 'userbalance', targettype: 'jdslot' }, token)
  for (let i = 0; i < 3; i++) await api(baseURL, '/api/games/slot/spin', { venue: 'jdslot', stake: 2 }, token)
  for (const width of [1440, 375]) {
    const p = width === 1440 ? page : await newPage(375)
    if (width !== 1440) await p.addInitScript((t) => sessionStorage.setItem('token', t), token)
    for (const mine of RECORD_PAGES) {
      await p.goto(`${baseURL}/#/mine/${mine}`)
      await p.locator('tbody tr').first().waitFor()
      await screenshot(p, `records-${mine}-${width}`)
    }
  }
}
