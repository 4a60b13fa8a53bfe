// One database handle for both engines: embedded PGlite (data under ./data, the default) or
// PostgreSQL when DATABASE_URL is set. Both speak the same SQL; Drizzle sits on top of either.
// `sql` is the raw escape hatch for the ledger's row locks and for migrations.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { isDbUnavailable } from './faults'
import { migrate } from './migrate'

export type Engine = 'pglite' | 'postgres'

export type DbOptions = {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  url?: string
  /** PGlite data directory; `memory://` for a throwaway database. Default ./data/pglite. */
  dataDir?: string
  /**
   * A streaming replica of `url` for reads that may lag (record lists): DATABASE_REPLICA_URL by
   * default; '' for none. Without one those reads go to the primary (docs/scaling.md).
   */
  replicaUrl?: string
  /** PostgreSQL schema to use (tests give each run its own). */
  schema?: string
  poolSize?: number
  /**
   * application_name of every connection (the LISTEN one gets `:listen` after it), so an operator or a
   * test can find this process's backends in pg_stat_activity. Default `jinding:<pid>`.
   */
  appName?: string
  /** How long to wait for a connection (a new one or a free pool slot) before failing. */
  connectTimeoutMs?: number
  /** Client-side limit of one statement; a statement over it fails and its connection is dropped. */
  queryTimeoutMs?: number
  /** Apply pending migrations on open (default). Read-only tools pass false: they never create tables. */
  migrate?: boolean
  /** Where pool and LISTEN connection faults are reported (they are survived, never thrown). */
  onFault?: (what: string, err: unknown) => void
  /**
   * PGlite only: start from this data directory (a gzipped tar, as dumpDataDir makes it) instead of an
   * empty cluster, in memory too. The server tests open every file's database from one migrated copy.
   */
  loadDataDir?: Blob
}

export type Db = Awaited<ReturnType<typeof openDb>>
export type Drizzle = Db['orm']

/** Rows of a raw query. Params are $1, $2… on both engines. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

export type PoolStats = { inUse: number; idle: number; waiting: number }

/** A LISTEN subscription: `live` is false while the channel may be missing notifications. */
export type Listener = { readonly live: boolean; close(): Promise<void> }

// Every parameterised statement is a named prepared statement: each pooled connection parses and
// plans it once, then only binds and executes. Statement texts are fixed strings in the code (values
// always travel as parameters), so the set of names stays small (capped all the same). Texts
// without parameters may hold several statements (migrations), which only the simple protocol runs.
const statementNames = new Map<string, string>()
const statement = (text: string, params?: unknown[]): pg.QueryConfig => {
  if (!params?.length) return { text }
  let name = statementNames.get(text)
  if (!name) {
    if (statementNames.size >= 1000) return { text, values: params }
    name = `s${statementNames.size}`
    statementNames.set(text, name)
  }
  return { name, text, values: params }
}

/**
 * A brand-new PGlite data directory starts from the prepared empty cluster (PGLITE_TEMPLATE, made by
 * `npm start` once per machine) instead of running initdb: a copy instead of seconds of work.
 */
function fromTemplate(dataDir: string) {
  const template = process.env.PGLITE_TEMPLATE
  if (dataDir.startsWith('memory://') || !template || existsSync(join(dataDir, 'PG_VERSION'))) return {}
  if (!existsSync(template)) return {}
  return { loadDataDir: new Blob([readFileSync(template)]) }
}

const errorText = (err: unknown) =>
  err instanceof Error ? `${(err as { code?: string }).code ?? err.name} ${err.message}` : String(err)

export async function openDb(opts: DbOptions = {}) {
  const url = opts.url ?? process.env.DATABASE_URL
  if (url) {
    if (opts.schema) {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`)
      await admin.end()
    }
    const appName = opts.appName ?? `jinding:${process.pid}`
    const connectTimeoutMs = opts.connectTimeoutMs ?? (Number(process.env.DB_CONNECT_TIMEOUT_MS) || 5000)
    const queryTimeoutMs = opts.queryTimeoutMs ?? (Number(process.env.DB_QUERY_TIMEOUT_MS) || 30_000)
    const onFault = opts.onFault ?? ((what, err) => console.warn(`database: ${what}: ${errorText(err)}`))
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? (Number(process.env.DB_POOL_SIZE) || 10),
      application_name: appName,
      // Bounded waits: a database that is away fails a call in seconds (HTTP 503) instead of hanging it.
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: queryTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    })
    // A connection the database ends while it sits idle in the pool (or between two statements of a
    // checked-out client) raises 'error' on the pool or the client; unheard, that would end the process.
    // The pool drops the broken client and opens a new one on the next call.
    pool.on('error', (err) => onFault('idle connection lost', err))
    pool.on('connect', (client) => client.on('error', (err) => onFault('connection lost', err)))
    // Money columns are BIGINT; keep them as strings from pg and convert explicitly where read.
    const orm = drizzlePg(pool)
    const query: Query = async (text, params) => (await pool.query(statement(text, params))).rows
    const replicaUrl = opts.replicaUrl ?? process.env.DATABASE_REPLICA_URL
    const replica = replicaUrl
      ? new pg.Pool({
          connectionString: replicaUrl,
          max: opts.poolSize ?? (Number(process.env.DB_POOL_SIZE) || 10),
          application_name: `${appName}:replica`,
          connectionTimeoutMillis: connectTimeoutMs,
          query_timeout: queryTimeoutMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
        })
      : null
    replica?.on('error', (err) => onFault('idle replica connection lost', err))
    replica?.on('connect', (client) => client.on('error', (err) => onFault('replica connection lost', err)))
    const db = {
      engine: 'postgres' as Engine,
      orm,
      query,
      /**
       * Reads that may lag the primary by the replica's delay (a player's record lists): the replica
       * when there is one, else the primary. Never for a read a money decision depends on.
       */
      read: replica
        ? ((async (text, params) => (await replica.query(statement(text, params))).rows) as Query)
        : query,
      /** Whether `read` goes to a replica (readiness and the tests). */
      hasReplica: replica !== null,
      /** Connections checked out, idle in the pool, and callers waiting for one (metrics). */
      poolStats: (): PoolStats => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      /** Run fn in one transaction on one connection; fn gets a query bound to it. */
      async tx<T>(fn: (q: Query) => Promise<T>): Promise<T> {
        const client = await pool.connect()
        // A connection that failed (lost, timed out, or refused ROLLBACK) never goes back to the pool.
        let broken: Error | undefined
        try {
          await client.query('BEGIN')
          const q: Query = async (text, params) => (await client.query(statement(text, params))).rows
          const out = await fn(q)
          await client.query('COMMIT')
          return out
        } catch (e) {
          if (isDbUnavailable(e)) broken = e as Error
          await client.query('ROLLBACK').catch((r: Error) => {
            broken ??= r
          })
          throw e
        } finally {
          client.release(broken)
        }
      },
      /**
       * LISTEN on a dedicated connection (a pooled one would be handed to other work). On a lost
       * connection `onGap` runs (notifications may have been missed) and it reconnects with backoff.
       */
      async listen(
        channel: string,
        onNotify: (payload: string) => void,
        onGap: () => void,
      ): Promise<Listener> {
        let client: pg.Client | null = null
        let live = false
        let closed = false
        let retry: NodeJS.Timeout | undefined
        const connect = async (delayMs: number) => {
          const c = new pg.Client({
            connectionString: url,
            application_name: `${appName}:listen`,
            connectionTimeoutMillis: connectTimeoutMs,
            keepAlive: true,
            keepAliveInitialDelayMillis: 10_000,
          })
          // Registered before connecting: an error at any moment is a lost channel, never a crash.
          c.on('error', (err) => {
            onFault('LISTEN connection lost', err)
            lost(c, delayMs)
          })
          try {
            await c.connect()
            c.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''))
            // Once connected, the next loss starts the backoff again from its shortest wait.
            c.removeAllListeners('error')
            c.on('error', (err) => {
              onFault('LISTEN connection lost', err)
              lost(c, 500)
            })
            c.on('end', () => lost(c, 500))
            await c.query(`LISTEN "${channel}"`)
            if (closed) return void (await c.end().catch(() => {}))
            client = c
            live = true
          } catch {
            await c.end().catch(() => {})
            lost(c, delayMs)
          }
        }
        const lost = (c: pg.Client, delayMs: number) => {
          if (client && client !== c) return
          client = null
          live = false
          onGap()
          if (closed || retry) return
          const next = Math.min(delayMs * 2, 5_000)
          retry = setTimeout(() => {
            retry = undefined
            void connect(next)
          }, delayMs)
          retry.unref()
        }
        await connect(500)
        return {
          get live() {
            return live
          },
          async close() {
            closed = true
            live = false
            clearTimeout(retry)
            const c = client
            client = null
            await c?.end().catch(() => {})
          },
        }
      },
      /** PGlite only: PostgreSQL is backed up with pg_dump (server/ops/backup.ts). */
      async dumpDataDir(): Promise<Blob> {
        throw new Error('dumpDataDir is PGlite only; PostgreSQL is backed up with pg_dump')
      },
      async close() {
        await Promise.all([pool.end(), replica?.end()])
      },
    }
    if (opts.migrate !== false) await migrate(db.query, db.tx)
    return db
  }

  const dataDir = opts.dataDir ?? process.env.PGLITE_DIR ?? join(process.env.DATA_DIR || './data', 'pglite')
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const lite = await PGlite.create(
    dataDir,
    opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : fromTemplate(dataDir),
  )
  const orm = drizzlePglite(lite)
  // Without params a text may hold several statements (migrations): PGlite's exec runs those.
  const run = async (t: Pick<PGlite, 'query' | 'exec'>, text: string, params?: unknown[]) =>
    (params?.length ? (await t.query(text, params)).rows : ((await t.exec(text)).at(-1)?.rows ?? [])) as never
  // PGlite has one connection and queues every call behind it: the calls under way, counted for the
  // pool metrics (one is on the connection, the rest wait).
  let calls = 0
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    calls++
    try {
      return await work()
    } finally {
      calls--
    }
  }
  const query: Query = (text, params) => counted(() => run(lite, text, params))
  const db = {
    engine: 'pglite' as Engine,
    orm,
    query,
    /** One process, one database: lagging reads are ordinary reads. */
    read: query,
    hasReplica: false,
    poolStats: (): PoolStats => ({
      inUse: Math.min(calls, 1),
      idle: calls > 0 ? 0 : 1,
      waiting: Math.max(calls - 1, 0),
    }),
    async tx<T>(fn: (q: Query) => Promise<T>): Promise<T> {
      // PGlite has one connection; its transaction() serialises callers, which is what we want.
      return counted(() => lite.transaction(async (t) => fn((text, params) => run(t, text, params))))
    },
    /** PGlite is in-process: notifications arrive with the statement that raised them, never lost. */
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      _onGap: () => void,
    ): Promise<Listener> {
      let live = true
      const unlisten = await lite.listen(channel, onNotify)
      return {
        get live() {
          return live
        },
        async close() {
          live = false
          await unlisten().catch(() => {})
        },
      }
    },
    /**
     * The data directory as a gzipped tar, copied under PGlite's statement lock so that no statement
     * runs during the copy (server/ops/backup.ts says why that is a consistent backup).
     */
    async dumpDataDir(): Promise<Blob> {
      return counted(() => lite.dumpDataDir('gzip'))
    },
    async close() {
      await lite.close()
    },
  }
  if (opts.migrate !== false) await migrate(db.query, db.tx)
  return db
}
