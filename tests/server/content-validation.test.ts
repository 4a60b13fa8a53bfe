// Content editors' refusals (docs/content.md): each editor refuses what its schema refuses, in Chinese
// and naming the field, and a refusal writes nothing (no audit row); then the rich-text sanitiser on
// its own. The rest of the editors' behaviour is content-admin.test.ts.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../server/services/html'
import { makeOperator, op, type TestOperator } from './console-kit'
import { lastAudit, notice } from './content-kit'
import { makeAdminApp } from './helpers'

let ops: FastifyInstance
let editor: TestOperator

beforeAll(async () => {
  ops = await makeAdminApp({ uploadsDir: mkdtempSync(join(tmpdir(), 'jd-content-')) })
  editor = await makeOperator(ops, 'content')
}, 180_000)

describe('validation refusals, per editor, in Chinese', () => {
  const audits = async () =>
    Number((await ops.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0].n)
  const refused = async (path: string, body: Record<string, unknown>, text: RegExp) => {
    const before = await audits()
    const a = await op(ops, editor.token, 'POST', path, body)
    expect(await audits(), `${path}: a refusal writes nothing`).toBe(before)
    expect(a.code, JSON.stringify(a)).toBe(1000)
    expect(a.message).toMatch(text)
    expect(a.message).not.toMatch(/a\.\w+/)
  }
  const banner = {
    type: 1,
    title: '横幅',
    title_en: '',
    src: '/img/banner.png',
    url: '',
    sort: 1,
    state: 1,
    starts_at: '',
    ends_at: '',
  }

  it('banners: link scheme, image, window order', async () => {
    await refused('/admin/api/content/banners', { ...banner, url: 'javascript:alert(1)' }, /链接/)
    await refused('/admin/api/content/banners', { ...banner, url: '//evil.example/x' }, /链接/)
    await refused('/admin/api/content/banners', { ...banner, src: '' }, /图片/)
    await refused(
      '/admin/api/content/banners',
      { ...banner, starts_at: '2030-01-02T00:00:00+08:00', ends_at: '2030-01-01T00:00:00+08:00' },
      /结束时间必须晚于开始时间/,
    )
    const ok = await op<{ id: number }>(ops, editor.token, 'POST', '/admin/api/content/banners', {
      ...banner,
      url: 'https://example.com/promo',
    })
    expect(ok.code, ok.message).toBe(200)
    const del = await op(ops, editor.token, 'POST', `/admin/api/content/banners/${ok.data.id}/delete`)
    expect(del.code).toBe(200)
    const again = await op(ops, editor.token, 'POST', `/admin/api/content/banners/${ok.data.id}/delete`)
    expect(again.code).toBe(202)
  })

  it('notices, articles, activities, venues, VIP, red packets, welcome, inbox', async () => {
    await refused('/admin/api/content/notices', notice({ title: '' }), /中文标题/)
    await refused('/admin/api/content/notices', notice({ title_en: 'x'.repeat(201) }), /英文标题/)
    await refused(
      '/admin/api/content/articles',
      { type: 1, name: '帮助', name_en: '', content: '', content_en: '', sort: 0, state: 1 },
      /中文内容/,
    )
    const acts = await op<Record<string, unknown>[]>(
      ops,
      editor.token,
      'GET',
      '/admin/api/content/activities',
    )
    await refused('/admin/api/content/activities', { ...acts.data[0], type: 999_999 }, /类型/)
    await refused('/admin/api/content/activities', { ...acts.data[0], can_apply: 2 }, /是否需要申请/)
    if (acts.data.length > 1)
      await refused(
        '/admin/api/content/activities',
        { ...acts.data[1], title: acts.data[0].title },
        /中文标题已存在/,
      )
    const venues = await op<Record<string, unknown>[]>(ops, editor.token, 'GET', '/admin/api/content/venues')
    await refused('/admin/api/content/venues', { ...venues.data[0], category: 'casino' }, /分类/)
    const missing = await op(ops, editor.token, 'POST', '/admin/api/content/venues', {
      ...venues.data[0],
      code: 'nope',
    })
    expect(missing).toMatchObject({ code: 202, message: '该内容不存在或已被删除，请刷新列表' })
    const vip = await op<Record<string, unknown>[]>(ops, editor.token, 'GET', '/admin/api/content/vip')
    await refused('/admin/api/content/vip', { ...vip.data[0], recharge: '-1' }, /累计存款/)
    await refused('/admin/api/content/vip', { ...vip.data[0], id: undefined }, /VIP等级已存在/)
    const rule = {
      start_at: '2030-01-01T00:00:00-05:00',
      end_at: '2030-02-01T00:00:00-05:00',
      day_flow: '100',
      flow_money: '1000',
      grabs: 3,
      percent_bp: 100,
      turnover_multiple: '1',
      enabled: 1,
    }
    await refused('/admin/api/content/redpackets', { ...rule, end_at: rule.start_at }, /结束时间/)
    await refused('/admin/api/content/redpackets', { ...rule, flow_money: '10' }, /最高存款/)
    await refused('/admin/api/content/redpackets', { ...rule, turnover_multiple: '11' }, /流水倍数/)
    const made = await op<{ id: number; day_flow: string }>(
      ops,
      editor.token,
      'POST',
      '/admin/api/content/redpackets',
      rule,
    )
    expect(made.code, made.message).toBe(200)
    expect(made.data.day_flow).toBe('100.00')
    await refused('/admin/api/content/redpackets/1/delete', {}, /不能删除/)
    await refused(
      '/admin/api/content/redpacket-window',
      { grab_begin: '12:00:00', grab_end: '10:00:00' },
      /抢红包结束时间必须晚于开始时间/,
    )
    await refused(
      '/admin/api/content/redpacket-window',
      { grab_begin: '25:00:00', grab_end: '26:00:00' },
      /抢红包开始时间/,
    )
    const win = await op(ops, editor.token, 'POST', '/admin/api/content/redpacket-window', {
      grab_begin: '09:30:00',
      grab_end: '11:00:00',
    })
    expect(win).toMatchObject({ code: 200, data: { grab_begin: '09:30:00', grab_end: '11:00:00' } })
    expect(await lastAudit(ops)).toMatchObject({
      action: 'redpacket.window',
      after: { grab_begin: '09:30:00' },
    })
    await refused(
      '/admin/api/content/welcome',
      { index_modal: 3, webcontent: '', webcontent_en: '' },
      /弹窗开关/,
    )
    await refused(
      '/admin/api/content/inbox',
      { audience: 'vip', title: 'x', title_en: '', content: 'y', content_en: '' },
      /VIP等级/,
    )
  })
})

describe('sanitiser', () => {
  it('keeps the allowlist, drops scripts, handlers, styles and bad links, closes open tags', () => {
    expect(sanitizeHtml('<h3>标题</h3><ul><li>一<li>二</ul>')).toBe(
      '<h3>标题</h3><ul><li>一<li>二</li></li></ul>',
    )
    expect(sanitizeHtml('<script>alert(1)</script><b>x</b>')).toBe('<b>x</b>')
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<div style="position:fixed">1 < 2 & 3</div><!-- c -->')).toBe(
      '<div>1 &lt; 2 &amp; 3</div>',
    )
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" onerror="x()">')).toBe(
      '<img src="https://cdn.example/a.png">',
    )
    expect(sanitizeHtml('<iframe src="https://x"></iframe><p>ok')).toBe('<p>ok</p>')
  })
})
