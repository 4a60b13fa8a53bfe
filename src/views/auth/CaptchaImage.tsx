import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useT } from '../../i18n'
import type { CaptchaMachine } from '../../machines/captcha.machine'
import { captchaSrc } from '../../machines/captcha.pool'
import { cx } from '../ui/cx'

/** The captcha picture the captcha actor chose; a click asks the form machine for a new one. */
export function CaptchaImage({
  captcha,
  onRefresh,
  className,
}: {
  captcha: ActorRefFrom<CaptchaMachine>
  onRefresh: () => void
  className?: string
}) {
  const t = useT()
  const name = useSelector(captcha, (s) => s.context.current)
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('layout.captchaRefresh')}
      aria-label={t('layout.captchaRefresh')}
      className={cx(
        'block shrink-0 overflow-hidden rounded-sm ring-1 ring-white/15 transition hover:ring-gold-400/70',
        className,
      )}
    >
      <img
        src={captchaSrc(name)}
        alt={t('layout.captcha')}
        data-captcha={name}
        className="block h-full w-auto"
      />
    </button>
  )
}
