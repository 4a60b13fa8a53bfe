// An audited CSV export saved as a file: the server answers the CSV itself (and writes the audit
// entry), or an envelope with its message, which is thrown as a ConsoleError (api.ts `file`).
import { file } from './api'

export async function downloadCsv(path: string, name: string, fallback: string) {
  const url = URL.createObjectURL(await file(path, /text\/csv/, fallback))
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  URL.revokeObjectURL(url)
}
