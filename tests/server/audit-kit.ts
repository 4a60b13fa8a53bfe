// Tampering with the audit log as someone who holds the database's owner role would: triggers bypassed
// for one statement (session_replication_role = replica, allowed to a superuser only), so the tests see
// what `audit:check` finds when the trigger of migration 0026 is not in the way.
import type { Db } from '../../server/db/client'

export const asOwner = (db: Db, sql: string, params: unknown[] = []) =>
  db.tx(async (q) => {
    await q('SET LOCAL session_replication_role = replica')
    return q(sql, params)
  })
