// Between sign-in and the console: an operator whose password someone else chose (a new operator, the
// owner's reset) changes it first; the server refuses every other call with 428 until then
// (docs/operator-console.md, "Own account"). Everyone else goes straight to the shell.
import { useState } from 'react'
import type { OperatorInfo } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button } from '../../ui/kit'
import { Shell } from '../Shell'
import { PasswordForm } from './PasswordForm'

export function AccountGate({ operator, onSignOut }: { operator: OperatorInfo; onSignOut: () => void }) {
  const { t, lang, setLang } = useT()
  const [changed, setChanged] = useState(false)
  if (!operator.must_change_password || changed)
    return <Shell operator={{ ...operator, must_change_password: false }} onSignOut={onSignOut} />
  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-950 p-4 sm:p-6">
      <div className="w-full max-w-md rounded-lg border border-white/10 bg-navy-900 p-5 shadow-raised sm:p-7">
        <div className="mb-4 flex items-start justify-between gap-2">
          <div>
            <div className="text-xs tracking-widest text-gold-400">{t('app.name')}</div>
            <h1 className="mt-1 text-xl font-semibold text-ink-50">{t('acct.forced.title')}</h1>
          </div>
          <Button tone="ghost" size="sm" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
            {t('app.lang')}
          </Button>
        </div>
        <p className="mb-4 text-sm text-ink-300">{t('acct.forced.hint')}</p>
        <PasswordForm username={operator.username} onChanged={() => setChanged(true)} />
        <div className="mt-4 flex justify-end">
          <Button tone="ghost" size="sm" onClick={onSignOut}>
            {t('app.signOut')}
          </Button>
        </div>
      </div>
    </main>
  )
}
