// The sandbox payment provider process (`npx tsx server/sandbox-pay/main.ts`; `npm start` and the browser suite start
// it beside the server): the app of app.ts on PAY_SANDBOX_PORT (8091), sending its callbacks to the
// notify URLs our server gives with each order. Its HMAC secret is the server's PAY_SANDBOX_SECRET:
// from the environment, or the embedded demo's secrets file, where it is generated when missing
// (server/payments/credentials.ts). Its books survive a restart (PAY_SANDBOX_DATA, default
// ./data/sandbox/pay.json, written then renamed).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ensureSandboxSecret } from '../payments/credentials'
import { buildPaySandbox } from './app'
import { type Books, emptyBooks, PaySandbox } from './provider'

const PORT = Number(process.env.PAY_SANDBOX_PORT || 8091)
const PUBLIC = process.env.PAY_SANDBOX_URL || `http://127.0.0.1:${PORT}`
const FILE = process.env.PAY_SANDBOX_DATA || './data/sandbox/pay.json'

let secret: string
try {
  secret = ensureSandboxSecret()
} catch (e) {
  console.error(`refusing to start: ${(e as Error).message}`)
  process.exit(1)
}

function load(): Books {
  try {
    return { ...emptyBooks(), ...(JSON.parse(readFileSync(FILE, 'utf8')) as Books) }
  } catch {
    return emptyBooks()
  }
}
mkdirSync(dirname(FILE), { recursive: true })
const persist = (b: Books) => {
  writeFileSync(`${FILE}.tmp`, JSON.stringify(b))
  renameSync(`${FILE}.tmp`, FILE)
}

const notify = async (url: string, raw: string, headers: Record<string, string>) => {
  const res = await fetch(url, { method: 'POST', body: raw, headers, signal: AbortSignal.timeout(10_000) })
  return res.status
}

const sandbox = new PaySandbox(secret, notify, load(), persist)
const app = buildPaySandbox(sandbox, {
  publicUrl: PUBLIC,
  logger: { level: process.env.SANDBOX_LOG_LEVEL || 'warn' },
})
await app.listen({ port: PORT, host: '127.0.0.1' })
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => app.close().then(() => process.exit(0)))
