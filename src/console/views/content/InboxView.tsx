// Inbox messages to one player, a VIP level or everyone, and the ones sent so far (docs/content.md).
// A send is checked, then asks first naming who receives which title (formKit's useFormSave).
import type { PaginationState } from '@tanstack/react-table'
import { type Dispatch, type SetStateAction, useState } from 'react'
import { contentCalls } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { type Column, DataTable } from '../../ui/DataTable'
import { Modal, PageHeader } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ConfirmButtons } from '../DialogButtons'
import { inboxSent, sendInbox } from './calls'
import { type Field, TEXT } from './editors'
import { FormPanel } from './Fields'
import { beijing, checkForm, type Row, useFormSave, useSay } from './formKit'

const INBOX_FIELDS: Field[] = [
  { name: 'title', en: 'title_en', label: TEXT.title, kind: 'text' },
  { name: 'content', en: 'content_en', label: TEXT.text, kind: 'rich' },
  {
    name: 'audience',
    label: TEXT.audience,
    kind: 'select',
    options: [
      { value: 'player', label: TEXT.toPlayer },
      { value: 'vip', label: TEXT.toVip },
      { value: 'all', label: TEXT.toAll },
    ],
  },
]
const INBOX_BLANK: Row = {
  audience: 'player',
  username: '',
  vip_level: '1',
  title: '',
  title_en: '',
  content: '',
  content_en: '',
}

export function InboxView() {
  const say = useSay()
  const { t } = useT()
  const sent = useLoad(inboxSent, [], t('app.error'))
  const [form, setForm] = useState<Row>(INBOX_BLANK)
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const saver = useFormSave(async (body) => {
    const r = await sendInbox(body)
    setForm(INBOX_BLANK)
    sent.reload()
    return say(TEXT.sent, { n: r.recipients })
  })
  const edit: Dispatch<SetStateAction<Row>> = (v) => {
    setForm(v)
    saver.edited()
  }
  const fields: Field[] = [
    ...INBOX_FIELDS,
    form.audience === 'player'
      ? { name: 'username', label: TEXT.username, kind: 'text' }
      : form.audience === 'vip'
        ? { name: 'vip_level', label: TEXT.vipLevel, kind: 'number' }
        : null,
  ].filter((f): f is Field => f !== null)
  const send = () => {
    const body: Row = {
      ...form,
      username: form.audience === 'player' ? form.username : undefined,
      vip_level: form.audience === 'vip' ? form.vip_level : undefined,
    }
    saver.submit(checkForm(contentCalls.sendInbox.request, body, fields, say), body)
  }
  type Sent = NonNullable<typeof sent.data>[number]
  const audience = (r: Record<string, unknown>) =>
    r.audience === 'player'
      ? `${say(TEXT.toPlayer)}：${String(r.username ?? '').trim()}`
      : r.audience === 'vip'
        ? `VIP ${String(r.vip_level ?? '')}`
        : say(TEXT.toAll)
  const columns: Column<Sent>[] = [
    {
      id: 'time',
      header: say(TEXT.time),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{beijing(row.original.created_at)}</span>
      ),
    },
    { id: 'audience', header: say(TEXT.audience), cell: ({ row }) => audience(row.original) },
    { id: 'title', header: say(TEXT.title), cell: ({ row }) => row.original.title },
    { id: 'title_en', header: 'English', cell: ({ row }) => row.original.title_en || '—' },
  ]
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={say(TEXT.inbox)} />
      <FormPanel
        fields={fields}
        form={form}
        setForm={edit}
        message={saver.message}
        busy={saver.busy}
        onSubmit={send}
        submitText={say(TEXT.send)}
      />
      {/* The send asks first, restating who receives what. */}
      <Modal open={saver.confirming} title={say(TEXT.send)} onClose={saver.back}>
        <p className="mb-4 text-sm break-words text-ink-200">
          {say('cms.sendConfirm', { audience: audience(form), title: String(form.title ?? '') })}
        </p>
        <ConfirmButtons busy={saver.busy} tone="primary" onBack={saver.back} onConfirm={saver.confirm} />
      </Modal>
      <h2 className="text-sm font-semibold text-ink-200">{say(TEXT.history)}</h2>
      <DataTable<Sent>
        columns={columns}
        rows={sent.data ? sent.data.slice(pagination.pageIndex * 20, pagination.pageIndex * 20 + 20) : null}
        total={sent.data?.length ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={sent.loading}
        error={sent.error}
        onRetry={sent.reload}
        empty={say(TEXT.emptyNoCreate)}
        label={say(TEXT.history)}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
