// The msw worker for `npm run dev:mock` (loaded by main.tsx only in mock mode).
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)
