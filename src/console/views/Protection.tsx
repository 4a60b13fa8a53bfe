// 责任博彩 for operators (docs/protection.md): the players who have reached a deposit or loss limit now,
// every time-out and self-exclusion in force with its CSV export, and the reality-check interval for
// players who have not chosen one. Breaks are applied from the player page on the player's request;
// nothing here lifts or shortens one.
import { useState } from 'react'
import { Link } from 'wouter'
import { REALITY_MINUTES } from '../../../core/contract/protection'
import { type ConsoleKey, useT } from '../i18n'
import { Button, Card, Notice, PageHeader, Select, Spinner } from '../ui/kit'
import { type Loaded, useLoad } from '../ui/useLoad'
import {
  activeExclusions,
  exportExclusions,
  limitsReached,
  readProtectionSettings,
  setRealityDefault,
} from './protectionCalls'
import { ConfirmDialog, useSave } from './settings/Form'

/**
 * The chosen interval as the server takes it (server/admin/protection.ts): a whole number of minutes,
 * one of REALITY_MINUTES; anything else is null (a field error, nothing sent).
 */
export function realityMinutesOf(raw: string): number | null {
  const s = raw.trim()
  if (!/^\d{1,3}$/.test(s)) return null
  const n = Number.parseInt(s, 10)
  return (REALITY_MINUTES as readonly number[]).includes(n) ? n : null
}

function State<T>({ list, children }: { list: Loaded<T[]>; children: (rows: T[]) => React.ReactNode }) {
  const { t } = useT()
  if (list.error)
    return (
      <Notice kind="error" title={t('app.error')} text={list.error}>
        <Button onClick={list.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  if (!list.data)
    return (
      <p className="p-4 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  if (list.data.length === 0) return <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
  return <>{children(list.data)}</>
}

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 text-ink-50'
const player = (username: string) => (
  <Link href={`/players/${encodeURIComponent(username)}`} className="text-gold-300 hover:underline">
    {username}
  </Link>
)

export function ProtectionView({ canChange }: { canChange: boolean }) {
  const { t } = useT()
  const reached = useLoad(limitsReached, [], t('app.error'))
  const exclusions = useLoad(activeExclusions, [], t('app.error'))
  const settings = useLoad(readProtectionSettings, [], t('app.error'))
  const [exportError, setExportError] = useState<string | null>(null)
  const exportCsv = async () => {
    setExportError(null)
    try {
      await exportExclusions(t('app.error'))
    } catch (e) {
      setExportError(e instanceof Error ? e.message : t('app.error'))
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.protection')} />
      <Card title={t('protection.reached')}>
        <State list={reached}>
          {(rows) => (
            <table className="w-full text-sm" aria-label={t('protection.reached')}>
              <thead>
                <tr>
                  <th className={th}>{t('col.username')}</th>
                  <th className={th}>{t('protection.limits')}</th>
                  <th className={th}>{t('protection.limitAmount')}</th>
                  <th className={th}>{t('protection.used')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.username}-${r.limit}`}>
                    <td className={td}>{player(r.username)}</td>
                    <td className={td}>{r.what}</td>
                    <td className={td}>{r.amount}</td>
                    <td className={td}>{r.used}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </State>
      </Card>
      <Card title={t('protection.exclusions')}>
        <div className="mb-2 flex items-center justify-end gap-3">
          {exportError ? (
            <span role="alert" className="text-xs text-red-300">
              {exportError}
            </span>
          ) : null}
          <Button size="sm" onClick={exportCsv} disabled={!exclusions.data?.length}>
            {t('protection.exportCsv')}
          </Button>
        </div>
        <State list={exclusions}>
          {(rows) => (
            <table className="w-full text-sm" aria-label={t('protection.exclusions')}>
              <thead>
                <tr>
                  <th className={th}>{t('col.username')}</th>
                  <th className={th}>{t('protection.break')}</th>
                  <th className={th}>{t('protection.from')}</th>
                  <th className={th}>{t('protection.until')}</th>
                  <th className={th}>{t('protection.by')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.username}-${r.starts_at}`}>
                    <td className={td}>{player(r.username)}</td>
                    <td className={td}>{t(`protection.duration.${r.duration}` as ConsoleKey)}</td>
                    <td className={td}>{r.starts_at}</td>
                    <td className={td}>{r.ends_at}</td>
                    <td className={td}>{r.created_by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </State>
      </Card>
      <Card title={t('protection.realityDefault')}>
        {settings.data ? (
          <RealityDefault
            canChange={canChange}
            current={settings.data.reality_check_minutes}
            onSaved={settings.reload}
          />
        ) : settings.error ? (
          <Notice kind="error" title={t('app.error')} text={settings.error} />
        ) : (
          <Spinner />
        )}
      </Card>
    </div>
  )
}

/**
 * The reality-check default: choosing an interval goes through the settings save machine
 * (settingsSave.machine.ts) with its confirm step listing before -> after; an invalid value is a field
 * error under the select, and the server's refusal shows there too.
 */
function RealityDefault({
  canChange,
  current,
  onSaved,
}: {
  canChange: boolean
  current: number
  onSaved: () => void
}) {
  const { t } = useT()
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const saver = useSave(
    (p) => setRealityDefault(p.reality_check_minutes as number),
    () => {
      setDraft(null)
      onSaved()
    },
  )
  const label = (m: string) =>
    m === '0' ? t('protection.realityOffShort') : t('protection.everyMinutes', { n: m })
  const choose = (v: string) => {
    if (!canChange || saver.busy) return
    const minutes = realityMinutesOf(v)
    setInvalid(minutes === null)
    saver.edited()
    if (minutes === null || minutes === current) return setDraft(null)
    setDraft(String(minutes))
    saver.submit({ reality_check_minutes: minutes }, true)
  }
  const back = () => {
    setDraft(null)
    saver.back()
  }
  const error = invalid ? t('protection.err.interval') : (saver.error?.text ?? null)
  return (
    <div className="flex flex-col gap-2" data-field="reality_check_minutes">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('protection.interval')}
          value={draft ?? String(current)}
          options={REALITY_MINUTES.map((m) => ({ value: String(m), label: label(String(m)) }))}
          onChange={choose}
        />
        {!canChange ? <span className="text-xs text-ink-400">{t('app.forbidden')}</span> : null}
        {saver.busy ? <Spinner /> : null}
      </div>
      {error ? (
        <span role="alert" className="text-xs text-danger-400">
          {error}
        </span>
      ) : saver.saved ? (
        <span className="text-xs text-success-400">{t('form.saved')}</span>
      ) : null}
      <ConfirmDialog
        open={saver.confirming}
        list={[
          { label: t('protection.interval'), before: label(String(current)), after: label(draft ?? '') },
        ]}
        busy={saver.busy}
        onConfirm={saver.confirm}
        onBack={back}
      />
    </div>
  )
}
