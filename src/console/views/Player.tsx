// The player page: profile, live balances and the record tabs (ledger with running balance,
// deposits, withdrawals, bets, sign-ins, operator notes, player protection), and the actions the operator's role allows
// (the playerAction machine: form, confirmation, the server's answer).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import type { OperatorInfo } from '../../../core/contract/admin'
import { type ConsoleKey, useT } from '../i18n'
import { Badge, Button, Notice, Spinner } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { PlayerActions } from './PlayerActions'
import { PlayerProtection } from './PlayerProtection'
import { Bets, Deposits, Ledger, Logins, Notes, Withdrawals } from './PlayerRecords'
import { Balances, Profile } from './PlayerSummary'
import { readPlayer } from './playerCalls'

export function PlayerView({ username, operator }: { username: string; operator: OperatorInfo }) {
  const { t } = useT()
  const detail = useLoad(() => readPlayer(username), [username], t('app.error'))
  const [notesTick, setNotesTick] = useState(0)
  const d = detail.data
  const locked = d?.profile.locked ?? false
  const tabs: [ConsoleKey, ReactNode][] = d
    ? [
        ['player.tab.profile', <Profile key="p" d={d} />],
        ['player.tab.balances', <Balances key="b" d={d} />],
        ['player.tab.ledger', <Ledger key="l" username={username} />],
        ['player.tab.deposits', <Deposits key="d" username={username} />],
        ['player.tab.withdrawals', <Withdrawals key="w" username={username} />],
        ['player.tab.bets', <Bets key="bt" username={username} />],
        ['player.tab.logins', <Logins key="lg" username={username} />],
        ['player.tab.notes', <Notes key={`n${notesTick}`} username={username} />],
        ...(operator.permissions.includes('protection.read')
          ? ([
              ['player.tab.protection', <PlayerProtection key="pr" username={username} tick={notesTick} />],
            ] as [ConsoleKey, ReactNode][])
          : []),
      ]
    : []
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link href="/players" className="text-sm text-ink-400 hover:text-ink-100">
            ← {t('nav.players')}
          </Link>
          <h1 className="text-lg font-semibold text-ink-50">{username}</h1>
          {d ? (
            <>
              <span className="text-ink-300">{d.profile.realname}</span>
              {locked ? (
                <Badge tone="red">{t('state.locked')}</Badge>
              ) : (
                <Badge tone="green">{t('state.active')}</Badge>
              )}
              {d.profile.isagent ? <Badge tone="gold">{t('agents.agent')}</Badge> : null}
            </>
          ) : null}
        </div>
        <PlayerActions
          username={username}
          operator={operator}
          loaded={Boolean(d)}
          locked={locked}
          onChanged={() => {
            detail.reload()
            setNotesTick((n) => n + 1)
          }}
        />
      </div>
      {detail.error ? (
        <Notice kind="error" title={t('app.error')} text={detail.error}>
          <Button onClick={detail.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !d ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <TabGroup>
          <TabList className="mb-3 flex flex-wrap gap-1 border-b border-white/8">
            {tabs.map(([k]) => (
              <Tab
                key={k}
                className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-ink-300 data-hover:text-ink-50 data-selected:border-gold-400 data-selected:text-gold-200 focus:outline-none"
              >
                {t(k)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {tabs.map(([k, panel]) => (
              <TabPanel key={k}>{panel}</TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </div>
  )
}
