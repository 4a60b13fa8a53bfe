// An audited CSV export saved as a file: the server answers the CSV itself (and writes the audit
// entry), or an envelope with its message, which is thrown.
import { getToken } from './api'

export async function downloadCsv(path: string, name: string, fallback: string) {
  const res = await fetch(path, { headers: { authorization: `Bearer ${getToken() ?? ''}` } })
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/csv')) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? fallback)
  }
  const url = URL.createObjectURL(await res.blob())
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  URL.revokeObjectURL(url)
}
