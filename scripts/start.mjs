// `npm start`: one command on a fresh clone. Builds the SPA when dist/ is missing or older than its
// sources, then runs the API server (tsx) serving dist/ and /api on one port (PORT, default 8080).
// The server process gets SIGTERM/SIGINT forwarded and shuts down gracefully. The sandbox partner
// (scripts/sandbox-child.mjs) runs beside it unless PROVIDER_SANDBOX=0, and so does the sandbox payment
// provider unless PAY_SANDBOX=0 (docs/payments.md); both stop with it.
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  paySandboxAddress,
  paySandboxEnabled,
  sandboxAddress,
  sandboxEnabled,
  startPaySandbox,
  startSandbox,
} from './sandbox-child.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']

/** Newest modification time under a path (files only). */
function newest(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let max = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    max = Math.max(max, newest(join(path, entry.name)))
  }
  return max
}

const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0
const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))))
if (!built || sources > built || process.env.FORCE_BUILD === '1') {
  console.log(
    built ? '[start] sources changed: rebuilding the SPA' : '[start] building the SPA (first start)',
  )
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const r = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error('[start] the SPA build failed')
    process.exit(r.status ?? 1)
  }
} else {
  console.log('[start] dist/ is up to date')
}

// The embedded database's empty cluster (PGlite's initdb, the same bytes for one PGlite version) is
// prepared once per machine, like the SPA build, so creating a brand-new data directory is a copy.
let pgliteTemplate = process.env.PGLITE_TEMPLATE
if (!process.env.DATABASE_URL && !pgliteTemplate) {
  const pkg = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  const { version } = JSON.parse(readFileSync(pkg, 'utf8'))
  pgliteTemplate = join(root, 'node_modules', '.cache', 'pglite-template', `${version}.tar`)
  if (!existsSync(pgliteTemplate)) {
    console.log('[start] preparing the embedded database template (once per machine)')
    const { PGlite } = await import('@electric-sql/pglite')
    const pg = await PGlite.create('memory://')
    const tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
    await pg.close()
    mkdirSync(dirname(pgliteTemplate), { recursive: true })
    writeFileSync(`${pgliteTemplate}.tmp`, tar)
    renameSync(`${pgliteTemplate}.tmp`, pgliteTemplate)
  }
}

const sandbox = sandboxEnabled() ? sandboxAddress() : null
const paySandbox = paySandboxEnabled() ? paySandboxAddress() : null
let partner = null
let payProvider = null
let exiting = false
// The partner signs with the server's secret: from the environment, or from the data directory's
// secrets file that the embedded demo's first start writes, so it starts once that file exists.
async function startPartner() {
  const file = join(resolve(process.env.DATA_DIR || './data'), 'secrets.json')
  const until = Date.now() + 120_000
  while (!process.env.PROVIDER_SANDBOX_SECRET && !existsSync(file) && Date.now() < until && !exiting)
    await new Promise((r) => setTimeout(r, 250))
  if (exiting) return
  if (sandbox) {
    partner = startSandbox({
      root,
      port: sandbox.port,
      apiUrl: `http://127.0.0.1:${process.env.PORT || 8080}`,
    })
    console.log(`[start] sandbox partner on ${sandbox.url} (PROVIDER_SANDBOX=0 turns it off)`)
  }
  if (paySandbox) {
    payProvider = startPaySandbox({ root, port: paySandbox.port })
    console.log(`[start] sandbox payment provider on ${paySandbox.url} (PAY_SANDBOX=0 turns it off)`)
  }
}
if (sandbox || paySandbox) startPartner()

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(sandbox ? { PROVIDER_SANDBOX_URL: sandbox.url } : {}),
    ...(paySandbox ? { PAY_SANDBOX_URL: paySandbox.url } : {}),
    STATIC_DIR: process.env.STATIC_DIR || dist,
    ...(pgliteTemplate ? { PGLITE_TEMPLATE: pgliteTemplate } : {}),
    NODE_ENV: process.env.NODE_ENV || 'production',
  },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
// The server logs JSON at warn level in production; say once, in words, where the site answers.
const publicPort = process.env.PORT || 8080
const startedAt = Date.now()
async function announce() {
  while (!exiting && Date.now() - startedAt < 300_000) {
    const up = (port) =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    const admin = process.env.ADMIN_PORT || 8081
    if ((await up(publicPort)) && (await up(admin))) {
      console.log(
        `[start] the site is ready on http://localhost:${publicPort} (the console on http://127.0.0.1:${admin})`,
      )
      return
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
announce()
child.on('exit', async (code, signal) => {
  exiting = true
  await Promise.all([partner?.stop(), payProvider?.stop()])
  process.exit(code ?? (signal ? 0 : 1))
})
