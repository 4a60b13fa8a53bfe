// 体育赛事 (issue 24, docs/sportsbook.md): the operator's page of the virtual leagues, in two tabs:
// the matches (with the void action) and the 'sportsbook' settings row (schedule, stake limits,
// margins). Both need the sportsbook permission (owner and risk); the server checks it on every call.
import { useState } from 'react'
import { useT } from '../../i18n'
import { PageHeader } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { readSportsSettings } from './calls'
import { Matches } from './Matches'
import { SportsSettings } from './SportsSettings'

type Tab = 'matches' | 'settings'

function SettingsTab() {
  const { t } = useT()
  const loaded = useLoad(readSportsSettings, [], t('app.error'))
  return (
    <Loading loaded={loaded} space="page">
      {(data) => <SportsSettings data={data} onSaved={loaded.reload} />}
    </Loading>
  )
}

export default function SportsbookView() {
  const { t } = useT()
  const [tab, setTab] = useState<Tab>('matches')
  const tabs: [Tab, string][] = [
    ['matches', t('sb.tab.matches')],
    ['settings', t('sb.tab.settings')],
  ]
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={t('sb.title')} />
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-white/8">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${
              tab === id
                ? 'border-gold-400 text-gold-200'
                : 'border-transparent text-ink-300 hover:text-ink-100'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'matches' ? <Matches /> : <SettingsTab />}</div>
    </div>
  )
}
