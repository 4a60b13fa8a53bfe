// The OpenAPI document (server/ops/openapi.ts): valid OpenAPI 3.1, and in step with the server: every
// route the player app registers is described, every described call is served (it answers with an
// envelope, never the not-found one), and the operator port shows it in Swagger UI.
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { makeAdminApp, TEST_SECRETS, testDb } from './helpers'

type Doc = { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> }

/** Routes that are not API calls: health probes, the avatar files, the compressed SPA helpers. */
const NOT_API = (url: string) => !url.startsWith('/api/')

describe('OpenAPI document', () => {
  let app: FastifyInstance
  const registered: { method: string; url: string }[] = []
  let doc: Doc

  beforeAll(async () => {
    app = buildApp({
      db: await testDb(),
      config: { payPepper: TEST_SECRETS.payPepper, captcha: false, pressure: { maxEventLoopDelayMs: 0 } },
    })
    app.addHook('onRoute', (r) => {
      for (const m of [r.method].flat()) if (m !== 'HEAD') registered.push({ method: m, url: r.url })
    })
    await app.ready()
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    doc = res.json()
    return () => app.close()
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('describes every route the server registers', () => {
    const api = registered.filter((r) => !NOT_API(r.url))
    expect(api.length).toBeGreaterThan(50)
    const missing = api.filter((r) => {
      const p = r.url.replace(/:(\w+)/g, '{$1}')
      return !doc.paths[p]?.[r.method.toLowerCase()]
    })
    expect(missing).toEqual([])
  })

  it('every call in it is served by the server', async () => {
    const served = new Set(registered.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`))
    const described = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    )
    expect(described.filter((d) => !served.has(d))).toEqual([])
    // And answered through the app (not its 404): a call without a body or token gets an envelope.
    for (const d of described) {
      const [method, path] = d.split(' ')
      const url = path.replace(/\{(\w+)\}/g, 'x')
      const res = await app.inject({ method: method as 'GET' | 'POST', url })
      expect(res.statusCode, d).not.toBe(404)
    }
  })

  it('marks the calls that need a session', () => {
    expect(doc.paths['/api/balance'].post.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/api/app'].post.security).toBeUndefined()
  })

  it('is browsable on the operator port (Swagger UI), not on the public one', async () => {
    const admin = await makeAdminApp()
    const page = await admin.inject({ method: 'GET', url: '/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger')
    const json = await admin.inject({ method: 'GET', url: '/docs/json' })
    expect(json.json().paths).toEqual(doc.paths)
    expect((await app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404)
  })
})
