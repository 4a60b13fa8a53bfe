// The operator port serves the console (docs/console.md): admin.html at / and the build's assets,
// nothing else of dist/ (the player site's index.html stays on the public port), and its API as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAdminApp } from '../../server/admin/app'
import { buildApp } from '../../server/app'
import { TEST_SECRETS, testDb } from './helpers'

let dir: string
let app: FastifyInstance

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'admin.html'), '<!doctype html><title>console</title>')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>player site</title>')
  writeFileSync(join(dir, 'assets', 'admin-abc.js'), 'console.log(1)')
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *')
  app = buildAdminApp({ db: await testDb(), config: { payPepper: TEST_SECRETS.payPepper }, staticDir: dir })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the console on the operator port', () => {
  it('answers admin.html at / and its assets, revalidated and immutable', async () => {
    const root = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(root.statusCode).toBe(200)
    expect(root.body).toContain('<title>console</title>')
    expect(root.headers['cache-control']).toBe('no-cache')
    expect(root.headers['content-security-policy']).toContain("script-src 'self'")
    const asset = await app.inject({ method: 'GET', url: '/assets/admin-abc.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('serves nothing else of the build', async () => {
    for (const url of ['/index.html', '/robots.txt'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })

  it('keeps the operator API beside it', async () => {
    const r = await app.inject({ method: 'GET', url: '/admin/api/me' })
    expect(r.json().code).toBe(401)
  })
})

describe('the public port', () => {
  it('never serves the console page, while the player site is there', async () => {
    const pub = buildApp({
      db: await testDb(),
      config: { payPepper: TEST_SECRETS.payPepper },
      staticDir: dir,
    })
    try {
      await pub.ready()
      expect((await pub.inject({ method: 'GET', url: '/admin.html' })).statusCode).toBe(404)
      const home = await pub.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } })
      expect(home.body).toContain('<title>player site</title>')
    } finally {
      await pub.close()
    }
  })
})
