// What players read of the baccarat table: the shared shoe table's views (shoe-table-view.ts) over
// the baccarat table of baccarat.ts.
import type { Db } from '../db/client'
import { BACCARAT_TABLE } from './baccarat'
import { contributeSeed, shoeDetail, tableState } from './shoe-table-view'

export const baccaratState = (db: Db, userId: number, now?: Date) =>
  tableState(BACCARAT_TABLE, db, userId, now)

export const contributeBaccarat = (db: Db, userId: number, seed: string) =>
  contributeSeed(BACCARAT_TABLE, db, userId, seed)

export const baccaratShoe = (db: Db, shoeId: number) => shoeDetail(BACCARAT_TABLE, db, shoeId)
