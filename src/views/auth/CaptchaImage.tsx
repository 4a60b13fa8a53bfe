import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useT } from '../../i18n'
import type { CaptchaMachine } from '../../machines/captcha.machine'
import { cx } from '../ui/cx'

/** The server's captcha picture (an SVG data URL); a click asks the form machine for a new one. */
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
  const image = useSelector(captcha, (s) => s.context.image)
  const id = useSelector(captcha, (s) => s.context.id)
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
      {image ? (
        <img src={image} alt={t('layout.captcha')} data-captcha-id={id} className="block h-full w-auto" />
      ) : (
        <span className="block h-full w-20 bg-white/10" aria-hidden="true" />
      )}
    </button>
  )
}
