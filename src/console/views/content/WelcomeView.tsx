// The welcome modal the player site opens on its home page: the text in both languages and its switch
// (docs/content.md).
import { useState } from 'react'
import { contentCalls } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { readWelcome, saveWelcome } from './calls'
import { type Field, TEXT } from './editors'
import { FormPanel } from './Fields'
import { checkForm, type Row, useSay, useSubmit } from './formKit'

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
  const { busy, message, submit } = useSubmit()
  const save = () =>
    submit(checkForm(contentCalls.saveWelcome.request, form, WELCOME_FIELDS, say), async () => {
      onSaved(await saveWelcome(form))
      return say(TEXT.saved)
    })
  return (
    <FormPanel
      fields={WELCOME_FIELDS}
      form={form}
      setForm={setForm}
      message={message}
      busy={busy}
      onSubmit={save}
      submitText={say(TEXT.save)}
    />
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
