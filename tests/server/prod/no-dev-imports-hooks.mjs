// The resolve hook of no-dev-imports.mjs (module hooks run on their own thread).
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
const dev = Object.keys(pkg.devDependencies ?? {})
const forbidden = ['tsx', ...dev]

export async function resolve(specifier, context, next) {
  const r = await next(specifier, context)
  const url = r.url
  if (/\.[cm]?tsx?$/.test(url)) throw new Error(`production start loaded a TypeScript source: ${url}`)
  const m = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)
  if (m && forbidden.includes(m[1])) throw new Error(`production start loaded ${m[1]} (${url})`)
  return r
}
