// Domain refusals, apart from HTTP: services, the ledger and games throw a BizError with a code of the
// contract (core/contract/codes) and a message catalog key; the HTTP layer (http/route.ts) turns it into
// the envelope, the command line into its output. See docs/architecture.md.
/** A refusal: answered as HTTP 200 with this code and the translated message. */
export class BizError extends Error {
  readonly code: number
  readonly key: string
  readonly params?: Record<string, string | number>
  readonly data: unknown
  constructor(code: number, key: string, params?: Record<string, string | number>, data: unknown = null) {
    super(key)
    this.name = 'BizError'
    this.code = code
    this.key = key
    this.params = params
    this.data = data
  }
}
