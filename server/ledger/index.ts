// The ledger (docs/money.md): the one place a balance changes. transfer.ts moves money (two immutable
// entries per transfer, accounts locked in id order, idempotency by key), holds.ts reserves and settles
// it exactly once, wallets.ts opens and reads player wallets, check.ts audits the whole. Every function
// takes the caller's `q`: run it inside db.tx.
export * from './check'
export * from './holds'
export * from './transfer'
export * from './types'
export * from './wallets'
