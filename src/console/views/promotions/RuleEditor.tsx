// The promotion rule's form (promotionRule.machine.ts holds it): the kind and its parameters, the
// channels or VIP levels where the kind has them, the turnover multiple and the caps.
import { PROMOTION_CHANNELS, PROMOTION_KINDS } from '../../../../core/contract/admin/promotions'
import { type ConsoleKey, useT } from '../../i18n'
import type { RuleForm } from '../../machines/promotionRule.machine'
import { Button, Notice, Select, Spinner, TextField } from '../../ui/kit'
import { kindName } from './ruleSummary'

export function RuleEditor(p: {
  form: RuleForm
  error: string | null
  busy: boolean
  edit: (patch: Partial<RuleForm>) => void
  level: (index: number, value: string) => void
  toggle: (channel: string) => void
  save: () => void
  cancel: () => void
}) {
  const { t } = useT()
  const f = p.form
  const money = (key: keyof RuleForm, label: ConsoleKey, hint?: boolean) => (
    <TextField
      label={`${t(label)}${hint ? `（${t('promo.capHint')}）` : ''}`}
      inputMode="decimal"
      value={String(f[key])}
      onChange={(e) => p.edit({ [key]: e.target.value } as Partial<RuleForm>)}
    />
  )
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        p.save()
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Select
          label={t('promo.kind')}
          value={f.kind}
          options={PROMOTION_KINDS.map((k) => ({ value: k, label: kindName(t, k) }))}
          onChange={(kind) => p.edit({ kind })}
        />
        <label className="flex items-center gap-2 self-end text-sm text-ink-100">
          <input
            type="checkbox"
            checked={f.enabled}
            onChange={(e) => p.edit({ enabled: e.target.checked })}
          />
          {t('promo.enabled')}
        </label>
      </div>
      {f.kind === 'first-deposit' || f.kind === 'deposit-method' ? (
        <div className="grid grid-cols-3 gap-3">
          {money('percent', 'promo.percent')}
          {money('min_deposit', 'promo.minDeposit')}
          {money('max_bonus', 'promo.maxBonus')}
        </div>
      ) : null}
      {f.kind === 'deposit-method' ? (
        <fieldset className="flex flex-wrap gap-3 text-sm text-ink-100">
          <legend className="mb-1 text-xs text-ink-300">{t('promo.channels')}</legend>
          {PROMOTION_CHANNELS.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input type="checkbox" checked={f.channels.includes(c)} onChange={() => p.toggle(c)} />
              {t(`promo.channel.${c}` as ConsoleKey)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {f.kind === 'application' ? money('amount', 'promo.amount') : null}
      {f.kind === 'vip-upgrade' ? <p className="text-xs text-ink-300">{t('promo.vipHint')}</p> : null}
      {f.kind === 'birthday' || f.kind === 'monthly-redpacket' ? (
        <fieldset>
          <legend className="mb-1 text-xs text-ink-300">
            {t(f.kind === 'birthday' ? 'promo.levelsBirthday' : 'promo.levelsMonthly')}
          </legend>
          <div className="grid grid-cols-5 gap-2">
            {f.amounts.map((a, i) => (
              <TextField
                key={`VIP${i + 1}`}
                label={`VIP${i + 1}`}
                inputMode="decimal"
                value={a}
                onChange={(e) => p.level(i, e.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid grid-cols-4 gap-3">
        {money('turnover_multiple', 'promo.multiple')}
        {money('player_cap', 'promo.playerCap', true)}
        {money('player_day_cap', 'promo.playerDayCap', true)}
        {money('day_cap', 'promo.dayCap', true)}
      </div>
      {p.error ? <Notice kind="error" text={p.error} /> : null}
      <div className="flex justify-end gap-2">
        <Button tone="ghost" onClick={p.cancel} disabled={p.busy}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" tone="primary" disabled={p.busy}>
          {p.busy ? <Spinner /> : null} {t('promo.save')}
        </Button>
      </div>
    </form>
  )
}
