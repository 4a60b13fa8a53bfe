import { useMachine } from '@xstate/react'
import { activitydeatil } from '../../api/site'
import { useT } from '../../i18n'
import { activityApplyMachine } from '../../machines/activityApply.machine'
import { useIsLoggedIn } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { Button, Card, EmptyState, SafeHtml, Spinner } from '../ui'

/** /activityInfo?id=: banner, rules HTML, memo HTML, the floating apply button when logged in. */
export default function ActivityInfoPage() {
  const t = useT()
  const { query } = useHashRoute()
  const id = Number(query.get('id')) || 0
  const detail = useResource(
    (input: { id: number }) => (input.id ? activitydeatil({ id: input.id }) : Promise.resolve(null)),
    { id },
  )
  const loggedIn = useIsLoggedIn()
  const a = detail.data
  return (
    <div className="mx-auto w-full max-w-page px-4 pt-6 pb-28">
      <a href={href(paths.activity())} className="text-gold-300 text-sm hover:text-gold-100">
        ‹ {t('public.activity.back')}
      </a>
      {detail.loading && !a ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : !a ? (
        <EmptyState title={t('public.activity.notFound')} className="mt-6" />
      ) : (
        <article className="mt-4 flex flex-col gap-6">
          <img
            src={a.banner}
            alt={a.title}
            className="aspect-[8/3] w-full rounded-2xl border border-white/8 object-cover shadow-card"
          />
          <header>
            <h1 className="font-semibold text-2xl text-gold-gradient">{a.title}</h1>
            <p className="mt-1 text-ink-400 text-sm">
              {t('public.activity.createdAt', { time: a.created_at })}
            </p>
          </header>
          <Card title={t('public.activity.rules')}>
            <SafeHtml html={a.content} />
          </Card>
          {a.memo ? (
            <Card title={t('public.activity.memo')}>
              <SafeHtml html={a.memo} />
            </Card>
          ) : null}
          {loggedIn ? <ApplyButton key={a.id} activityId={a.id} /> : null}
        </article>
      )}
    </div>
  )
}

function ApplyButton({ activityId }: { activityId: number }) {
  const t = useT()
  const [snap, send] = useMachine(activityApplyMachine, { input: { activityId } })
  return (
    // Below lg it floats above the phone's tab bar (src/views/layout/BottomBar.tsx, 4rem high).
    <div className="fixed inset-x-0 bottom-22 z-30 flex justify-center px-4 md:right-10 md:left-auto md:justify-end lg:bottom-6">
      <Button
        variant="cta"
        size="lg"
        className="min-w-48 shadow-cta"
        loading={snap.hasTag('busy')}
        onClick={() => send({ type: 'apply.submit' })}
      >
        {t('public.activity.apply')}
      </Button>
    </div>
  )
}
