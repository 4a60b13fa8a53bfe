// Operators (owner only): the list with role, second factor and sessions; create an operator, change
// a role, disable, reset the second factor, revoke sessions. Each change is one call the server
// audits; the table is read again after it.
import { useState } from 'react'
import { OPERATOR_ROLES, type OperatorRole } from '../../../core/contract/admin'
import { failureText } from '../api'
import { api, type Res } from '../endpoints'
import { type ConsoleKey, useT } from '../i18n'
import { Badge, Button, Modal, Notice, PageHeader, Select, Spinner, TextField } from '../ui/kit'
import { useLoad } from '../ui/useLoad'

type Row = Res<'operators'>[number]

export function OperatorsView() {
  const { t } = useT()
  const list = useLoad(() => api('operators'), [], t('app.error'))
  const [creating, setCreating] = useState(false)
  const [busy, setBusy] = useState<number | null>(null)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const run = async (id: number, f: () => Promise<unknown>) => {
    setBusy(id)
    setMessage(null)
    try {
      await f()
      setMessage({ kind: 'success', text: t('player.done') })
      list.reload()
    } catch (e) {
      setMessage({ kind: 'error', text: failureText(e, t('review.failed')) })
    } finally {
      setBusy(null)
    }
  }
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
          <table className="w-full text-left text-sm" aria-label={t('nav.operators')}>
            <thead className="bg-navy-850 text-xs text-ink-300">
              <tr>
                {[
                  t('col.username'),
                  t('ops.role'),
                  t('col.status'),
                  t('col.lastLogin'),
                  'Sessions',
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
                      onChange={(role: OperatorRole) =>
                        void run(o.id, () => api('setRole', { id: o.id, role }))
                      }
                    />
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex gap-1">
                      {o.disabled ? <Badge tone="red">{t('ops.disabled')}</Badge> : null}
                      {o.enrolled ? (
                        <Badge tone="green">{t('ops.enrolled')}</Badge>
                      ) : (
                        <Badge tone="gold">{t('ops.notEnrolled')}</Badge>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-xs text-ink-300">{o.last_login_at ?? '—'}</td>
                  <td className="px-3 py-2 text-xs">{o.active_sessions}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() =>
                          void run(o.id, () => api('setDisabled', { id: o.id, disabled: !o.disabled }))
                        }
                      >
                        {o.disabled ? t('ops.enable') : t('ops.disable')}
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() => void run(o.id, () => api('resetTwoFactor', { id: o.id }))}
                      >
                        {t('ops.reset2fa')}
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy === o.id}
                        onClick={() => void run(o.id, () => api('revokeOperatorSessions', { id: o.id }))}
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
        <CreateOperator
          onClose={(done) => {
            setCreating(false)
            if (done) list.reload()
          }}
        />
      ) : null}
    </div>
  )
}

function CreateOperator({ onClose }: { onClose: (done: boolean) => void }) {
  const { t } = useT()
  const [form, setForm] = useState({ username: '', password: '', role: 'support' as OperatorRole })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!form.username.trim() || form.password.length < 10) return setError(t('player.required'))
    setBusy(true)
    try {
      await api('createOperator', form)
      onClose(true)
    } catch (err) {
      setError(failureText(err, t('review.failed')))
      setBusy(false)
    }
  }
  return (
    <Modal open title={t('ops.create')} onClose={() => onClose(false)}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        {error ? <Notice kind="error" text={error} /> : null}
        <TextField
          label={t('ops.username')}
          value={form.username}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
        />
        <TextField
          label={`${t('ops.password')} (≥ 10)`}
          type="password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          autoComplete="new-password"
        />
        <Select
          label={t('ops.role')}
          value={form.role}
          options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role.${r}` as ConsoleKey) }))}
          onChange={(role) => setForm({ ...form, role })}
        />
        <div className="flex justify-end gap-2">
          <Button tone="ghost" onClick={() => onClose(false)}>
            {t('app.cancel')}
          </Button>
          <Button tone="primary" type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('app.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
