// The content editors (docs/content.md): one list per kind (banners, notices, articles, promotions,
// venues, VIP levels, red-packet rules) with an edit dialog (EditDialog.tsx) whose Chinese and English
// fields sit side by side and whose rich text shows a preview as the player page renders it (sanitised,
// Fields.tsx); the welcome modal and the inbox have their own forms (WelcomeView.tsx, InboxView.tsx).
// Every save goes to the server, which validates, sanitises and audits it; the player site reads the
// change on its next request.
import type { PaginationState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { ContentKind } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { type Column, DataTable } from '../../ui/DataTable'
import { Badge, Button, Modal, Money, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { useSave } from '../settings/Form'
import { activityTypes, listRows, removeRow } from './calls'
import { EditDialog } from './EditDialog'
import { EDITORS, type Field, TEXT } from './editors'
import { beijing, optionText, type Row, type Say, useSay } from './formKit'
import { GrabWindowCard } from './GrabWindowCard'

function cellOf(kind: Field['kind'] | undefined, v: unknown, say: Say, field?: Field) {
  const option = field?.options?.find((o) => o.value === String(v))
  if (kind === 'flag' && option)
    return (
      <Badge tone={Number(v) !== 1 ? 'default' : field?.name === 'maintenance' ? 'red' : 'green'}>
        {optionText(say, option)}
      </Badge>
    )
  if (option) return optionText(say, option)
  if (kind === 'image')
    return typeof v === 'string' && v ? (
      <img src={v} alt="" className="h-8 max-w-24 rounded-xs object-contain" />
    ) : (
      '—'
    )
  if (kind === 'flag')
    return Number(v) === 1 ? <Badge tone="green">{say(TEXT.on)}</Badge> : <Badge>{say(TEXT.off)}</Badge>
  if (kind === 'datetime') return <span className="whitespace-nowrap text-xs">{beijing(v)}</span>
  if (kind === 'amount') return <Money value={String(v)} />
  return <span className="line-clamp-2 max-w-80">{String(v ?? '')}</span>
}

export function ContentListView({ kind }: { kind: ContentKind }) {
  const say = useSay()
  const { t } = useT()
  const editor = EDITORS[kind]
  const list = useLoad(() => listRows(kind), [kind], t('app.error'))
  const types = useLoad(
    () => (kind === 'activities' ? activityTypes() : Promise.resolve([])),
    [kind],
    t('app.error'),
  )
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  const fields = useMemo(
    () =>
      editor.fields.map((f) =>
        f.name === 'type' && kind === 'activities'
          ? {
              ...f,
              options: (types.data ?? []).map((x) => ({
                value: String(x.id),
                name: x.name,
              })),
            }
          : f,
      ),
    [editor, kind, types.data],
  )
  // A removal asks first: the settings forms' save machine with its confirm step (settingsSave.machine.ts).
  const remover = useSave(
    (p) => removeRow(kind, p.id),
    () => {
      setMessage({ kind: 'success', text: say(TEXT.removed) })
      list.reload()
    },
  )
  const ask = (row: Row) => {
    setMessage(null)
    remover.submit({ id: row.id }, true)
  }
  const shown = remover.error ? { kind: 'error' as const, text: remover.error.text } : message
  const columns: Column<Row>[] = [
    ...editor.columns.map(
      (c): Column<Row> => ({
        id: c.name,
        header: say(c.label),
        cell: ({ row }) =>
          cellOf(
            c.kind,
            row.original[c.name],
            say,
            editor.fields.find((f) => f.name === c.name),
          ),
      }),
    ),
    {
      id: 'actions',
      header: say(TEXT.actions),
      cell: ({ row }) => (
        <div className="flex gap-1.5">
          <Button size="sm" tone="primary" onClick={() => setEditing({ row: row.original })}>
            {say(TEXT.edit)}
          </Button>
          {editor.remove ? (
            <Button size="sm" tone="danger" onClick={() => ask(row.original)}>
              {say(TEXT.remove)}
            </Button>
          ) : null}
        </div>
      ),
    },
  ]
  const rows = list.data
    ? list.data.slice(
        pagination.pageIndex * pagination.pageSize,
        (pagination.pageIndex + 1) * pagination.pageSize,
      )
    : null
  return (
    <div>
      <PageHeader title={say(editor.title)}>
        <Button onClick={list.reload}>{t('app.refresh')}</Button>
        {editor.create ? (
          <Button tone="primary" onClick={() => setEditing({ row: null })}>
            {say(TEXT.create)}
          </Button>
        ) : null}
      </PageHeader>
      {kind === 'redpackets' ? <GrabWindowCard /> : null}
      {shown ? (
        <div className="mb-3">
          <Notice kind={shown.kind} text={shown.text} />
        </div>
      ) : null}
      <DataTable<Row>
        columns={columns}
        rows={rows}
        total={list.data?.length ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={say(editor.create ? TEXT.empty : TEXT.emptyNoCreate)}
        label={say(editor.title)}
        rowKey={(r) => String(r[editor.key])}
      />
      {editing ? (
        <EditDialog
          key={String(editing.row?.[editor.key] ?? 'new')}
          editor={editor}
          fields={fields}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            remover.edited()
            setMessage({ kind: 'success', text: say(TEXT.saved) })
            list.reload()
          }}
        />
      ) : null}
      <Modal open={remover.confirming || remover.busy} title={say(TEXT.remove)} onClose={remover.back}>
        <p className="mb-4 text-sm text-ink-200">{say(TEXT.removeConfirm)}</p>
        <div className="flex justify-end gap-2">
          <Button onClick={remover.back} disabled={remover.busy}>
            {say('app.cancel')}
          </Button>
          <Button tone="danger" onClick={remover.confirm} disabled={remover.busy}>
            {remover.busy ? <Spinner /> : null}
            {say(TEXT.remove)}
          </Button>
        </div>
      </Modal>
    </div>
  )
}
