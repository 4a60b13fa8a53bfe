// The support reset beside the outbox (docs/messaging.md), driven by supportReset.machine.ts: look up
// the player's contacts, write the identity check, choose a code to a verified contact or a temporary
// password; the confirm step names the player and the method, and the answer stays shown.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { ContactChannel } from '../../../../core/contract/recovery'
import { type ConsoleKey, useT } from '../../i18n'
import { type ResetField, type ResetMethod, supportResetMachine } from '../../machines/supportReset.machine'
import { Badge, Button, Card, Modal, Notice, Select, TextArea, TextField } from '../../ui/kit'
import { ConfirmButtons } from '../DialogButtons'
import { playerContacts, supportReset } from './calls'

function FieldError({ k }: { k: ConsoleKey | undefined }) {
  const { t } = useT()
  return k ? (
    <span role="alert" className="text-xs text-danger-400">
      {t(k)}
    </span>
  ) : null
}

export function SupportReset({ onDone }: { onDone: () => void }) {
  const { t } = useT()
  const [state, send] = useMachine(
    supportResetMachine.provide({
      actors: {
        contacts: fromPromise(({ input }: { input: string }) => playerContacts(input)),
        reset: fromPromise(async ({ input }) => {
          const { username, ...body } = input
          const r = await supportReset({ username, ...body })
          onDone()
          return r
        }),
      },
    }),
    { input: { fallback: t('support.failed') } },
  )
  const c = state.context
  const busy = state.hasTag('busy')
  const err = (f: ResetField) => c.fieldErrors[f]
  const verified = c.player?.contacts.filter((x) => x.verified) ?? []
  const chosen = verified.find((x) => x.channel === c.channel)
  const confirmText =
    c.method === 'code'
      ? t('support.confirmCode', { player: c.player?.username ?? '', masked: chosen?.masked ?? '' })
      : t('support.confirmTemporary', { player: c.player?.username ?? '' })
  const r = c.result
  return (
    <Card className="mb-4">
      <h2 className="mb-1 text-md font-semibold text-ink-50">{t('support.title')}</h2>
      <p className="mb-3 text-xs text-ink-300">{t('support.hint')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={t('support.lookup')}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'lookup' })
        }}
      >
        <div className="flex flex-col gap-1">
          <TextField
            label={t('support.username')}
            value={c.username}
            aria-invalid={err('username') ? true : undefined}
            onChange={(e) => send({ type: 'field', field: 'username', value: e.target.value })}
          />
          <FieldError k={err('username')} />
        </div>
        <Button type="submit" disabled={busy}>
          {t('support.lookup')}
        </Button>
      </form>
      {c.player && !state.matches('done') ? (
        <form
          className="mt-3 flex flex-col gap-3"
          aria-label={t('support.title')}
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'submit' })
          }}
        >
          <ul className="text-sm text-ink-200">
            {c.player.contacts.map((x) => (
              <li key={x.channel} className="flex items-center gap-2">
                <span>{t(`outbox.channel.${x.channel}` as ConsoleKey)}</span>
                <span className="font-mono">{x.address || t('support.none')}</span>
                {x.address ? (
                  <Badge tone={x.verified ? 'green' : 'default'}>
                    {t(x.verified ? 'support.verified' : 'support.unverified')}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Select<ResetMethod>
              label={t('support.method')}
              value={c.method}
              onChange={(value) => send({ type: 'method', value })}
              options={[
                ...(verified.length ? [{ value: 'code' as const, label: t('support.method.code') }] : []),
                { value: 'temporary', label: t('support.method.temporary') },
              ]}
            />
            {c.method === 'code' ? (
              <div className="flex flex-col gap-1">
                <Select<ContactChannel>
                  label={t('support.channel')}
                  value={c.channel ?? ('' as ContactChannel)}
                  onChange={(value) => send({ type: 'channel', value })}
                  options={verified.map((x) => ({ value: x.channel, label: x.masked }))}
                />
                <FieldError k={err('channel')} />
              </div>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <TextArea
              label={t('support.note')}
              value={c.note}
              onChange={(value) => send({ type: 'field', field: 'note', value })}
            />
            <FieldError k={err('note')} />
          </div>
          <Button tone="primary" type="submit" disabled={busy} className="self-start">
            {t('support.submit')}
          </Button>
        </form>
      ) : null}
      {c.error ? (
        <div className="mt-3">
          <Notice kind="error" text={c.error} />
        </div>
      ) : null}
      {state.matches('done') && r ? (
        <div className="mt-3">
          <Notice
            kind="success"
            text={
              r.method === 'code'
                ? t('support.codeSent', {
                    masked: r.masked ?? '',
                    minutes: Math.round((r.expires_in ?? 0) / 60),
                  })
                : t('support.temporary', { password: r.temporary_password ?? '' })
            }
          />
        </div>
      ) : null}
      <Modal
        open={state.hasTag('modal')}
        title={t('support.confirmTitle')}
        onClose={busy ? () => {} : () => send({ type: 'back' })}
      >
        <div className="flex flex-col gap-3">
          <Notice kind="warn" text={confirmText} />
          <p className="text-sm break-words text-ink-300">
            {t('support.noteShown', { note: c.note.trim() })}
          </p>
          <ConfirmButtons
            busy={busy}
            tone="danger"
            onBack={() => send({ type: 'back' })}
            onConfirm={() => send({ type: 'confirm' })}
          />
        </div>
      </Modal>
    </Card>
  )
}
