// Server tests: each worker opens its database lazily through tests/server/helpers.ts; this closes it
// (and drops the PostgreSQL schema of the run) when the worker's file is done.
import { afterAll } from 'vitest'
import { closeTestDb } from '../server/helpers'

afterAll(async () => {
  await closeTestDb()
})
