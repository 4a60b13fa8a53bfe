// The route table in the real app (root actor, session, msw fake backend): the /mine guard with the
// full target path, landing on that target after login, unknown paths, the same-path toast, aliases.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { db } from '../../src/api/mocks/db'
import { App } from '../../src/app'
import { appMachine } from '../../src/machines/app.machine'
import { navigate } from '../../src/routes/hashLocation'
import { bareRoutePaths, ROUTES, routePageFiles, routePictures } from '../../src/routes/table'
import { readStoredSession } from '../../src/state/session'
import { uiState } from '../../src/state/ui'
import { captchaCode } from './layout/harness'

function start(hash: string) {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  actor.start()
  const view = render(<App actor={actor} />)
  return { actor, view }
}
const hash = () => decodeURIComponent(location.hash)

describe('routes', () => {
  it('has every route of the site', () => {
    const paths = ROUTES.map((r) => r.path)
    for (const p of [
      '/',
      '/abouts',
      '/realbet',
      '/sport',
      '/gaming',
      '/joker',
      '/concise',
      '/lottery',
      '/activity',
      '/activityInfo',
      '/app',
      '/vip',
      '/gamePage',
      '/login',
      '/register',
      '/payInfo',
      '/userredpacket',
      '/asdwl',
      '/kefu',
      '/member/game',
      ...[
        'message',
        'center',
        'applyagent',
        'activityRecord',
        'fanshui',
        'betRecord',
        'transRecord',
        'transfer',
        'recharge',
        'withdraw',
        'bankCard',
        'welfare',
      ].map((m) => `/mine/${m}`),
    ])
      expect(paths).toContain(p)
  })

  it('names the page files of every address for the first-page preloads (aliases and the member shell)', () => {
    const files = routePageFiles()
    expect(files['/']).toEqual(['home/HomePage'])
    expect(files['/login']).toEqual(['auth/LoginPage'])
    expect(files['/realbet']).toEqual(['venues/VenuePage'])
    expect(files['/mine/recharge']).toEqual(['mine/MineLayout', 'mine/RechargePage'])
    expect(files['/recharge']).toEqual(files['/mine/recharge'])
    // Every lazy page of the table is named (only the partner-game hand-off is an action, not a page).
    const named = ROUTES.filter((r) => files[r.path]).map((r) => r.path)
    expect(ROUTES.map((r) => r.path).filter((p) => !named.includes(p))).toEqual(['/member/game'])
  })

  it('names the addresses without the site header, where the app shell is removed before the app runs', () => {
    const bare = bareRoutePaths()
    for (const p of ['/login', '/play/fast3', '/gamePage', '/kefu']) expect(bare).toContain(p)
    for (const p of ['/', '/realbet', '/vip', '/mine/recharge', '/recharge']) expect(bare).not.toContain(p)
  })

  it("names the auth screens' backdrop as their largest picture, preloaded before the app runs", () => {
    const pictures = routePictures()
    for (const p of ['/login', '/register', '/forgot']) expect(pictures[p]).toEqual(['/img/auth/stadium.svg'])
    expect(pictures['/']).toBeUndefined()
  })

  it('sends a visitor from /mine/* to /login with the full target path, and lands there after login', {
    timeout: 20_000,
  }, async () => {
    const { actor } = start('#/mine/transRecord?type=2')
    try {
      await waitFor(() => expect(hash()).toBe('#/login?redirect=/mine/transRecord?type=2'))
      const user = userEvent.setup()
      await user.type(await screen.findByRole('textbox', { name: '账号' }), 'demo888')
      await user.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo8888')
      const code = await captchaCode()
      await user.type(screen.getByRole('textbox', { name: '验证码' }), code)
      await user.click(screen.getByRole('button', { name: '登录' }))
      await waitFor(() => expect(hash()).toBe('#/mine/transRecord?type=2'))
      expect(actor.system.get('session').getSnapshot().context.token).not.toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('redirects unknown paths to /', async () => {
    const { actor } = start('#/no/such/page')
    try {
      await waitFor(() => expect(location.hash).toBe('#/'))
    } finally {
      actor.stop()
    }
  })

  it('maps the member pages the spec links without /mine (guarded like the others)', async () => {
    const { actor } = start('#/recharge')
    try {
      await waitFor(() => expect(hash()).toBe('#/login?redirect=/mine/recharge'))
    } finally {
      actor.stop()
    }
  })

  it('toasts 已在当前页面！ when navigating to the page already shown', async () => {
    const { actor } = start('#/vip')
    try {
      await act(async () => navigate('/vip'))
      expect(uiState.toasts.map((t) => t.message)).toContain('已在当前页面！')
      expect(location.hash).toBe('#/vip')
      await act(async () => navigate('/activity'))
      expect(location.hash).toBe('#/activity')
    } finally {
      actor.stop()
    }
  })

  it('lets a logged-in player open /mine pages', {
    timeout: 20_000,
  }, async () => {
    db.sessions.set('tok-demo', 1)
    sessionStorage.setItem('token', 'tok-demo')
    const { actor } = start('#/mine/center')
    try {
      // The page itself belongs to the member centre; the guard lets it through and it stays.
      await waitFor(() => expect(actor.system.get('session').getSnapshot().context.user).not.toBeNull(), {
        timeout: 8000,
      })
      expect(location.hash).toBe('#/mine/center')
    } finally {
      actor.stop()
    }
  })

  it('signs out to / when the stored token is no longer valid (401)', async () => {
    sessionStorage.setItem('token', 'mock-1-x')
    const { actor } = start('#/mine/center')
    try {
      // The fake backend does not know this token: the first call answers 401 and signs out to /.
      await waitFor(() => expect(location.hash).toBe('#/'))
    } finally {
      actor.stop()
    }
  })
})
