import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { cx } from './cx'

let hooked = false

/** DOMPurify with one house rule: links in server HTML open in a new tab and never leak the opener. */
export const sanitize = (html: string) => {
  // Registered on first use, not at import, so importing this module has no side effect.
  if (!hooked) {
    hooked = true
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

/** Renders HTML that came from the server (welcome modal, help, activity rules, inbox) after DOMPurify. */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string
  className?: string
  as?: 'div' | 'section' | 'article'
}) {
  const clean = useMemo(() => sanitize(html), [html])
  return (
    <Tag
      className={cx(
        'text-ink-200 leading-relaxed [&_a]:text-gold-300 [&_a]:underline [&_h1]:mb-3 [&_h1]:text-gold-100 [&_h1]:text-xl [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-gold-100 [&_h2]:text-lg [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink-50 [&_img]:max-w-full [&_img]:rounded-md [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_strong]:text-gold-200 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-white/10 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-white/10 [&_th]:bg-navy-800 [&_th]:px-3 [&_th]:py-2 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
