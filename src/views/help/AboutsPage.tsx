import { article } from '../../api/site'
import { useT } from '../../i18n'
import { navigateTo } from '../../routes/navigate'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { EmptyState, SafeHtml, Spinner, Tabs } from '../ui'

export const HELP_TYPES = [1, 2, 3, 4, 5] as const
export type HelpType = (typeof HELP_TYPES)[number]

export const helpType = (raw: string | null): HelpType => {
  const n = Number(raw)
  return (HELP_TYPES as readonly number[]).includes(n) ? (n as HelpType) : 1
}

/**
 * /abouts?type=1..5: 1 FAQ, 2 responsible gambling, 3 privacy, 4 disclaimer, 5 contact us.
 * The tab is read from the query on every route change; a click changes the query.
 */
export default function AboutsPage() {
  const t = useT()
  const { query } = useHashRoute()
  const type = helpType(query.get('type'))
  const doc = useResource((input: { type: number }) => article({ type: input.type }), { type })
  return (
    <div className="pb-16">
      <header className="relative overflow-hidden border-white/6 border-b bg-navy-900">
        <div className="relative mx-auto max-w-page px-4 py-8 md:py-12">
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">
            {t('public.help.title')}
          </h1>
        </div>
      </header>
      <div className="mx-auto grid max-w-page gap-6 px-4 pt-6 md:grid-cols-[220px_1fr]">
        <Tabs
          variant="card"
          label={t('public.help.title')}
          className="md:[&_[role=tablist]]:flex-col"
          items={HELP_TYPES.map((k) => ({ key: k, label: t(`public.help.${k}`) }))}
          selected={type}
          onChange={(k) => navigateTo(paths.abouts(k))}
        />
        <section
          aria-label={t(`public.help.${type}`)}
          className="min-h-64 rounded-2xl border border-white/8 bg-surface p-5 shadow-card md:p-8"
        >
          <h2 className="mb-4 font-semibold text-gold-100 text-xl">{t(`public.help.${type}`)}</h2>
          {doc.loading ? (
            <div className="flex justify-center py-16">
              <Spinner size="lg" />
            </div>
          ) : doc.data?.content ? (
            <SafeHtml html={doc.data.content} />
          ) : (
            <EmptyState title={t('public.help.empty')} />
          )}
        </section>
      </div>
    </div>
  )
}
