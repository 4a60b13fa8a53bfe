// The process: open the database (PGlite under ./data by default, PostgreSQL with DATABASE_URL),
// apply migrations, seed on first start, listen on PORT (8080), and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app'
import { captchaOff, captchaStartProblem } from './auth/captcha-mode'
import { openDb } from './db/client'
import { seed } from './seed'

const started = Date.now()
const port = Number(process.env.PORT) || 8080
const host = process.env.HOST || '0.0.0.0'

const captchaProblem = captchaStartProblem(process.env)
if (captchaProblem) {
  process.stderr.write(`${captchaProblem}\n`)
  process.exit(1)
}

const db = await openDb()
const dbMs = Date.now() - started
await seed(db)
const seedMs = Date.now() - started - dbMs
const app = buildApp({
  db,
  staticDir: process.env.STATIC_DIR,
  logger: {
    level: process.env.LOG_LEVEL || 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
})

// The first log line says so when the captcha is off: nobody should run that way unknowingly.
if (captchaOff(process.env)) app.log.warn('CAPTCHA=off: the register and login captcha is NOT checked')

let closing = false
const shutdown = async (signal: string) => {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, 10_000)
  force.unref()
  try {
    await app.close()
    await db.close()
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'error while shutting down')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port, host })
app.log.info({ port, engine: db.engine, dbMs, seedMs, startupMs: Date.now() - started }, 'ready')
