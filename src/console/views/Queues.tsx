// The five review queues on one pattern: a server-paged table of the queue (pending by default, or
// the reviewed ones), and a review dialog for the chosen item driven by the review machine. After a
// decision (or a 409: someone else was first) the table and the navigation counts are read again.
// Every queue also filters by number, player, days and amounts, and exports (QueueFilters).
import { useId, useMemo, useState } from 'react'
import type { QueueName } from '../endpoints'
import { useT } from '../i18n'
import { DataTable, fromPage } from '../ui/DataTable'
import { useFilters } from '../ui/FilterBar'
import { Button, PageHeader, Spinner } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { columnsOf } from './QueueColumns'
import { checkFilters, isFiltered, QueueFilterBar } from './QueueFilters'
import { loadQueue } from './queueCalls'
import { type AnyRow, keyOf, NO_FILTERS, type QueueFilters, TITLE } from './queueRows'
import { ReviewDialog } from './ReviewDialog'

export function QueueView({ queue, onChanged }: { queue: QueueName; onChanged: () => void }) {
  const { t, lang } = useT()
  const panelId = useId()
  const filters = useFilters(NO_FILTERS, 20, (f) => checkFilters(t, f))
  const { applied, pagination } = filters
  const [reviewing, setReviewing] = useState<AnyRow | null>(null)
  const list = useLoad(
    () => loadQueue(queue, pagination.pageIndex + 1, pagination.pageSize, applied),
    [queue, pagination.pageIndex, pagination.pageSize, applied],
    t('app.error'),
  )
  const active = Object.entries(applied).filter(([k, v]) => v !== NO_FILTERS[k as keyof QueueFilters]).length
  // The filters fold under one header button, so the first 审核 stays a few Tabs away.
  const [filtering, setFiltering] = useState(false)
  // Made once per queue and language: the table keeps its cells (and the 审核 buttons, so a dialog's
  // opener is still there when focus returns to it) across every re-render.
  const columns = useMemo(() => columnsOf(queue, t, setReviewing, lang), [queue, t, lang])
  return (
    <div>
      <PageHeader title={t(TITLE[queue])}>
        {isFiltered(queue) ? (
          <Button aria-expanded={filtering} aria-controls={panelId} onClick={() => setFiltering(!filtering)}>
            {t('queue.filters')}
            {active ? ` (${active})` : ''}
          </Button>
        ) : null}
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      {isFiltered(queue) ? (
        <div id={panelId} hidden={!filtering}>
          <QueueFilterBar queue={queue} filters={filters} />
        </div>
      ) : null}
      <DataTable<AnyRow>
        label={t(TITLE[queue])}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t(active ? 'queue.noMatch' : 'queue.empty')}
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
