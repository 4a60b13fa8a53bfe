// The msw server for tests (tests/setup/web.ts).
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
