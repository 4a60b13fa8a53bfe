// The sportsbook's matches for the operator (issue 24): filtered by league and state (upcoming, live,
// finished, void), each with kickoff, teams, state, score, its bets and their total stake, and the
// void action on open and closed matches. Voiding runs the voidMatch machine: a required reason, a
// confirm step saying what happens, then the server's answer (audited there, in the same transaction).
import type { PaginationState } from '@tanstack/react-table'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { SB_MATCH_STATES, type SbMatchRow, type SbMatchState } from '../../../../core/contract/admin'
import { displayMoney } from '../../../../core/money'
import { LEAGUES } from '../../../../core/sportsbook'
import { type ConsoleKey, useT } from '../../i18n'
import { type VoidTarget, voidMatchMachine } from '../../machines/voidMatch.machine'
import { type Column, DataTable } from '../../ui/DataTable'
import { Badge, Button, Modal, Money, Notice, Select, Spinner, TextArea } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { sportsMatches, voidMatch } from './calls'

const STATE_KEY: Record<SbMatchState, ConsoleKey> = {
  open: 'sb.state.open',
  closed: 'sb.state.closed',
  finished: 'sb.state.finished',
  void: 'sb.state.void',
}
const STATE_TONE = { open: 'green', closed: 'gold', finished: 'default', void: 'red' } as const

export function Matches() {
  const { t, lang } = useT()
  const [league, setLeague] = useState('')
  const [state, setState] = useState<SbMatchState | ''>('')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 })
  const list = useLoad(
    () => sportsMatches({ league, state, page: pagination.pageIndex + 1, perPage: pagination.pageSize }),
    [league, state, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const voider = useActorRef(
    voidMatchMachine.provide({
      actors: {
        voidMatch: fromPromise(async ({ input }: { input: { id: string; reason: string } }) => {
          const r = await voidMatch(input)
          list.reload()
          return { id: r.id, bets: r.bets, settled: r.settled }
        }),
      },
    }),
    { input: { fallback: t('sb.void.failed') } },
  )
  const leagueName = (id: string) => {
    const l = LEAGUES.find((x) => x.id === id)
    return l ? (lang === 'zh' ? l.zh : l.en) : id
  }
  const teams = (r: SbMatchRow) =>
    lang === 'zh' ? `${r.home_zh} vs ${r.away_zh}` : `${r.home_en} vs ${r.away_en}`
  const target = (r: SbMatchRow): VoidTarget => ({
    id: r.id,
    title: `${leagueName(r.league)} · ${teams(r)}`,
    bets: r.bets,
    stake: r.stake,
  })

  const columns: Column<SbMatchRow>[] = [
    {
      id: 'kickoff',
      header: t('sb.col.kickoff'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs text-ink-300">{row.original.kickoff_at}</span>
      ),
    },
    {
      id: 'league',
      header: t('sb.col.league'),
      cell: ({ row }) => (
        <span className="flex flex-col text-xs">
          <span className="text-ink-100">{leagueName(row.original.league)}</span>
          <span className="text-ink-500">{t('sb.matchday', { n: row.original.matchday })}</span>
        </span>
      ),
    },
    {
      id: 'match',
      header: t('sb.col.match'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="text-ink-50">{teams(row.original)}</span>
          <span className="font-mono text-2xs text-ink-500">{row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('sb.col.state'),
      cell: ({ row }) => (
        <Badge tone={STATE_TONE[row.original.state]}>{t(STATE_KEY[row.original.state])}</Badge>
      ),
    },
    {
      id: 'score',
      header: t('sb.col.score'),
      cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.score ?? '—'}</span>,
    },
    {
      id: 'bets',
      header: t('sb.col.bets'),
      cell: ({ row }) => <span className="tabular-nums">{row.original.bets}</span>,
    },
    { id: 'stake', header: t('sb.col.stake'), cell: ({ row }) => <Money value={row.original.stake} /> },
    {
      id: 'action',
      header: t('sb.col.action'),
      cell: ({ row }) =>
        row.original.state === 'open' || row.original.state === 'closed' ? (
          <Button
            size="sm"
            tone="danger"
            onClick={() => voider.send({ type: 'open', match: target(row.original) })}
          >
            {t('sb.void')}
          </Button>
        ) : null,
    },
  ]

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('sb.f.league')}
          value={league}
          options={[
            { value: '', label: t('sb.f.allLeagues') },
            ...LEAGUES.map((l) => ({ value: l.id, label: lang === 'zh' ? l.zh : l.en })),
          ]}
          onChange={(v) => {
            setLeague(v)
            setPagination({ ...pagination, pageIndex: 0 })
          }}
        />
        <Select<SbMatchState | ''>
          label={t('sb.f.state')}
          value={state}
          options={[
            { value: '', label: t('sb.f.allStates') },
            ...SB_MATCH_STATES.map((s) => ({ value: s, label: t(STATE_KEY[s]) })),
          ]}
          onChange={(v) => {
            setState(v)
            setPagination({ ...pagination, pageIndex: 0 })
          }}
        />
        <Button onClick={list.reload}>{t('app.retry')}</Button>
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.rows ?? null}
        total={list.data?.total ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={t('sb.empty')}
        label={t('sb.list')}
        rowKey={(r) => r.id}
      />
      <VoidDialog actor={voider} />
    </div>
  )
}

function VoidDialog({ actor }: { actor: ReturnType<typeof useActorRef<typeof voidMatchMachine>> }) {
  const { t } = useT()
  const s = useSelector(actor, (x) => ({
    step: x.value as 'idle' | 'reason' | 'confirming' | 'voiding' | 'done',
    match: x.context.match,
    reason: x.context.reason,
    result: x.context.result,
    error: x.context.error,
  }))
  const send = actor.send
  const close = () => send({ type: s.step === 'done' ? 'close' : 'cancel' })
  const reasonOk = [...s.reason.trim()].length >= 1 && [...s.reason.trim()].length <= 200
  return (
    <Modal
      open={s.step !== 'idle'}
      title={t('sb.void.title')}
      onClose={s.step === 'voiding' ? () => {} : close}
    >
      {s.match ? (
        <div className="mb-3 text-sm">
          <div className="text-ink-50">{s.match.title}</div>
          <div className="font-mono text-2xs text-ink-500">{s.match.id}</div>
          <div className="mt-1 text-xs text-ink-300">
            {t('sb.void.summary', { bets: s.match.bets, stake: displayMoney(s.match.stake, '') })}
          </div>
        </div>
      ) : null}
      {s.step === 'reason' ? (
        <div className="flex flex-col gap-2" data-field="reason">
          <TextArea
            label={t('sb.void.reason')}
            value={s.reason}
            onChange={(v) => send({ type: 'reason', reason: v })}
          />
          <span className="text-2xs text-ink-500">{t('sb.void.reasonHint')}</span>
          {s.error ? <Notice kind="error" text={s.error} /> : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button onClick={close}>{t('sb.void.cancel')}</Button>
            <Button tone="danger" disabled={!reasonOk} onClick={() => send({ type: 'next' })}>
              {t('sb.void.next')}
            </Button>
          </div>
        </div>
      ) : null}
      {s.step === 'confirming' || s.step === 'voiding' ? (
        <div className="flex flex-col gap-3">
          <Notice kind="warn" text={t('sb.void.warn')} />
          <p className="text-sm text-ink-200">
            {t('sb.void.reason')}: <span className="text-ink-50">{s.reason.trim()}</span>
          </p>
          <div className="flex justify-end gap-2">
            <Button onClick={() => send({ type: 'back' })} disabled={s.step === 'voiding'}>
              {t('sb.void.back')}
            </Button>
            <Button tone="danger" onClick={() => send({ type: 'confirm' })} disabled={s.step === 'voiding'}>
              {s.step === 'voiding' ? (
                <>
                  <Spinner /> {t('sb.void.voiding')}
                </>
              ) : (
                t('sb.void.confirm')
              )}
            </Button>
          </div>
        </div>
      ) : null}
      {s.step === 'done' && s.result ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind="success"
            text={t('sb.void.done', { bets: s.result.bets, settled: s.result.settled })}
          />
          <div className="flex justify-end">
            <Button tone="primary" onClick={close}>
              {t('sb.void.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  )
}
