import { useSelector } from '@xstate/react'
import type { InputHTMLAttributes } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useT } from '../../i18n'
import type { CaptchaMachine } from '../../machines/captcha.machine'
import { cx } from '../ui/cx'
import { Field } from '../ui/Field'
import { Input } from '../ui/Input'
import { ShieldIcon } from './icons'

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

/**
 * The captcha row of the auth forms (login, register, password recovery): the labelled code field with
 * the picture inside it. `field` carries the form's value and change handler.
 */
export function CaptchaField({
  captcha,
  onRefresh,
  maxLength,
  large = false,
  field,
}: {
  captcha: ActorRefFrom<CaptchaMachine>
  onRefresh: () => void
  maxLength: number
  large?: boolean
  field: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'onBlur'>
}) {
  const t = useT()
  return (
    <Field label={t('auth.captcha')}>
      <Input
        size={large ? 'lg' : undefined}
        prefix={<ShieldIcon />}
        placeholder={t('auth.captchaPlaceholder')}
        autoComplete="off"
        maxLength={maxLength}
        {...field}
        suffix={<CaptchaImage captcha={captcha} className={large ? 'h-9' : 'h-8'} onRefresh={onRefresh} />}
        className={large ? 'pr-1.5' : 'pr-1'}
      />
    </Field>
  )
}
