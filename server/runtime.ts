// A small runtime file in the data directory (DATA_DIR/admin.json) that tells the tools on this
// machine where the running server's operator API listens: written after both ports listen, removed
// at a clean shutdown. A file left by a crash names a dead process; readers check the pid.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataDir } from './secrets'

export type Runtime = { pid: number; adminPort: number; adminHost: string }

export const runtimeFile = (env: NodeJS.ProcessEnv = process.env) => join(dataDir(env), 'admin.json')

/** Writes the file; answers the error instead of throwing (a read-only data dir must not stop the site). */
export function writeRuntimeFile(r: Omit<Runtime, 'pid'>): Error | null {
  const file = runtimeFile()
  try {
    mkdirSync(dataDir(), { recursive: true, mode: 0o700 })
    writeFileSync(`${file}.tmp`, `${JSON.stringify({ pid: process.pid, ...r })}\n`, { mode: 0o600 })
    renameSync(`${file}.tmp`, file)
    return null
  } catch (e) {
    return e as Error
  }
}

/** Removes the file only when this process wrote it. */
export function removeRuntimeFile() {
  const r = readRuntimeFile()
  if (r?.pid === process.pid) rmSync(runtimeFile(), { force: true })
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The running server's runtime record, or null (no file, unreadable, or its process is gone). */
export function readRuntimeFile(env: NodeJS.ProcessEnv = process.env): Runtime | null {
  try {
    const r = JSON.parse(readFileSync(runtimeFile(env), 'utf8')) as Runtime
    return Number.isInteger(r.adminPort) && Number.isInteger(r.pid) && alive(r.pid) ? r : null
  } catch {
    return null
  }
}
