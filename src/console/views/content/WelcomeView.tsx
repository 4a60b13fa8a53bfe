// The welcome modal the player site opens on its home page: the text in both languages and its switch
// (docs/content.md). A save lists what changes and asks first (formKit's useFormSave).
import { type Dispatch, type SetStateAction, useState } from 'react'
import { contentCalls } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ConfirmDialog, changes } from '../settings/Form'
import { readWelcome, saveWelcome } from './calls'
import { type Field, TEXT } from './editors'
import { FormPanel } from './Fields'
import { checkForm, type Row, useFormSave, useSay } from './formKit'

const WELCOME_FIELDS: Field[] = [
  { name: 'webcontent', en: 'webcontent_en', label: TEXT.welcomeText, kind: 'rich', long: true },
  {
    name: 'index_modal',
    label: TEXT.welcomeSwitch,
    kind: 'flag',
    options: [
      { value: '1', label: TEXT.on },
      { value: '0', label: TEXT.off },
    ],
  },
]

function WelcomeForm({ initial, onSaved }: { initial: Row; onSaved: (r: Row) => void }) {
  const say = useSay()
  const [form, setForm] = useState<Row>(initial)
  const saver = useFormSave(async (payload) => {
    onSaved(await saveWelcome(payload))
    return say(TEXT.saved)
  })
  const edit: Dispatch<SetStateAction<Row>> = (v) => {
    setForm(v)
    saver.edited()
  }
  const save = () =>
    saver.submit(checkForm(contentCalls.saveWelcome.request, form, WELCOME_FIELDS, say), form)
  // The confirm step lists what changes (the switch in words, the texts as written).
  const flag = (v: string) => (v === '1' ? say(TEXT.on) : v === '0' ? say(TEXT.off) : v)
  const list = changes(initial, form, {
    webcontent: say(TEXT.welcomeText),
    webcontent_en: `${say(TEXT.welcomeText)} · ${say(TEXT.en)}`,
    index_modal: say(TEXT.welcomeSwitch),
  }).map((c) =>
    c.label === say(TEXT.welcomeSwitch) ? { ...c, before: flag(c.before), after: flag(c.after) } : c,
  )
  return (
    <>
      <FormPanel
        fields={WELCOME_FIELDS}
        form={form}
        setForm={edit}
        message={saver.message}
        busy={saver.busy}
        onSubmit={save}
        submitText={say(TEXT.save)}
      />
      <ConfirmDialog
        open={saver.confirming}
        list={list}
        busy={saver.busy}
        onConfirm={saver.confirm}
        onBack={saver.back}
      />
    </>
  )
}

export function WelcomeView() {
  const say = useSay()
  const { t } = useT()
  const data = useLoad(readWelcome, [], t('app.error'))
  return (
    <div>
      <PageHeader title={say(TEXT.welcome)} />
      {data.error ? (
        <Notice kind="error" title={t('app.error')} text={data.error}>
          <Button onClick={data.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !data.data ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <WelcomeForm initial={data.data} onSaved={() => data.reload()} />
      )}
    </div>
  )
}
