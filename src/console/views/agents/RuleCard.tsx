// 代理佣金's rule (docs/agents.md): the share, the minimum active players and payout, on or off; saved
// through the settings forms' save machine after a confirm step listing what changes (it moves agents'
// money), with an audit row of before and after, the form filled again from what the server then holds.
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { Button, Card, Notice, Spinner, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ConfirmDialog, changes, useSave } from '../settings/Form'
import { type RuleForm, readCommissionRule, saveCommissionRule } from './calls'

export function RuleCard() {
  const { t } = useT()
  const rule = useLoad(readCommissionRule, [], t('app.error'))
  const [form, setForm] = useState<RuleForm>({ share: '', minActive: '', minPayout: '', enabled: true })
  const save = useSave(
    (p) => saveCommissionRule(p as RuleForm),
    () => rule.reload(),
  )
  useEffect(() => {
    if (rule.data)
      setForm({
        share: rule.data.share_percent,
        minActive: String(rule.data.min_active_players),
        minPayout: rule.data.min_payout,
        enabled: rule.data.enabled,
      })
  }, [rule.data])
  if (rule.error)
    return (
      <Notice kind="error" title={t('app.error')} text={rule.error}>
        <Button onClick={rule.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  if (!rule.data)
    return (
      <Card title={t('agents.rule')}>
        <p className="p-4 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      </Card>
    )
  const held: RuleForm = {
    share: rule.data.share_percent,
    minActive: String(rule.data.min_active_players),
    minPayout: rule.data.min_payout,
    enabled: rule.data.enabled,
  }
  const onOff = (v: boolean) => t(v ? 'agents.on' : 'agents.off')
  const list = changes(
    { ...held, enabled: onOff(held.enabled) },
    { ...form, enabled: onOff(form.enabled) },
    {
      share: t('agents.share'),
      minActive: t('agents.minActive'),
      minPayout: t('agents.minPayout'),
      enabled: t('agents.enabled'),
    },
  )
  const busy = save.busy
  const message = save.error
    ? { kind: 'error' as const, text: save.error.text }
    : save.saved
      ? { kind: 'success' as const, text: t('agents.saved') }
      : null
  return (
    <Card title={t('agents.rule')}>
      <p className="mb-3 text-ink-400 text-xs">{t('agents.ruleHelp')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          save.submit(form, true)
        }}
      >
        <TextField
          label={t('agents.share')}
          inputMode="decimal"
          value={form.share}
          onChange={(e) => setForm({ ...form, share: e.target.value })}
        />
        <TextField
          label={t('agents.minActive')}
          inputMode="numeric"
          value={form.minActive}
          onChange={(e) => setForm({ ...form, minActive: e.target.value })}
        />
        <TextField
          label={t('agents.minPayout')}
          inputMode="decimal"
          value={form.minPayout}
          onChange={(e) => setForm({ ...form, minPayout: e.target.value })}
        />
        <label className="flex items-center gap-2 pb-2 text-ink-200 text-sm">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          {t('agents.enabled')}
        </label>
        <Button type="submit" tone="primary" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t('agents.save')}
        </Button>
      </form>
      <p className="mt-2 text-ink-500 text-xs">
        {t('agents.updated', { at: rule.data.updated_at, by: rule.data.updated_by || '—' })}
      </p>
      {message ? (
        <div className="mt-3">
          <Notice kind={message.kind} text={message.text} />
        </div>
      ) : null}
      <ConfirmDialog
        open={save.confirming}
        list={list}
        busy={busy}
        onConfirm={save.confirm}
        onBack={save.back}
      />
    </Card>
  )
}
