// Drizzle view of the account tables that hot paths query with prepared statements (the session
// lookup runs on every authenticated call). The DDL itself is server/db/migrations/0001_accounts.sql.
import { bigint, boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  status: smallint('status').notNull(),
  isagent: smallint('isagent').notNull(),
  vip: integer('vip').notNull(),
  mustChangePassword: boolean('must_change_password').notNull(),
})

export const sessions = pgTable('sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  remember: boolean('remember').notNull(),
})
