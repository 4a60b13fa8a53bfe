// The payments reconciliation job (server/payments/reconcile.ts): every PAY_RECONCILE_MS (5 s), one
// pass at a time per process. Two processes may run it at once: each payout is claimed by a row
// update before it is sent, and crediting holds the deposit's row lock (docs/payments.md).
import type { Db } from '../db/client'
import { reconcilePayments } from '../payments/reconcile'

export function startPaymentJobs(db: Db, log: (msg: string, err?: unknown) => void) {
  const every = Number(process.env.PAY_RECONCILE_MS) || 5000
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    reconcilePayments(db)
      .catch((err) => log('payments reconciliation failed', err))
      .finally(() => {
        running = false
      })
  }, every)
  timer.unref()
  return () => clearInterval(timer)
}
