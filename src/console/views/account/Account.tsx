// 我的账号: who is signed in, the change of one's own password (passwordChange machine) and one's live
// sessions with device, address, start and last activity; any of them can be ended (audited). Its own
// chunk: loaded when opened.
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { OperatorInfo } from '../../../../core/contract/admin'
import type { Res } from '../../endpoints'
import { type ConsoleKey, useT } from '../../i18n'
import { settingsSaveMachine } from '../../machines/settingsSave.machine'
import { Badge, Button, Card, Modal, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ConfirmButtons } from '../DialogButtons'
import { mySessions, revokeMySession } from './calls'
import { PasswordForm } from './PasswordForm'

type Session = Res<'mySessions'>[number]

export default function AccountView({ operator }: { operator: OperatorInfo }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('acct.title')}>
        <span className="flex items-center gap-2 text-sm text-ink-200">
          {operator.username}
          <Badge tone="gold">{t(`role.${operator.role}` as ConsoleKey)}</Badge>
        </span>
      </PageHeader>
      <Card title={t('acct.password')}>
        <PasswordForm username={operator.username} />
      </Card>
      <Sessions />
    </div>
  )
}

function Sessions() {
  const { t } = useT()
  const list = useLoad(mySessions, [], t('app.error'))
  // Ending a session asks first, naming it: the settings save machine with its confirm step
  // (settingsSave.machine.ts); the answer shows above the list.
  const [ended, setEnded] = useState(false)
  const ref = useActorRef(
    settingsSaveMachine.provide({
      actors: {
        save: fromPromise<unknown, Record<string, unknown>>(async ({ input }) => {
          const out = await revokeMySession(Number(input.id))
          setEnded(true)
          list.reload()
          return out
        }),
      },
    }),
    { input: { fallback: t('review.failed') } },
  )
  const ender = useSelector(ref, (s) => ({
    confirming: s.matches('confirming'),
    busy: s.hasTag('busy'),
    error: s.context.error,
    id: s.context.payload?.id,
  }))
  const asked = list.data?.find((s) => s.id === ender.id) ?? null
  const ask = (id: number) => {
    setEnded(false)
    ref.send({ type: 'submit', payload: { id }, confirm: true })
  }
  const back = () => ref.send({ type: 'back' })
  return (
    <Card title={t('acct.sessions')}>
      <p className="mb-3 text-xs text-ink-400">{t('acct.sessions.hint')}</p>
      {ender.error || ended ? (
        <div className="mb-3">
          <Notice kind={ender.error ? 'error' : 'success'} text={ender.error?.text ?? t('acct.ended')} />
        </div>
      ) : null}
      {list.error ? (
        <Notice kind="error" title={t('app.error')} text={list.error}>
          <Button onClick={list.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !list.data ? (
        <p className="p-6 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('acct.sessions')}>
          {list.data.map((s) => (
            <SessionItem key={s.id} s={s} busy={ender.busy && asked?.id === s.id} onEnd={() => ask(s.id)} />
          ))}
        </ul>
      )}
      <Modal
        open={ender.confirming || ender.busy}
        title={t('acct.end')}
        onClose={ender.busy ? () => {} : back}
      >
        <p className="mb-4 text-sm break-words text-ink-200">
          {t('acct.endConfirm', {
            device: asked?.user_agent || '—',
            address: asked?.ip || '—',
            started: asked?.created_at ?? '—',
          })}
        </p>
        <ConfirmButtons
          busy={ender.busy}
          tone="danger"
          onBack={back}
          onConfirm={() => ref.send({ type: 'confirm' })}
        />
      </Modal>
    </Card>
  )
}

function SessionItem({ s, busy, onEnd }: { s: Session; busy: boolean; onEnd: () => void }) {
  const { t } = useT()
  const rows: [ConsoleKey, string][] = [
    ['acct.col.address', s.ip || '—'],
    ['acct.col.started', s.created_at],
    ['acct.col.lastSeen', s.last_seen_at],
    ['acct.col.expires', s.expires_at],
  ]
  return (
    <li className="rounded-sm border border-white/8 bg-navy-950/60 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words text-sm text-ink-100">
          <span className="text-xs text-ink-400">{t('acct.col.device')}：</span>
          {s.user_agent || '—'}
        </span>
        {s.current ? (
          <Badge tone="green">{t('acct.current.badge')}</Badge>
        ) : (
          <Button size="sm" disabled={busy} onClick={onEnd}>
            {busy ? <Spinner /> : null}
            {t('acct.end')}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="shrink-0 text-ink-400">{t(k)}</dt>
            <dd className="min-w-0 break-all font-mono text-ink-200">{v}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
