// The player page's first reads, sent inside index.html (docs/delivery.md, "First reads in the page").
// A visitor's browser would otherwise ask for the settings, the banners, the notices and the game list
// only after the JavaScript has arrived and run: one more round trip before the home page can show its
// venues. The page carries them as a JSON data block (not a script: nothing runs, the CSP is
// unchanged); src/main.tsx hands them to the API client as the answers of those calls. The answers
// are the calls' own, in the default language, made for each page request (four indexed reads).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GameEntry } from '../../core/contract'
import { firstHomeVenue } from '../../core/contract/categories'
import type { Query } from '../db/client'
import { appSettings } from '../routes/site'
import { banners, gameList, homeNotices } from '../services/content'
import { escapeAttr } from '../services/html'
import { REVALIDATE } from './delivery'

const BOOT_LANG = 'zh'

/** The reads, as the client asks for them: [call name, request body, answer data]. */
export async function bootReads(q: Query, origin: string) {
  const [app, games, bannerList, notices] = await Promise.all([
    appSettings(q, BOOT_LANG, origin),
    gameList(q, '', BOOT_LANG),
    banners(q, 1, BOOT_LANG),
    homeNotices(q, BOOT_LANG),
  ])
  return {
    lang: BOOT_LANG,
    reads: [
      ['app', null, app],
      ['gameList', { category: '' }, games],
      ['bannerList', { type: 1 }, bannerList],
      ['homenotice', null, notices],
    ],
  }
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The pictures in view when the home page opens: the header's logo, the first banner, and the first
 * listed venue of the first tab (live casino), which is the largest thing on a phone's first screen
 * (src/views/home/GameTabs.tsx). Preloaded from the page itself, they load while the code does; on
 * any other page they cost two small SVGs. Only same-site paths (an operator could enter anything).
 */
export function firstPictures(reads: Awaited<ReturnType<typeof bootReads>>['reads']) {
  const data = (name: string) => reads.find(([n]) => n === name)?.[2]
  const banner = (data('bannerList') as { src: string }[] | undefined)?.[0]?.src
  const venue = firstHomeVenue((data('gameList') as GameEntry[] | undefined) ?? [])?.mobile_img
  const logo = (data('app') as { site_logo?: string } | undefined)?.site_logo
  return [logo, banner, venue].filter(
    (src): src is string => !!src && src.startsWith('/') && !src.startsWith('//'),
  )
}

/** The app shell (index.html) shows the operator's logo when one is set, as the header then will. */
export function withShellLogo(html: string, reads: Awaited<ReturnType<typeof bootReads>>['reads']) {
  const logo = (reads.find(([n]) => n === 'app')?.[2] as { site_logo?: string } | undefined)?.site_logo
  if (!logo) return html
  return html.replace(
    /<img src="[^"]*"([^>]*data-shell-logo)/,
    (_, rest: string) => `<img src="${escapeAttr(logo)}"${rest}`,
  )
}

type Rendered = { html: Buffer; br: Buffer; gzip: Buffer }

/**
 * index.html with the first reads, compressed both ways. When the reads fail (the database is away),
 * the plain page goes out: the SPA then asks for them itself.
 */
export function bootPage(root: string, q: Query) {
  const template = readFileSync(join(root, 'index.html'), 'utf8')
  const pending = new Map<string, Promise<Rendered>>()

  const render = async (origin: string): Promise<Rendered> => {
    let html = template
    try {
      const boot = await bootReads(q, origin)
      const pictures = firstPictures(boot.reads)
        .map((src) => `<link rel="preload" as="image" href="${escapeAttr(src)}">`)
        .join('')
      html = withShellLogo(template, boot.reads).replace(
        '</head>',
        `${pictures}<script type="application/json" id="boot">${scriptSafeJson(boot)}</script></head>`,
      )
    } catch {
      // The page without its reads still works.
    }
    const body = Buffer.from(html)
    return {
      html: body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(body),
    }
  }

  // Made for every page request, never kept: an operator's change (maintenance, a banner) reaches the
  // next visitor at once, as the settings page promises. Requests at the same moment share one make.
  const page = (origin: string) => {
    let p = pending.get(origin)
    if (!p) {
      p = render(origin)
      p.finally(() => pending.delete(origin)).catch(() => {})
      pending.set(origin, p)
    }
    return p
  }

  return async (req: FastifyRequest, reply: FastifyReply) => {
    // The page's own address (never the Referer: a visitor arriving from another site would make that
    // site the origin of the links in the settings).
    const r = await page(`${req.protocol}://${req.host}`)
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', r.br]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', r.gzip]
        : [null, r.html]
    reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding')
    if (encoding) reply.header('Content-Encoding', encoding)
    return reply.type('text/html; charset=utf-8').send(body)
  }
}
