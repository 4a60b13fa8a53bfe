// The server's rich-text sanitiser (docs/content.md, "Rich text"). Operators write HTML for help pages,
// activity rules, notices, the welcome modal and inbox messages; what is stored is rebuilt from an
// allowlist: known tags only, known attributes only, links and images only http(s) or site-relative,
// no comments, scripts, styles, event handlers or inline CSS; every text is re-escaped and every open
// tag closed. The player site sanitises again when it renders (DOMPurify in src/views/ui/SafeHtml.tsx).
import { isLink } from '../../core/contract/admin/content'

const VOID = new Set(['br', 'hr', 'img'])
const TAGS: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
}
const URL_ATTRS = new Set(['href', 'src'])
const NUMBER_ATTRS = new Set(['colspan', 'rowspan', 'width', 'height'])
/** Elements whose whole content goes with them. */
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Character references decoded, so `java&#115;cript:` is judged as what a browser reads. */
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, h: string) =>
      String.fromCodePoint(Math.min(0x10ffff, parseInt(h, 16))),
    )
    .replace(/&#(\d{1,7});?/g, (_, d: string) => String.fromCodePoint(Math.min(0x10ffff, Number(d))))
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&')

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributes(tag: string, raw: string): string {
  const allowed = TAGS[tag]
  let out = ''
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase()
    if (!allowed.includes(name)) continue
    const value = decode(m[2] ?? m[3] ?? m[4] ?? '').trim()
    if (URL_ATTRS.has(name) && !isLink(value)) continue
    if (NUMBER_ATTRS.has(name) && !/^\d{1,4}$/.test(value)) continue
    out += ` ${name}="${escapeAttr(value)}"`
  }
  if (tag === 'a' && out.includes(' href="')) out += ' rel="noopener noreferrer" target="_blank"'
  return out
}

/** Rich text as it may be stored and shown: see the header. */
export function sanitizeHtml(input: string): string {
  const html = input.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '')
  const open: string[] = []
  let out = ''
  let last = 0
  for (const m of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, m.index))
    last = m.index + m[0].length
    const closing = m[1] === '/'
    const tag = m[2].toLowerCase()
    if (!(tag in TAGS)) continue
    if (closing) {
      const at = open.lastIndexOf(tag)
      if (at < 0) continue
      while (open.length > at) out += `</${open.pop()}>`
      continue
    }
    out += `<${tag}${attributes(tag, m[3])}>`
    if (!VOID.has(tag)) open.push(tag)
  }
  out += escapeText(html.slice(last))
  while (open.length) out += `</${open.pop()}>`
  return out
}
