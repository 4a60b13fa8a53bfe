// The 'sportsbook' settings row as a form (issue 24): schedule, stake limits in yuan and the margin of
// each of the 17 market types in percent. Saved like every settings form (settings/Form.tsx): the
// settingsSave machine, a confirm step listing before -> after, the server's refusal under its field.
// Values stay text here: amounts and margins go to the server as typed and are parsed there on
// integers (never a float), whole numbers go as numbers when they are digits, anything else as typed
// so the server refuses it by name.
import { useEffect, useState } from 'react'
import type { SportsSettingsForm } from '../../../../core/contract/admin'
import { MARKET_KINDS, type MarketKind, marketName } from '../../../../core/sportsbook'
import { type ConsoleKey, useT } from '../../i18n'
import { Card } from '../../ui/kit'
import { ConfirmDialog, changes, Field, SaveBar, useSave } from '../settings/Form'
import { saveSportsSettings } from './calls'

const INTS = ['cadence_s', 'play_s', 'close_s', 'open_matchdays'] as const
const AMOUNTS = ['min_stake', 'max_stake', 'max_payout'] as const
type Text = Record<(typeof INTS)[number] | (typeof AMOUNTS)[number], string> & {
  margins: Record<string, string>
}

const LABEL: Record<(typeof INTS)[number] | (typeof AMOUNTS)[number], ConsoleKey> = {
  cadence_s: 'sb.set.cadence',
  play_s: 'sb.set.play',
  close_s: 'sb.set.close',
  open_matchdays: 'sb.set.openMatchdays',
  min_stake: 'sb.set.minStake',
  max_stake: 'sb.set.maxStake',
  max_payout: 'sb.set.maxPayout',
}

const GROUPS: [ConsoleKey, string][] = [
  ['sb.set.football', 'fb.'],
  ['sb.set.basketball', 'bk.'],
  ['sb.set.esports', 'es.'],
]

const asText = (d: SportsSettingsForm): Text => ({
  cadence_s: String(d.cadence_s),
  play_s: String(d.play_s),
  close_s: String(d.close_s),
  open_matchdays: String(d.open_matchdays),
  min_stake: d.min_stake,
  max_stake: d.max_stake,
  max_payout: d.max_payout,
  margins: { ...d.margins },
})

/** What is sent: digits as numbers, anything else as typed (the server names the refused field). */
const payload = (f: Text): Record<string, unknown> => ({
  ...Object.fromEntries(INTS.map((k) => [k, /^\d+$/.test(f[k].trim()) ? Number(f[k].trim()) : f[k]])),
  ...Object.fromEntries(AMOUNTS.map((k) => [k, f[k].trim()])),
  margins: Object.fromEntries(MARKET_KINDS.map((k) => [k, (f.margins[k] ?? '').trim()])),
})

/** The form flattened for the confirm list (a margin as `margins.<kind>`). */
const flat = (f: Text) => ({
  ...Object.fromEntries([...INTS, ...AMOUNTS].map((k) => [k, f[k].trim()])),
  ...Object.fromEntries(MARKET_KINDS.map((k) => [`margins.${k}`, (f.margins[k] ?? '').trim()])),
})

export function SportsSettings({ data, onSaved }: { data: SportsSettingsForm; onSaved: () => void }) {
  const { t, lang } = useT()
  const [form, setForm] = useState<Text>(() => asText(data))
  useEffect(() => setForm(asText(data)), [data])
  const save = useSave(saveSportsSettings, onSaved)
  const kindLabel = (k: MarketKind) => `${marketName({ kind: k }, lang)}`
  const labels: Record<string, string> = {
    ...Object.fromEntries([...INTS, ...AMOUNTS].map((k) => [k, t(LABEL[k])])),
    ...Object.fromEntries(MARKET_KINDS.map((k) => [`margins.${k}`, `${kindLabel(k)} %`])),
  }
  const set = (k: keyof typeof LABEL, v: string) => {
    setForm({ ...form, [k]: v })
    save.edited()
  }
  const setMargin = (k: MarketKind, v: string) => {
    setForm({ ...form, margins: { ...form.margins, [k]: v } })
    save.edited()
  }
  const field = (k: keyof typeof LABEL, numeric: boolean) => (
    <Field
      key={k}
      label={t(LABEL[k])}
      name={k}
      value={form[k]}
      inputMode={numeric ? 'numeric' : 'decimal'}
      onChange={(v) => set(k, v)}
      error={save.error}
    />
  )
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Card title={t('sb.set.schedule')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{INTS.map((k) => field(k, true))}</div>
        <p className="mt-2 text-2xs text-ink-500">{t('sb.set.scheduleHint')}</p>
      </Card>
      <Card title={t('sb.set.limits')}>
        <div className="grid gap-3 sm:grid-cols-3">{AMOUNTS.map((k) => field(k, false))}</div>
        <p className="mt-2 text-2xs text-ink-500">{t('sb.set.limitsHint')}</p>
      </Card>
      <Card title={t('sb.set.margins')}>
        <p className="mb-3 text-2xs text-ink-500">{t('sb.set.marginsHint')}</p>
        {GROUPS.map(([title, prefix]) => (
          <fieldset key={prefix} className="mb-3">
            <legend className="mb-2 text-xs font-semibold text-gold-200">{t(title)}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {MARKET_KINDS.filter((k) => k.startsWith(prefix)).map((k) => (
                <Field
                  key={k}
                  label={kindLabel(k)}
                  name={`margins.${k}`}
                  value={form.margins[k] ?? ''}
                  inputMode="decimal"
                  hint={k}
                  onChange={(v) => setMargin(k, v)}
                  error={save.error}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </Card>
      <SaveBar
        busy={save.busy}
        error={save.error}
        saved={save.saved}
        onSave={() => save.submit(payload(form), true)}
      />
      <ConfirmDialog
        open={save.confirming}
        list={changes(flat(asText(data)), flat(form), labels)}
        busy={save.busy}
        onConfirm={save.confirm}
        onBack={save.back}
      />
    </div>
  )
}
