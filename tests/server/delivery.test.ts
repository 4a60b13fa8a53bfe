// How the SPA and the API travel: build-time brotli/gzip siblings served by Accept-Encoding with
// `Vary`, the cache policy per kind of file, and on-the-fly compression of large API answers only,
// with the envelope and the security headers intact.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { precompressDir } from '../../scripts/vite-precompress.mjs'
import { buildApp } from '../../server/app'
import { bootPage, firstPictures, withShellLogo } from '../../server/http/boot'
import { API_COMPRESS_MIN_BYTES } from '../../server/http/delivery'
import { writeSetting } from '../../server/services/content'
import { callApi, TEST_SECRETS, testDb } from './helpers'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SCRIPT = `export const venues = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `场馆-${i}`))}\n`
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>金鼎娱乐</title></head><body>${'<div></div>'.repeat(200)}</body></html>`
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`

let app: FastifyInstance
let dist: string
let uploads: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jd-dist-'))
  uploads = mkdtempSync(join(tmpdir(), 'jd-uploads-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'img'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), SCRIPT)
  writeFileSync(join(dist, 'assets', 'tiny-Zz9.js'), 'export {}\n')
  writeFileSync(join(dist, 'img', 'banner.svg'), SVG)
  const made = await precompressDir(dist)
  expect(made.br).toBe(3) // index.html, the script and the picture; the tiny file is left alone
  app = buildApp({
    db: await testDb(),
    staticDir: dist,
    config: {
      uploadsDir: uploads,
      payPepper: TEST_SECRETS.payPepper,
      rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000 },
    },
  })
  await app.ready()
}, 180_000)
afterAll(async () => {
  await app?.close()
  rmSync(dist, { recursive: true, force: true })
  rmSync(uploads, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const varies = (h: unknown) =>
  String(h ?? '')
    .toLowerCase()
    .includes('accept-encoding')

describe('the SPA files', () => {
  it('a hashed script goes out as the brotli sibling, immutable for a year', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(varies(res.headers.vary)).toBe(true)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('gzip when the browser takes only gzip, the plain file when it takes neither (still Vary)', async () => {
    const gz = await get('/assets/index-AbC123xy.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
    expect(gz.headers['cache-control']).toBe(IMMUTABLE)

    const plain = await get('/assets/index-AbC123xy.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
    expect(varies(plain.headers.vary)).toBe(true)
    expect(plain.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('a file too small to compress is sent as it is, with the same cache policy', async () => {
    const res = await get('/assets/tiny-Zz9.js', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('index.html, at / and as the fallback of a page path, is compressed and revalidated every time', async () => {
    for (const url of ['/', '/index.html', '/mine/recharge']) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      const html = brotliDecompressSync(res.rawPayload).toString()
      // The page itself, with the home page's first pictures preloaded and the first reads as a data
      // block before </head> (server/http/boot.ts).
      expect(html, url).toContain('<link rel="preload" as="image" href="/img/banners/banner-1.svg">')
      const bare = html
        .replace(/<link rel="preload" as="image" href="[^"]*">/g, '')
        .replace(/<script type="application\/json" id="boot">.*?<\/script>/, '')
      expect(bare, url).toBe(INDEX)
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'")
    }
  })

  it("the page carries the first reads as the calls' own answers, never breaking out of its block", async () => {
    const res = await get('/', 'gzip')
    const html = gunzipSync(res.rawPayload).toString()
    const block = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    // A `<` inside the data (the welcome HTML) is escaped, so the block cannot close early.
    expect(block).not.toContain('<')
    const boot = JSON.parse(block) as { lang: string; reads: [string, unknown, unknown][] }
    expect(boot.lang).toBe('zh')
    const names = boot.reads.map(([n]) => n)
    expect(names).toEqual(['app', 'gameList', 'bannerList', 'homenotice'])
    for (const [name, body, data] of boot.reads) {
      const api = await callApi(app, calls[name as keyof typeof calls], body as Record<string, unknown>)
      expect(api.data, name).toEqual(data)
    }
  })

  it('unhashed public artwork may be reused for a day', async () => {
    const res = await get('/img/banner.svg', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('the first reads in the page', () => {
  it("carry an operator's change to the very next page (nothing kept between requests)", async () => {
    const bootOf = async () => {
      const html = gunzipSync((await get('/', 'gzip')).rawPayload).toString()
      const block = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)?.[1] ?? '{}'
      const boot = JSON.parse(block) as { reads: [string, unknown, { site_state?: number }][] }
      return boot.reads.find(([n]) => n === 'app')?.[2]
    }
    expect((await bootOf())?.site_state).toBe(1)
    await writeSetting(app.db.query, 'site_state', 0)
    try {
      expect((await bootOf())?.site_state).toBe(0)
    } finally {
      await writeSetting(app.db.query, 'site_state', 1)
    }
    expect((await bootOf())?.site_state).toBe(1)
  })
})

describe('the first reads in the page, under load and without a database', () => {
  const blockOf = (html: string) =>
    /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)?.[1]

  it('100 page requests at once: every one gets the page with its reads', async () => {
    const pages = await Promise.all(Array.from({ length: 100 }, () => get('/', 'br')))
    const blocks = new Set(
      pages.map((r) => {
        expect(r.statusCode).toBe(200)
        return blockOf(brotliDecompressSync(r.rawPayload).toString())
      }),
    )
    expect(blocks.size).toBe(1)
    expect([...blocks][0]).toContain('"gameList"')
  })

  it('when the reads fail (the database is away) the plain page goes out, and the next one has them again', async () => {
    let away = true
    const q = ((text: string, params?: unknown[]) =>
      away
        ? Promise.reject(new Error('Connection terminated unexpectedly'))
        : app.db.query(text, params)) as typeof app.db.query
    const page = bootPage(dist, q)
    const served = async () => {
      const reply: { headers: Record<string, string>; body: Buffer } = { headers: {}, body: Buffer.alloc(0) }
      const fake = {
        header(k: string, v: string) {
          reply.headers[k.toLowerCase()] = v
          return fake
        },
        type(v: string) {
          reply.headers['content-type'] = v
          return fake
        },
        send(b: Buffer) {
          reply.body = b
          return fake
        },
      }
      await page({ headers: {}, protocol: 'http', host: 'localhost' } as never, fake as never)
      return reply
    }
    const down = await served()
    expect(down.body.toString()).toBe(INDEX)
    expect(down.headers['cache-control']).toBe('no-cache')
    away = false
    expect(blockOf((await served()).body.toString())).toContain('"bannerList"')
  })

  it('preloads only same-site pictures, whatever an operator entered', () => {
    const reads = [
      ['app', null, { site_logo: 'https://elsewhere.example/logo.svg' }],
      ['bannerList', { type: 1 }, [{ src: '//elsewhere.example/banner.svg' }]],
      [
        'gameList',
        { category: '' },
        [
          { app_state: 0, category: 'realbet', mobile_img: '/img/hidden.svg' },
          { app_state: 1, category: 'sport', mobile_img: '/img/sport.svg' },
          { app_state: 1, category: 'realbet', mobile_img: '/img/first.svg' },
        ],
      ],
    ] as Parameters<typeof firstPictures>[0]
    expect(firstPictures(reads)).toEqual(['/img/first.svg'])
  })

  it("the app shell shows the operator's logo, quoted, and the in-house one when none is set", () => {
    const shell = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
    const logoOf = (html: string) => /<img src="([^"]*)"[^>]*data-shell-logo/.exec(html)?.[1]
    expect(logoOf(shell)).toBe('/img/brand/logo.svg')
    const app = (site_logo: string) => [['app', null, { site_logo }]] as Parameters<typeof withShellLogo>[1]
    expect(logoOf(withShellLogo(shell, app('/img/ours.svg')))).toBe('/img/ours.svg')
    expect(withShellLogo(shell, app('/x.svg" onerror="alert(1)'))).not.toContain('" onerror="')
    expect(withShellLogo(shell, app(''))).toBe(shell)
  })
})

describe('API answers', () => {
  it('a large answer is compressed when asked, and stays the same envelope with its headers', async () => {
    const plain = await app.inject({ method: 'GET', url: calls.gameList.path, query: { category: '' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESS_MIN_BYTES)

    const res = await app.inject({
      method: 'GET',
      url: calls.gameList.path,
      query: { category: '' },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(varies(res.headers.vary)).toBe(true)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const env = JSON.parse(brotliDecompressSync(res.rawPayload).toString())
    expect(env).toEqual(plain.json())
    expect(env.code).toBe(200)
    expect(calls.gameList.response.safeParse(env.data).success).toBe(true)
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
  })

  it('a small answer is sent as it is', async () => {
    const res = await app.inject({
      method: 'POST',
      url: calls.balance.path,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESS_MIN_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().code).toBe(401)
  })

  it('a compressed request body is not inflated: an envelope, never a 415 or a 5xx', async () => {
    const res = await app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'demo888', password: 'demo8888' })),
    })
    expect(res.statusCode).toBeLessThan(500)
    expect(res.statusCode).not.toBe(415)
    expect(res.json().code).not.toBe(200)
  })
})
