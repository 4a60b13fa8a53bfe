// The sandbox partner provider process (`npm run provider:sandbox`): the app of app.ts on a port,
// calling our server's seamless callbacks at GAME_API_URL, with its transfer wallets kept in a JSON
// file (PROVIDER_SANDBOX_DATA, default ./data/sandbox/wallets.json) so that money moved to it
// survives a restart, as it would at a real provider. Its HMAC secret is the one our server uses:
// PROVIDER_SANDBOX_SECRET, or the embedded demo's generated secrets file (DATA_DIR/secrets.json).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { findSecret, secretsFile } from '../secrets'
import { buildSandbox } from './app'
import { httpTransport, SeamlessClient } from './client'
import { emptyWallets, PartnerWallet, type WalletState } from './wallet'

const PORT = Number(process.env.PROVIDER_SANDBOX_PORT || 8090)
const API = process.env.GAME_API_URL || 'http://127.0.0.1:8080'
const found = findSecret('providerSandboxSecret')
if (!found) {
  console.error(
    `refusing to start: set PROVIDER_SANDBOX_SECRET (the server's) or start the embedded demo once so that ${secretsFile()} holds it`,
  )
  process.exit(1)
}
const SECRET: string = found
const FILE = process.env.PROVIDER_SANDBOX_DATA || './data/sandbox/wallets.json'

function load(): WalletState {
  try {
    return { ...emptyWallets(), ...(JSON.parse(readFileSync(FILE, 'utf8')) as WalletState) }
  } catch {
    return emptyWallets()
  }
}

mkdirSync(dirname(FILE), { recursive: true })
// Write-then-rename: a crash leaves the old file or the new one, never half of one.
const persist = (s: WalletState) => {
  writeFileSync(`${FILE}.tmp`, JSON.stringify(s))
  renameSync(`${FILE}.tmp`, FILE)
}

const app = buildSandbox({
  seamless: new SeamlessClient(httpTransport(API), SECRET),
  secret: SECRET,
  wallet: new PartnerWallet(load(), persist),
  logger: { level: process.env.SANDBOX_LOG_LEVEL || 'warn' },
})
await app.listen({ port: PORT, host: '127.0.0.1' })
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => app.close().then(() => process.exit(0)))
