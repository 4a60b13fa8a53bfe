// After registering, the player is invited (dismissable) to consider a deposit limit (issue 17
// item 2); the register flow raises it with askForLimitPrompt (src/state/limitPrompt.ts).
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { navigateTo } from '../../routes/navigate'
import { paths } from '../../routes/paths'
import { LIMIT_PROMPT_EVENT, LIMIT_PROMPT_KEY } from '../../state/limitPrompt'
import { Button, Dialog } from '../ui'

const KEY = LIMIT_PROMPT_KEY
const EVENT = LIMIT_PROMPT_EVENT

export function LimitPrompt() {
  const t = useT()
  const [open, setOpen] = useState(() => sessionStorage.getItem(KEY) === '1')
  useEffect(() => {
    const show = () => setOpen(sessionStorage.getItem(KEY) === '1')
    window.addEventListener(EVENT, show)
    return () => window.removeEventListener(EVENT, show)
  }, [])
  const close = () => {
    sessionStorage.removeItem(KEY)
    setOpen(false)
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('pr.limitPrompt.title')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('pr.limitPrompt.later')}
          </Button>
          <Button
            onClick={() => {
              close()
              navigateTo(paths.mine('responsible'))
            }}
          >
            {t('pr.limitPrompt.go')}
          </Button>
        </>
      }
    >
      <p className="text-sm">{t('pr.limitPrompt.body')}</p>
    </Dialog>
  )
}
