// Loaded with `node --import` by tests/server/production.test.ts in front of the compiled server: every
// module the server resolves is checked, and a TypeScript source, tsx or any devDependency refuses to
// load (the production start must run on Node and the runtime dependencies alone).
import { register } from 'node:module'

register(new URL('./no-dev-imports-hooks.mjs', import.meta.url))
