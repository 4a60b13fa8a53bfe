// 发件箱 (docs/messaging.md): every message the site sent through its message port, newest first, with
// the whole text (in this sandbox the outbox IS the delivery channel, so support reads codes here),
// and the support reset beside it: look up the player's contacts, record the identity check, then send
// a recovery code to a verified contact or set a temporary password. Support and owner.
import { useState } from 'react'
import type { ContactChannel } from '../../../../core/contract/recovery'
import type { Res } from '../../endpoints'
import { type ConsoleKey, useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { FilterBar, FilterField, useFilters } from '../../ui/FilterBar'
import { Badge, Button, Card, Notice, PageHeader, Select, TextArea, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { outboxPage, playerContacts, supportReset } from './calls'

type Row = Res<'outbox'>['rows'][number]
type ChannelFilter = '' | ContactChannel

export function OutboxView({ canReset }: { canReset: boolean }) {
  const { t } = useT()
  const filters = useFilters({ q: '', channel: '' as ChannelFilter }, 20)
  const { applied, pagination } = filters
  const list = useLoad(
    () =>
      outboxPage({
        page: pagination.pageIndex + 1,
        perPage: pagination.pageSize,
        q: applied.q,
        channel: applied.channel,
      }),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const columns: Column<Row>[] = [
    {
      id: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="whitespace-nowrap text-xs text-ink-300">{row.original.at}</span>,
    },
    {
      id: 'to',
      header: t('outbox.col.to'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <Badge>{t(`outbox.channel.${row.original.channel}` as ConsoleKey)}</Badge>
          <span className="font-mono text-xs">{row.original.address}</span>
        </span>
      ),
    },
    { id: 'player', header: t('outbox.col.player'), cell: ({ row }) => row.original.username ?? '' },
    {
      id: 'template',
      header: t('outbox.col.template'),
      cell: ({ row }) => t(`outbox.template.${row.original.template}` as ConsoleKey),
    },
    {
      id: 'body',
      header: t('outbox.col.body'),
      cell: ({ row }) => (
        <div className="max-w-xl text-xs">
          {row.original.subject ? (
            <div className="font-semibold text-ink-100">{row.original.subject}</div>
          ) : null}
          <div className="whitespace-pre-wrap text-ink-200">{row.original.body}</div>
        </div>
      ),
    },
  ]
  return (
    <div>
      <PageHeader title={t('outbox.title')} />
      <p className="mb-4 text-sm text-ink-300">{t('outbox.hint')}</p>
      {canReset ? <SupportReset onDone={list.reload} /> : null}
      <FilterBar label={t('outbox.title')} filters={filters}>
        <FilterField filters={filters} name="q" label={t('outbox.search')} width="w-56" />
        <Select<ChannelFilter>
          label={t('outbox.channel')}
          value={filters.draft.channel}
          onChange={(channel) => filters.set('channel', channel)}
          options={[
            { value: '', label: t('app.all') },
            { value: 'sms', label: t('outbox.channel.sms') },
            { value: 'email', label: t('outbox.channel.email') },
          ]}
        />
      </FilterBar>
      <DataTable<Row>
        label={t('outbox.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t('app.empty')}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}

type Contacts = Res<'playerContacts'>
type Method = 'code' | 'temporary'

function SupportReset({ onDone }: { onDone: () => void }) {
  const { t } = useT()
  const [username, setUsername] = useState('')
  const [contacts, setContacts] = useState<{ username: string; list: Contacts } | null>(null)
  const [method, setMethod] = useState<Method>('code')
  const [channel, setChannel] = useState<ContactChannel>('sms')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setMessage(null)
    try {
      await work()
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : t('app.error') })
    } finally {
      setBusy(false)
    }
  }
  const lookup = () =>
    run(async () => {
      const name = username.trim()
      const list = await playerContacts(name)
      setContacts({ username: name, list })
      const verified = list.find((c) => c.verified)
      setMethod(verified ? 'code' : 'temporary')
      if (verified) setChannel(verified.channel)
    })
  const reset = () =>
    run(async () => {
      if (!contacts) return
      const r = await supportReset({
        username: contacts.username,
        method,
        ...(method === 'code' ? { channel } : {}),
        note,
      })
      setNote('')
      setMessage({
        kind: 'success',
        text:
          r.method === 'code'
            ? t('support.codeSent', { masked: r.masked ?? '', minutes: Math.round((r.expires_in ?? 0) / 60) })
            : t('support.temporary', { password: r.temporary_password ?? '' }),
      })
      onDone()
    })
  const verified = contacts?.list.filter((c) => c.verified) ?? []
  return (
    <Card className="mb-4">
      <h2 className="mb-1 text-md font-semibold text-ink-50">{t('support.title')}</h2>
      <p className="mb-3 text-xs text-ink-300">{t('support.hint')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={t('support.lookup')}
        onSubmit={(e) => {
          e.preventDefault()
          void lookup()
        }}
      >
        <TextField
          label={t('support.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Button type="submit" disabled={busy || !username.trim()}>
          {t('support.lookup')}
        </Button>
      </form>
      {contacts ? (
        <form
          className="mt-3 flex flex-col gap-3"
          aria-label={t('support.title')}
          onSubmit={(e) => {
            e.preventDefault()
            void reset()
          }}
        >
          <ul className="text-sm text-ink-200">
            {contacts.list.map((c) => (
              <li key={c.channel} className="flex items-center gap-2">
                <span>{t(`outbox.channel.${c.channel}` as ConsoleKey)}</span>
                <span className="font-mono">{c.address || t('support.none')}</span>
                {c.address ? (
                  <Badge tone={c.verified ? 'green' : 'default'}>
                    {t(c.verified ? 'support.verified' : 'support.unverified')}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Select<Method>
              label={t('support.method')}
              value={method}
              onChange={setMethod}
              options={[
                ...(verified.length ? [{ value: 'code' as const, label: t('support.method.code') }] : []),
                { value: 'temporary', label: t('support.method.temporary') },
              ]}
            />
            {method === 'code' ? (
              <Select<ContactChannel>
                label={t('support.channel')}
                value={channel}
                onChange={setChannel}
                options={verified.map((c) => ({ value: c.channel, label: c.masked }))}
              />
            ) : null}
          </div>
          <TextArea label={t('support.note')} value={note} onChange={setNote} />
          <Button
            tone="primary"
            type="submit"
            disabled={busy || note.trim().length < 4}
            className="self-start"
          >
            {t('support.submit')}
          </Button>
        </form>
      ) : null}
      {message ? (
        <div className="mt-3">
          <Notice kind={message.kind} text={message.text} />
        </div>
      ) : null}
    </Card>
  )
}
