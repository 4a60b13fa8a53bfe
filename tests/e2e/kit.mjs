// What several journeys do the same way: the back office's command line, a call as the SPA makes it,
// and picking the first option of a Headless UI listbox.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { ok } from './assert.mjs'

/** `npm run admin -- <args>` against the journey's server; fails the journey when it fails. */
export function admin(baseURL, ...args) {
  const r = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, ADMIN_URL: baseURL },
    encoding: 'utf8',
  })
  ok(r.status === 0, `npm run admin -- ${args.join(' ')} succeeded (${r.stdout}${r.stderr})`)
  return r.stdout
}

/** A call as the SPA makes it (`body` null means GET), with a fresh idempotency key; the envelope. */
export async function api(baseURL, path, body, token) {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === null ? 'GET' : 'POST',
    headers: {
      ...(body === null ? {} : { 'content-type': 'application/json' }),
      authorization: token ? `Bearer ${token}` : '',
      'idempotency-key': randomUUID(),
    },
    body: body === null ? undefined : JSON.stringify(body ?? {}),
  })
  return res.json()
}

/** Opens the listbox in `scope` (its button reads 请选择…) and takes the first option. */
export async function chooseFirst(page, scope) {
  await scope.getByRole('button', { name: /请选择/ }).click()
  await page.getByRole('option').first().click()
}
