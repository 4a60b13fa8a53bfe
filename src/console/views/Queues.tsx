// The five review queues on one pattern: a server-paged table of the queue (pending by default, or
// the reviewed ones), and a review dialog for the chosen item driven by the review machine. After a
// decision (or a 409: someone else was first) the table and the navigation counts are read again.
import type { PaginationState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { QueueName } from '../endpoints'
import { useT } from '../i18n'
import { DataTable, fromPage } from '../ui/DataTable'
import { Button, PageHeader, Select, Spinner } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { columnsOf } from './QueueColumns'
import { type AnyRow, keyOf, loadQueue, TITLE } from './queueRows'
import { ReviewDialog } from './ReviewDialog'

export function QueueView({ queue, onChanged }: { queue: QueueName; onChanged: () => void }) {
  const { t } = useT()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [state, setState] = useState<'1' | '2' | '3'>('1')
  const [reviewing, setReviewing] = useState<AnyRow | null>(null)
  const list = useLoad(
    () => loadQueue(queue, pagination.pageIndex + 1, pagination.pageSize, Number(state)),
    [queue, pagination.pageIndex, pagination.pageSize, state],
    t('app.error'),
  )
  // Made once per queue and language: the table keeps its cells (and the 审核 buttons, so a dialog's
  // opener is still there when focus returns to it) across every re-render.
  const columns = useMemo(() => columnsOf(queue, t, setReviewing), [queue, t])
  return (
    <div>
      <PageHeader title={t(TITLE[queue])}>
        {queue !== 'transfers' ? (
          <Select
            label={t('col.state')}
            value={state}
            onChange={(v) => {
              setState(v)
              setPagination((p) => ({ ...p, pageIndex: 0 }))
            }}
            options={[
              { value: '1', label: t('state.pending') },
              { value: '2', label: t('state.approved') },
              { value: '3', label: t('state.refused') },
            ]}
          />
        ) : null}
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <DataTable<AnyRow>
        label={t(TITLE[queue])}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={setPagination}
        empty={t('queue.empty')}
        rowKey={(r) => keyOf(queue, r)}
      />
      {reviewing ? (
        <ReviewDialog
          key={keyOf(queue, reviewing)}
          queue={queue}
          row={reviewing}
          onClose={(changed) => {
            setReviewing(null)
            if (changed) {
              list.reload()
              onChanged()
            }
          }}
        />
      ) : null}
    </div>
  )
}
