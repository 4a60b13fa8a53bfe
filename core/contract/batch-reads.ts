// Several reads in one request (docs/delivery.md, "Reads in one request"). A page opening asks for
// up to eight reads at once; over HTTP/1.1 a browser opens at most six connections to a site, so the
// rest wait a whole round trip, while the page's code waits for its own share of the same six. The
// client sends the reads it starts in the same moment as one POST /api/batch; the server answers each
// as if it had come on its own (same session, rules, limits and answer).
//
// This file has no zod on purpose: the client keeps this list in its smallest bundle. The call itself
// and the proof that every entry names a call of the contract are in ./batch.ts and its test.

/** At most this many reads in one batch (a page's first screen asks for eight). */
export const BATCH_MAX = 8

/**
 * The calls a batch may carry, as "METHOD path": reads that change nothing and answer the same alone
 * or together. Anything else (money, settings, log-in, one-time links) is refused inside a batch.
 */
export const BATCH_READS: ReadonlySet<string> = new Set([
  'POST /api/app',
  'GET /api/game/list',
  'POST /api/homenotice',
  'POST /api/bannerList',
  'POST /api/article',
  'POST /api/gamelistBycode',
  'POST /api/activitytype',
  'POST /api/activitylist',
  'POST /api/activitydeatil',
  'POST /api/uservip',
  'POST /api/banklist',
  'GET /api/get_pay_way',
  'POST /api/getpaybank',
  'POST /api/getPayRange',
  'POST /api/depositOffers',
  'POST /api/getcard',
  'POST /api/balance',
  'POST /api/user',
  'POST /api/betrecord',
  'POST /api/gettransrecord',
  'POST /api/getfanshui',
  'GET /api/protection',
])

export const batchable = (method: string, path: string) => BATCH_READS.has(`${method} ${path}`)
