// 站点设置 (docs/settings.md): the site title, the maintenance switch and its notice, the support and
// agent links, and the licences the footer shows. Switching the site state asks for a confirmation;
// the server checks every field and its refusal is shown under the field.
import { useEffect, useState } from 'react'
import type { LicenceSetting, SiteSettingsForm } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button, Card, Notice, PageHeader, Select, Spinner, TextArea } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { readSiteSettings, saveSiteSettings } from './calls'
import { ConfirmDialog, changes, Field, ImagePicker, SaveBar, useSave } from './Form'

const NEW_LICENCE: LicenceSetting = { name: '', number: '', url: '', badge: '', demo: true }

export default function SiteSettingsView() {
  const { t } = useT()
  const loaded = useLoad(readSiteSettings, [], t('app.error'))
  const [form, setForm] = useState<SiteSettingsForm | null>(null)
  useEffect(() => {
    if (loaded.data) setForm(loaded.data)
  }, [loaded.data])
  const save = useSave(saveSiteSettings, loaded.reload)

  if (loaded.error && !loaded.data)
    return (
      <>
        <PageHeader title={t('site.title')} />
        <Notice kind="error" title={t('app.error')} text={loaded.error}>
          <Button onClick={loaded.reload}>{t('app.retry')}</Button>
        </Notice>
      </>
    )
  if (!form || !loaded.data)
    return (
      <>
        <PageHeader title={t('site.title')} />
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      </>
    )

  const before = loaded.data
  const set = <K extends keyof SiteSettingsForm>(k: K, v: SiteSettingsForm[K]) => {
    setForm({ ...form, [k]: v })
    save.edited()
  }
  const setLicence = (i: number, patch: Partial<LicenceSetting>) =>
    set(
      'licences',
      form.licences.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    )
  const labels = {
    title: t('site.name'),
    site_state: t('site.state'),
    repair_tips: t('site.repairTips'),
    service_url: t('site.serviceUrl'),
    agent_login_url: t('site.agentUrl'),
    agent_login_url_mobile: t('site.agentUrlMobile'),
    licences: t('site.licences'),
  }
  const stateText = (v: 0 | 1) => (v === 1 ? t('site.open') : t('site.maintenance'))
  const list = changes(
    { ...before, site_state: stateText(before.site_state) },
    { ...form, site_state: stateText(form.site_state) },
    labels,
  )
  const err = save.error

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title={t('site.title')} />
      {form.site_state === 0 && before.site_state === 0 ? (
        <Notice kind="warn" text={t('site.maintenance')} />
      ) : null}
      <Card title={t('site.basic')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('site.name')}
            name="title"
            value={form.title}
            onChange={(v) => set('title', v)}
            error={err}
          />
          <Select
            label={t('site.state')}
            value={String(form.site_state) as '0' | '1'}
            options={[
              { value: '1', label: t('site.open') },
              { value: '0', label: t('site.maintenance') },
            ]}
            onChange={(v) => set('site_state', v === '0' ? 0 : 1)}
          />
        </div>
        <div className="mt-3" data-field="repair_tips">
          <TextArea
            label={t('site.repairTips')}
            value={form.repair_tips}
            onChange={(v) => set('repair_tips', v)}
          />
          {err?.field === 'repair_tips' ? (
            <span role="alert" className="text-xs text-danger-400">
              {err.text}
            </span>
          ) : (
            <span className="text-2xs text-ink-500">{t('site.repairHint')}</span>
          )}
        </div>
      </Card>
      <Card title={t('site.links')}>
        <div className="grid gap-3">
          {(['service_url', 'agent_login_url', 'agent_login_url_mobile'] as const).map((k) => (
            <Field
              key={k}
              label={labels[k]}
              name={k}
              value={form[k]}
              inputMode="url"
              onChange={(v) => set(k, v)}
              error={err}
              hint={t('site.urlHint')}
            />
          ))}
        </div>
      </Card>
      <Card title={t('site.licences')}>
        {form.licences.length === 0 ? (
          <p className="mb-3 text-sm text-ink-400">{t('site.noLicences')}</p>
        ) : null}
        <div className="flex flex-col gap-4">
          {form.licences.map((l, i) => (
            <div key={i} className="grid gap-3 rounded-sm border border-white/8 p-3 sm:grid-cols-2">
              <Field
                label={t('site.licenceName')}
                name={`licences.${i}.name`}
                value={l.name}
                onChange={(v) => setLicence(i, { name: v })}
                error={err}
              />
              <Field
                label={t('site.licenceNumber')}
                name={`licences.${i}.number`}
                value={l.number}
                onChange={(v) => setLicence(i, { number: v })}
                error={err}
              />
              <Field
                label={t('site.licenceUrl')}
                name={`licences.${i}.url`}
                value={l.url}
                inputMode="url"
                onChange={(v) => setLicence(i, { url: v })}
                error={err}
              />
              <ImagePicker
                label={t('site.licenceBadge')}
                name={`licences.${i}.badge`}
                kind="licence"
                value={l.badge}
                onChange={(url) => setLicence(i, { badge: url })}
                error={err}
              />
              <label className="flex items-center gap-2 text-sm text-ink-200">
                <input
                  type="checkbox"
                  checked={l.demo}
                  onChange={(e) => setLicence(i, { demo: e.target.checked })}
                />
                {t('site.licenceDemo')}
              </label>
              <div className="flex justify-end">
                <Button
                  size="sm"
                  tone="danger"
                  onClick={() =>
                    set(
                      'licences',
                      form.licences.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('site.removeLicence')}
                </Button>
              </div>
            </div>
          ))}
        </div>
        <Button
          className="mt-3"
          onClick={() => set('licences', [...form.licences, NEW_LICENCE])}
          disabled={form.licences.length >= 10}
        >
          {t('site.addLicence')}
        </Button>
      </Card>
      <SaveBar
        busy={save.busy}
        error={err}
        saved={save.saved}
        onSave={() => save.submit(form, form.site_state !== before.site_state)}
      />
      <ConfirmDialog
        open={save.confirming}
        list={list}
        busy={save.busy}
        onConfirm={save.confirm}
        onBack={save.back}
      />
    </div>
  )
}
