// The production build and start (docs/operations.md): the server compiled by scripts/build-server.mjs
// runs with Node alone (a resolve hook refuses any TypeScript source, tsx or devDependency), answers
// /healthz and /readyz, and on SIGTERM drains: /readyz turns 503 at once, new connections are refused
// once the ports close, a request already in flight is still answered, and the process exits 0.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
/** A port nothing listens on now (asked of the OS; a port derived from the pid met other services). */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
let port = 0
let base = ''
let child: ChildProcess
let dataDir: string
let output = ''

const until = async (what: string, ok: () => Promise<boolean> | boolean, ms: number) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await ok()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`)
}

const status = async (path: string) => {
  try {
    return (await fetch(base + path, { signal: AbortSignal.timeout(2000) })).status
  } catch {
    return 0 // connection refused
  }
}

beforeAll(async () => {
  port = await freePort()
  base = `http://127.0.0.1:${port}`
  execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'pipe' })
  dataDir = mkdtempSync(join(tmpdir(), 'jd-prod-'))
  child = spawn(
    process.execPath,
    ['--import', join(root, 'tests/server/prod/no-dev-imports.mjs'), join(root, 'dist-server/main.js')],
    {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PORT: '0',
        DRAIN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '15000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout!.on('data', (d) => {
    output += d
  })
  child.stderr!.on('data', (d) => {
    output += d
  })
  await until('the server to be ready', () => output.includes('"msg":"ready"'), 150_000)
}, 180_000)

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('production start', () => {
  it('runs the compiled server with Node alone and answers health and readiness', async () => {
    expect(output).not.toContain('production start loaded')
    expect(await status('/healthz')).toBe(200)
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready', failing: [] })
    const app = await (await fetch(`${base}/api/app`, { method: 'POST' })).json()
    expect(app.code).toBe(200)
    // Logs are JSON lines.
    const line = output.split('\n').find((l) => l.includes('"msg":"ready"'))!
    expect(JSON.parse(line)).toMatchObject({ level: 30, engine: 'pglite' })
  })

  it('on SIGTERM: not ready first, then closed to new connections, in-flight answered, exit 0', async () => {
    // A request in flight: headers sent, body still to come.
    const socket = connect(port, '127.0.0.1')
    await new Promise<void>((r) => socket.once('connect', () => r()))
    let answer = ''
    socket.on('data', (d) => {
      answer += d
    })
    socket.write(
      'POST /api/app HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n',
    )
    await new Promise((r) => setTimeout(r, 300))
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))

    child.kill('SIGTERM')
    await until('/readyz to answer 503', async () => (await status('/readyz')) === 503, 1_000)
    expect(await status('/healthz')).toBe(200)
    await until('the port to refuse new connections', async () => (await status('/healthz')) === 0, 10_000)

    socket.write('{}')
    await until('the in-flight request to be answered', () => answer.includes('\r\n\r\n{'), 5_000)
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe(200)
    socket.destroy()
    expect(await exited).toBe(0)
    expect(output).toContain('shutting down: not ready')
  }, 30_000)
})
