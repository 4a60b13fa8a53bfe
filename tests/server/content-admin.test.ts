// Content editors (docs/content.md): support may not edit, every write leaves an audit row with
// before/after, rich text is stored sanitised, images are judged by their first bytes, and the player
// API answers the request's language with the Chinese value when the English one is empty, at once
// after an edit. Each editor's refusals and the sanitiser itself are content-validation.test.ts.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { verifyAudit } from '../../server/admin/audit'
import { makeOperator, op, type TestOperator } from './console-kit'
import { EN, lastAudit, notice } from './content-kit'
import { callApi, makeAdminApp, makeApp, registerAndLogin } from './helpers'

let app: FastifyInstance
let ops: FastifyInstance
let editor: TestOperator
let owner: TestOperator
let support: TestOperator

beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp({ uploadsDir: mkdtempSync(join(tmpdir(), 'jd-content-')) })
  editor = await makeOperator(ops, 'content')
  owner = await makeOperator(ops, 'owner')
  support = await makeOperator(ops, 'support')
}, 180_000)

describe('language fallback on the player API', () => {
  it('a notice answers English with Lang: en, Chinese otherwise, and Chinese when English is empty', async () => {
    const made = await op<{ id: number }>(ops, editor.token, 'POST', '/admin/api/content/notices', notice())
    expect(made.code, made.message).toBe(200)
    const zh = await callApi(app, calls.homenotice, {})
    const en = await callApi(app, calls.homenotice, {}, EN)
    expect(zh.data[0]).toBe('系统维护通知')
    expect(en.data[0]).toBe('Maintenance notice')

    // The English value emptied: English readers get the Chinese text, at once (no cache).
    const upd = await op(ops, editor.token, 'POST', '/admin/api/content/notices', {
      ...notice({ title_en: '   ' }),
      id: made.data.id,
    })
    expect(upd.code, upd.message).toBe(200)
    expect((await callApi(app, calls.homenotice, {}, EN)).data[0]).toBe('系统维护通知')

    // Outside its window a notice is not shown.
    await op(ops, editor.token, 'POST', '/admin/api/content/notices', {
      ...notice({ starts_at: '2099-01-01T00:00:00+08:00' }),
      id: made.data.id,
    })
    expect((await callApi(app, calls.homenotice, {})).data).not.toContain('系统维护通知')
  })

  it('venues, VIP names, articles, activities and the welcome modal follow the language', async () => {
    const venues = await op<{ code: string; name: string }[]>(
      ops,
      editor.token,
      'GET',
      '/admin/api/content/venues',
    )
    const v = venues.data[0] as Record<string, unknown>
    expect(
      (
        await op(ops, editor.token, 'POST', '/admin/api/content/venues', {
          ...v,
          name_en: 'Live Hall',
          description_en: 'English description',
          maintenance: 1,
        })
      ).code,
    ).toBe(200)
    const en = await callApi(app, calls.gameList, { category: '' }, EN)
    const mine = en.data.find((g) => g.platform_name === v.code)
    expect(mine).toMatchObject({ name: 'Live Hall', description: 'English description', maintenance: 1 })
    const zh = await callApi(app, calls.gameList, { category: '' })
    expect(zh.data.find((g) => g.platform_name === v.code)?.name).toBe(v.name)

    const vip = await op<Record<string, unknown>[]>(ops, editor.token, 'GET', '/admin/api/content/vip')
    await op(ops, editor.token, 'POST', '/admin/api/content/vip', { ...vip.data[0], vipname_en: 'Bronze' })
    expect((await callApi(app, calls.uservip, {}, EN)).data[0].vipname).toBe('Bronze')
    expect((await callApi(app, calls.uservip, {})).data[0].vipname).toBe(vip.data[0].vipname)

    const arts = await op<Record<string, unknown>[]>(ops, editor.token, 'GET', '/admin/api/content/articles')
    const faq = arts.data.find((a) => a.type === 1) as Record<string, unknown>
    await op(ops, editor.token, 'POST', '/admin/api/content/articles', {
      ...faq,
      name_en: 'FAQ',
      content_en: '<h3>Accounts</h3><script>alert(1)</script>',
    })
    const a = await callApi(app, calls.article, { type: 1 }, EN)
    expect(a.data).toMatchObject({ name: 'FAQ', content: '<h3>Accounts</h3>' })
    expect((await callApi(app, calls.article, { type: 1 })).data?.name).toBe(faq.name)

    const w = await op(ops, editor.token, 'POST', '/admin/api/content/welcome', {
      index_modal: 1,
      webcontent: '<p>欢迎</p>',
      webcontent_en: '',
    })
    expect(w.code, w.message).toBe(200)
    expect((await callApi(app, calls.app, {}, EN)).data.webcontent).toBe('<p>欢迎</p>')
    await op(ops, editor.token, 'POST', '/admin/api/content/welcome', {
      index_modal: 1,
      webcontent: '<p>欢迎</p>',
      webcontent_en: '<p>Welcome</p>',
    })
    expect((await callApi(app, calls.app, {}, EN)).data.webcontent).toBe('<p>Welcome</p>')
    expect((await callApi(app, calls.app, {})).data.webcontent).toBe('<p>欢迎</p>')

    const acts = await op<Record<string, unknown>[]>(
      ops,
      editor.token,
      'GET',
      '/admin/api/content/activities',
    )
    const act = acts.data.find((x) => x.state === 1) as Record<string, unknown>
    await op(ops, editor.token, 'POST', '/admin/api/content/activities', {
      ...act,
      title_en: 'First deposit',
      // An untranslated body: the English reader gets the Chinese one (the fallback is per field).
      content_en: '',
    })
    const types = await op<Record<string, unknown>[]>(ops, editor.token, 'GET', '/admin/api/content/types')
    const tp = await op(ops, editor.token, 'POST', '/admin/api/content/types', {
      ...types.data[0],
      name_en: 'Deposit',
    })
    expect(tp.code, tp.message).toBe(200)
    expect((await callApi(app, calls.activitytype, {}, EN)).data[0].name).toBe('Deposit')
    expect((await callApi(app, calls.activitytype, {})).data[0].name).toBe(types.data[0].name)
    const d = await callApi(app, calls.activitydeatil, { id: act.id as number }, EN)
    expect(d.data?.title).toBe('First deposit')
    expect(d.data?.content).toBe(act.content)
  })

  it('inbox: to one player, to a VIP level, to everyone, each in the reader’s language', async () => {
    const p = await registerAndLogin(app)
    const send = (body: Record<string, unknown>) =>
      op<{ id: number; recipients: number }>(ops, editor.token, 'POST', '/admin/api/content/inbox', {
        title: '中文标题',
        title_en: '',
        content: '中文内容',
        content_en: '',
        ...body,
      })
    const one = await send({ audience: 'player', username: p.username, title_en: 'To you' })
    expect(one.code, one.message).toBe(200)
    expect(one.data.recipients).toBe(1)
    const vip = await send({ audience: 'vip', vip_level: 1, title: 'VIP1专享' })
    expect(vip.code, vip.message).toBe(200)
    const other = await send({ audience: 'vip', vip_level: 9, title: 'VIP9专享' })
    expect(other.code).toBe(200)
    const inbox = await callApi(app, calls.noticeList, { page: 1 }, { token: p.token, ...EN })
    const titles = inbox.data.data.map((m) => m.title)
    expect(titles).toContain('To you')
    expect(titles).toContain('VIP1专享')
    expect(titles).not.toContain('VIP9专享')
    expect(await lastAudit(ops)).toMatchObject({ action: 'content.inbox.send', target: 'vip:9' })
  })
})

describe('roles and audit', () => {
  it('support may not list or edit content; the owner may', async () => {
    for (const [method, path] of [
      ['GET', '/admin/api/content/notices'],
      ['POST', '/admin/api/content/notices'],
      ['POST', '/admin/api/content/inbox'],
      ['POST', '/admin/api/content/upload'],
    ] as const) {
      const a = await op(ops, support.token, method, path, notice())
      expect(a).toEqual({ code: 403, message: '您的角色（客服）无权执行此操作', data: null })
    }
    expect((await op(ops, owner.token, 'GET', '/admin/api/content/notices')).code).toBe(200)
  })

  it('every write leaves an audit row with before and after; rich text is stored sanitised', async () => {
    const made = await op<{ id: number; content: string }>(
      ops,
      editor.token,
      'POST',
      '/admin/api/content/notices',
      notice({
        content: '<p onclick="x()">你好<img src="javascript:alert(1)"><a href="/#/abouts">帮助</a></p>',
      }),
    )
    expect(made.data.content).toBe(
      '<p>你好<img><a href="/#/abouts" rel="noopener noreferrer" target="_blank">帮助</a></p>',
    )
    const created = await lastAudit(ops)
    expect(created).toMatchObject({
      action: 'content.notices.create',
      target: `notices:${made.data.id}`,
      before: null,
    })
    expect(created.operator).toBe(editor.username)
    await op(ops, editor.token, 'POST', '/admin/api/content/notices', {
      ...notice({ title: '改过的标题' }),
      id: made.data.id,
    })
    const updated = await lastAudit(ops)
    expect(updated.action).toBe('content.notices.update')
    expect(updated.before).toMatchObject({ title: '系统维护通知' })
    expect(updated.after).toMatchObject({ title: '改过的标题' })
  })
})

describe('concurrency', () => {
  it('60 parallel edits of one notice: each applied once, each audited once, the chain intact', async () => {
    const made = await op<{ id: number }>(ops, editor.token, 'POST', '/admin/api/content/notices', notice())
    const count = async () =>
      Number(
        (
          await ops.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'content.notices.update' AND target = $1",
            [`notices:${made.data.id}`],
          )
        )[0].n,
      )
    const rows = async () =>
      Number((await ops.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices'))[0].n)
    const before = await rows()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        op(ops, editor.token, 'POST', '/admin/api/content/notices', {
          ...notice({ title: `并发标题${i}` }),
          id: made.data.id,
        }),
      ),
    )
    expect(answers.every((a) => a.code === 200)).toBe(true)
    expect(await count()).toBe(60)
    expect(await rows()).toBe(before)
    // Each audit row's "before" is the state the previous edit left: the edits were serialised.
    const trail = await ops.db.query<{ before: { title: string }; after: { title: string } }>(
      "SELECT before, after FROM operator_audit WHERE action = 'content.notices.update' AND target = $1 ORDER BY seq",
      [`notices:${made.data.id}`],
    )
    for (let i = 1; i < trail.length; i++) expect(trail[i].before.title).toBe(trail[i - 1].after.title)
    expect((await verifyAudit(ops.db.query)).ok).toBe(true)
  }, 60_000)
})

describe('image upload', () => {
  const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)])
  it('accepts PNG/JPEG by their first bytes and refuses anything else, whatever it claims', async () => {
    const ok = await op<{ url: string }>(ops, editor.token, 'POST', '/admin/api/content/upload', {
      data: `data:image/png;base64,${PNG.toString('base64')}`,
    })
    expect(ok.code, ok.message).toBe(200)
    expect(ok.data.url).toMatch(/^\/uploads\/content\/[0-9a-f]{32}\.png$/)
    expect((await lastAudit(ops)).action).toBe('content.upload')
    // The console shows it (operator port), the player site serves it from the same directory.
    const served = await ops.inject({ method: 'GET', url: ok.data.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true)
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)])
    const j = await op<{ url: string }>(ops, editor.token, 'POST', '/admin/api/content/upload', {
      data: jpeg.toString('base64'),
    })
    expect(j.data.url).toMatch(/\.jpg$/)
    for (const bad of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<?php echo 1; ?>'),
      Buffer.concat([Buffer.from('GIF8'), Buffer.alloc(16)]),
    ]) {
      const a = await op(ops, editor.token, 'POST', '/admin/api/content/upload', {
        data: `data:image/png;base64,${bad.toString('base64')}`,
      })
      expect(a.code).toBe(1000)
      expect(a.message).toBe('图片须为 PNG、GIF、JPEG 或 WebP 格式，且不超过 2MB')
    }
  })
})
