// Operators (owner only): the list with role, second factor, sessions and address allow-list; create an
// operator (a password the owner types or one generated, to be changed at the first sign-in), change a
// role, disable, reset the second factor or the password, set the allow-list, revoke sessions. Each
// change is one call the server audits, run by a machine (operatorAction for the row buttons,
// operatorCreate and allowList behind their dialogs); the table is read again after it.
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { OPERATOR_ROLES, type OperatorRole } from '../../../core/contract/admin'
import type { Res } from '../endpoints'
import { type ConsoleKey, useT } from '../i18n'
import { type OperatorAction, operatorActionMachine } from '../machines/operatorAction.machine'
import { Badge, Button, Modal, Notice, PageHeader, Select, Spinner } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { CreateOperatorDialog } from './account/CreateOperatorDialog'
import { listOperators, operatorAct } from './account/calls'
import { AllowListDialog, PasswordShown } from './account/OperatorDialogs'

type Row = Res<'operators'>[number]

export function OperatorsView({ me }: { me: number }) {
  const { t } = useT()
  const list = useLoad(listOperators, [], t('app.error'))
  const [creating, setCreating] = useState(false)
  const [ipsOf, setIpsOf] = useState<Row | null>(null)
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null)
  const [ipsSaved, setIpsSaved] = useState(false)
  const actor = useActorRef(
    operatorActionMachine.provide({
      actors: {
        act: fromPromise(async ({ input }: { input: OperatorAction }) => {
          const r = await operatorAct(input)
          list.reload()
          return r
        }),
      },
    }),
    { input: { fallback: t('review.failed') } },
  )
  const pending = useSelector(actor, (s) => s.context.action)
  const confirming = useSelector(actor, (s) => s.hasTag('modal'))
  const outcome = useSelector(actor, (s) => s.context.outcome)
  const reset = useSelector(actor, (s) => s.context.shown)
  const shown = created ?? reset
  const busy = useSelector(actor, (s) => (s.hasTag('busy') ? (s.context.action?.id ?? null) : null))
  const act = (action: OperatorAction) => {
    setIpsSaved(false)
    actor.send({ type: 'operator.act', action })
  }
  const message = outcome
    ? outcome.kind === 'success'
      ? { kind: 'success' as const, text: t('player.done') }
      : { kind: 'error' as const, text: outcome.text }
    : ipsSaved
      ? { kind: 'success' as const, text: t('player.done') }
      : null
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role.${r}` as ConsoleKey) }))
  return (
    <div>
      <PageHeader title={t('nav.operators')}>
        <Button tone="primary" onClick={() => setCreating(true)}>
          {t('ops.create')}
        </Button>
      </PageHeader>
      {message ? (
        <div className="mb-3">
          <Notice kind={message.kind} text={message.text} />
        </div>
      ) : null}
      {list.error ? (
        <Notice kind="error" title={t('app.error')} text={list.error}>
          <Button onClick={list.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !list.data ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-white/8 bg-navy-900">
          <table className="w-full break-keep text-left text-sm" aria-label={t('nav.operators')}>
            <thead className="bg-navy-850 text-xs text-ink-300">
              <tr>
                {[
                  t('col.username'),
                  t('ops.role'),
                  t('col.status'),
                  t('col.lastLogin'),
                  t('ops.col.sessions'),
                  t('ops.col.ips'),
                  t('col.actions'),
                ].map((h) => (
                  <th key={h} className="border-b border-white/8 px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((o: Row) => (
                <tr key={o.id} className="border-b border-white/5">
                  <td className="px-3 py-2">{o.username}</td>
                  <td className="px-3 py-2">
                    <Select
                      label=""
                      value={o.role}
                      options={roleOptions}
                      onChange={(role: OperatorRole) => act({ kind: 'role', id: o.id, role })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex gap-1">
                      {o.disabled ? <Badge tone="red">{t('ops.disabled')}</Badge> : null}
                      {o.must_change_password ? <Badge tone="gold">{t('ops.mustChange')}</Badge> : null}
                      {o.enrolled ? (
                        <Badge tone="green">{t('ops.enrolled')}</Badge>
                      ) : (
                        <Badge tone="gold">{t('ops.notEnrolled')}</Badge>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-xs text-ink-300">{o.last_login_at ?? '—'}</td>
                  <td className="px-3 py-2 text-xs">{o.active_sessions}</td>
                  <td className="px-3 py-2 font-mono text-xs text-ink-300">
                    {o.allowed_ips.length ? o.allowed_ips.join(', ') : t('ops.ips.any')}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() => act({ kind: 'disabled', id: o.id, disabled: !o.disabled })}
                      >
                        {o.disabled ? t('ops.enable') : t('ops.disable')}
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() => act({ kind: 'reset2fa', id: o.id })}
                      >
                        {t('ops.reset2fa')}
                      </Button>
                      {o.id === me ? null : (
                        <Button
                          size="sm"
                          disabled={busy === o.id}
                          onClick={() => act({ kind: 'resetPassword', id: o.id, username: o.username })}
                        >
                          {t('ops.resetPassword')}
                        </Button>
                      )}
                      <Button size="sm" disabled={busy === o.id} onClick={() => setIpsOf(o)}>
                        {t('ops.ips.edit')}
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() => act({ kind: 'revoke', id: o.id })}
                      >
                        {t('ops.revoke')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating ? (
        <CreateOperatorDialog
          onClose={(done) => {
            setCreating(false)
            if (done) list.reload()
            if (done?.password) setCreated({ username: done.username, password: done.password })
          }}
        />
      ) : null}
      {ipsOf ? (
        <AllowListDialog
          operator={ipsOf}
          own={ipsOf.id === me}
          onClose={(saved) => {
            setIpsOf(null)
            if (saved) {
              actor.send({ type: 'operator.dismiss' })
              setIpsSaved(true)
              list.reload()
            }
          }}
        />
      ) : null}
      <Modal
        open={confirming}
        title={t('ops.resetPassword')}
        onClose={() => actor.send({ type: 'operator.cancel' })}
      >
        <p className="text-sm text-ink-200">
          {t('ops.resetPassword.confirm', {
            name: pending?.kind === 'resetPassword' ? pending.username : '',
          })}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button tone="ghost" onClick={() => actor.send({ type: 'operator.cancel' })}>
            {t('app.cancel')}
          </Button>
          <Button tone="primary" onClick={() => actor.send({ type: 'operator.confirm' })}>
            {t('app.confirm')}
          </Button>
        </div>
      </Modal>
      {shown ? (
        <PasswordShown
          {...shown}
          onClose={() => {
            setCreated(null)
            actor.send({ type: 'operator.dismiss' })
          }}
        />
      ) : null}
    </div>
  )
}
