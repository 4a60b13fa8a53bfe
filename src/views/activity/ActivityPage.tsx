import { activitylist, activitytype } from '../../api/site'
import { useT } from '../../i18n'
import { navigateTo } from '../../routes/navigate'
import { href, paths, withQuery } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { EmptyState, Spinner, Tabs } from '../ui'

/** /activity: a tab for all plus one per activity type; a grid of cards opening /activityInfo. */
export default function ActivityPage() {
  const t = useT()
  const { query } = useHashRoute()
  const type = Number(query.get('type')) || 0
  const types = useResource(() => activitytype())
  const list = useResource(
    (input: { type: number }) => activitylist(input.type ? { type: input.type } : {}),
    { type },
  )
  const items = [
    { key: 0, label: t('public.activity.all') },
    ...(types.data ?? []).map((x) => ({ key: x.id, label: x.name })),
  ]
  const rows = list.data?.data ?? []
  return (
    <div className="pb-16">
      <header className="relative overflow-hidden border-white/6 border-b bg-navy-900">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 left-1/3 size-[30rem] rounded-full bg-cta-500/10 blur-3xl"
        />
        <div className="relative mx-auto max-w-page px-4 py-8 md:py-12">
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">
            {t('public.activity.title')}
          </h1>
        </div>
      </header>
      <div className="mx-auto max-w-page px-4 pt-6">
        <Tabs
          variant="pill"
          label={t('public.activity.title')}
          items={items}
          selected={type}
          onChange={(k) =>
            navigateTo(withQuery(paths.activity(), { type: k || undefined }), { replace: true })
          }
        />
        <div className="mt-6">
          {list.loading && !list.data ? (
            <div className="flex justify-center py-24">
              <Spinner size="lg" />
            </div>
          ) : rows.length === 0 ? (
            <EmptyState title={t('public.activity.empty')} />
          ) : (
            <ul aria-label={t('public.activity.title')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((a, i) => (
                <li key={a.id}>
                  <a
                    href={href(paths.activityInfo(a.id))}
                    className="group block overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:-translate-y-1 hover:border-gold-400/40 hover:shadow-gold"
                  >
                    <div className="aspect-[8/3] overflow-hidden">
                      <img
                        src={a.banner}
                        alt={a.title}
                        // The first card is on screen at once (the page's largest paint): fetched first.
                        loading={i === 0 ? 'eager' : 'lazy'}
                        fetchPriority={i === 0 ? 'high' : 'auto'}
                        decoding="async"
                        className="size-full object-cover transition duration-500 group-hover:scale-105"
                      />
                    </div>
                    <div className="flex items-center justify-between gap-3 p-4">
                      <div className="min-w-0">
                        <h2 className="truncate font-semibold text-ink-50">{a.title}</h2>
                        <p className="mt-1 text-ink-400 text-xs">
                          {t('public.activity.createdAt', { time: a.created_at })}
                        </p>
                      </div>
                      <span className="shrink-0 text-gold-300 text-sm group-hover:text-gold-100">
                        {t('public.activity.details')} ›
                      </span>
                    </div>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  )
}
