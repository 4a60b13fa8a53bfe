// The deposit page's first reads, asked for at start-up together with its code (warmRoute in
// src/routes/table.tsx) when the player opens /mine/recharge directly. The deposit machine and the
// protection gate then find them under way or answered (shared member reads, src/api/client.ts).
import { getcard, getpaybank } from '../../api/cashier'
import { protectionStatus } from '../../api/protection'
import { banklist, getPayWay } from '../../api/site'

export function warmDeposit() {
  for (const read of [
    getPayWay(),
    getpaybank(),
    banklist(),
    getcard({ type: 1 }),
    getcard({ type: 2 }),
    protectionStatus(),
  ])
    read.catch(() => {
      // The page asks again and shows the failure there.
    })
}
