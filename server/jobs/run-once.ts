// Exactly-once for a job across processes: the job's (job, run_key) row in job_runs is claimed in the
// same transaction as its work, so a failed run leaves no claim and a later attempt retries, and a run
// that another process claimed is skipped. The jobs import it from here, and the scheduler imports the
// jobs: keeping it out of scheduler.ts keeps the import graph free of cycles.
import type { Db, Query } from '../db/client'
import { jobRuns } from '../ops/metrics'

/** Run `work` once for (job, key): null when another run already claimed the key. */
export async function runOnce<T>(
  db: Db,
  job: string,
  key: string,
  work: (q: Query) => Promise<T>,
): Promise<T | null> {
  try {
    const out = await db.tx(async (q) => {
      const claimed = await q(
        'INSERT INTO job_runs (job, run_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job',
        [job, key],
      )
      if (!claimed.length) return null
      const done = await work(q)
      await q('UPDATE job_runs SET finished_at = now(), detail = $3 WHERE job = $1 AND run_key = $2', [
        job,
        key,
        String(done),
      ])
      return done
    })
    jobRuns.inc({ job, outcome: out === null ? 'skipped' : 'ran' })
    return out
  } catch (e) {
    jobRuns.inc({ job, outcome: 'failed' })
    throw e
  }
}
