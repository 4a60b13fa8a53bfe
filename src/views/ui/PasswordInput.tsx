import { useState } from 'react'
import { useT } from '../../i18n'
import { Input, type InputProps } from './Input'

/** A password box with an eye that shows or hides the text. Visibility is purely visual state. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          onClick={() => setVisible((v) => !v)}
          className="flex size-7 items-center justify-center rounded-sm text-ink-400 hover:text-gold-300"
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  )
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  )
}
