// The sandbox partner as a child process of `npm start` and of the browser suite: every partner venue
// of the demo needs it, so it runs beside the server unless PROVIDER_SANDBOX=0 (deployments with real
// partners). Its port comes from PROVIDER_SANDBOX_PORT, else from PROVIDER_SANDBOX_URL, else 8090.
// The sandbox payment provider (server/sandbox-pay, docs/payments.md) runs beside it the same way
// unless PAY_SANDBOX=0: port PAY_SANDBOX_PORT, else PAY_SANDBOX_URL's, else 8091.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const sandboxEnabled = (env = process.env) => env.PROVIDER_SANDBOX !== '0'

/** The port the sandbox listens on and the URL the server reaches it at. */
export function sandboxAddress(env = process.env) {
  const url = env.PROVIDER_SANDBOX_URL ? new URL(env.PROVIDER_SANDBOX_URL) : null
  const port = Number(env.PROVIDER_SANDBOX_PORT || url?.port || 8090)
  return { port, url: env.PROVIDER_SANDBOX_URL?.replace(/\/$/, '') || `http://127.0.0.1:${port}` }
}

/**
 * Start server/sandbox/main.ts on `port`, calling the server's seamless callbacks at `apiUrl`.
 * `stop()` ends it (SIGTERM, then SIGKILL after 5 s) and resolves once it has exited.
 */
export function startSandbox({
  root,
  port,
  apiUrl,
  env = process.env,
  stdio = 'inherit',
  log = console.log,
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'sandbox', 'main.ts')], {
    cwd: root,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : stdio,
    env: { ...env, PROVIDER_SANDBOX_PORT: String(port), GAME_API_URL: apiUrl },
  })
  return stoppable(child, log, 'the sandbox partner exited', 'its venues show as under maintenance')
}

export const paySandboxEnabled = (env = process.env) => env.PAY_SANDBOX !== '0'

/** The port the sandbox payment provider listens on and the URL the server and browsers reach it at. */
export function paySandboxAddress(env = process.env) {
  const url = env.PAY_SANDBOX_URL ? new URL(env.PAY_SANDBOX_URL) : null
  const port = Number(env.PAY_SANDBOX_PORT || url?.port || 8091)
  return { port, url: env.PAY_SANDBOX_URL?.replace(/\/$/, '') || `http://127.0.0.1:${port}` }
}

/** Start server/sandbox-pay/main.ts on `port`; `stop()` as for the partner. */
export function startPaySandbox({ root, port, env = process.env, stdio = 'inherit', log = console.log }) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'sandbox-pay', 'main.ts')], {
    cwd: root,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : stdio,
    env: { ...env, PAY_SANDBOX_PORT: String(port) },
  })
  return stoppable(child, log, 'the sandbox payment provider exited', 'deposits wait for an operator')
}

function stoppable(child, log, what, consequence) {
  let stopping = false
  child.on('exit', (code, signal) => {
    if (!stopping) log(`[sandbox] ${what} (${signal ?? code}): ${consequence}`)
  })
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        stopping = true
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const t = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(t)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
