// Small building blocks of the console's screens: buttons, fields, notices, badges, dialogs (Headless
// UI) and a select (Headless UI Listbox), in the site's tokens with a denser back-office scale.
import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react'
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react'
import { useId } from 'react'
import { displayMoney } from '../../../core/money'
import { useReturnFocus } from './returnFocus'

type Tone = 'default' | 'primary' | 'danger' | 'success' | 'ghost'
const tones: Record<Tone, string> = {
  default: 'bg-navy-700 text-ink-50 hover:bg-navy-600 border border-white/10',
  primary: 'bg-gold-400 text-navy-950 hover:bg-gold-300 font-semibold',
  danger: 'bg-danger-700 text-ink-50 hover:bg-danger-500',
  success: 'bg-success-700 text-ink-50 hover:bg-success-500',
  ghost: 'text-ink-200 hover:bg-white/5',
}

export function Button({
  tone = 'default',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; size?: 'sm' | 'md' }) {
  const pad = size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3.5 py-1.5 text-sm'
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${pad} ${tones[tone]} ${className}`}
      {...rest}
    />
  )
}

export function TextField({
  label,
  className = '',
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs text-ink-300">
        {label}
      </label>
      <input
        id={id}
        className="rounded-sm border border-white/10 bg-navy-950 px-2.5 py-1.5 text-sm text-ink-50 placeholder:text-ink-500 focus:border-gold-400 focus:outline-none"
        {...rest}
      />
    </div>
  )
}

export function TextArea({
  label,
  value,
  onChange,
  rows = 3,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  rows?: number
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-ink-300">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-sm border border-white/10 bg-navy-950 px-2.5 py-1.5 text-sm text-ink-50 focus:border-gold-400 focus:outline-none"
      />
    </div>
  )
}

export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: { value: V; label: string }[]
  onChange: (v: V) => void
}) {
  const current = options.find((o) => o.value === value)
  return (
    // Headless UI names the button by the label and the value shown (WCAG 2.5.3: the visible text is
    // part of the name).
    <Field className="flex flex-col gap-1">
      <Label className="text-xs text-ink-300">{label}</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton className="flex min-w-32 items-center justify-between gap-2 rounded-sm border border-white/10 bg-navy-950 px-2.5 py-1.5 text-left text-sm text-ink-50">
          {current?.label}
          <span aria-hidden className="text-ink-400">
            ▾
          </span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-50 mt-1 min-w-(--button-width) rounded-sm border border-white/10 bg-navy-800 py-1 text-sm shadow-raised focus:outline-none"
        >
          {options.map((o) => (
            <ListboxOption
              key={o.value}
              value={o.value}
              className="cursor-pointer px-3 py-1.5 text-ink-100 data-focus:bg-navy-600 data-selected:text-gold-300"
            >
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  )
}

export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}) {
  useReturnFocus(open)
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-2 sm:p-4">
        <DialogPanel
          className={`max-h-full w-full overflow-y-auto ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-md border border-white/10 bg-navy-850 p-5 shadow-raised`}
        >
          <DialogTitle className="mb-4 text-md font-semibold text-ink-50">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

export function Notice({
  kind,
  title,
  text,
  children,
}: {
  kind: 'error' | 'success' | 'info' | 'warn'
  title?: string
  text: string
  children?: ReactNode
}) {
  const styles = {
    error: 'border-danger-500/40 bg-danger-700/20 text-danger-400',
    success: 'border-success-500/40 bg-success-700/20 text-success-400',
    info: 'border-info-400/30 bg-navy-800 text-ink-100',
    warn: 'border-gold-500/40 bg-gold-800/30 text-gold-200',
  }[kind]
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-sm border px-3 py-2 text-sm ${styles}`}
    >
      {title ? <div className="font-semibold">{title}</div> : null}
      <div>{text}</div>
      {children ? <div className="mt-2 flex gap-2">{children}</div> : null}
    </div>
  )
}

export function Badge({
  tone = 'default',
  children,
}: {
  tone?: 'default' | 'gold' | 'red' | 'green'
  children: ReactNode
}) {
  const styles = {
    default: 'bg-navy-600 text-ink-100',
    gold: 'bg-gold-500/20 text-gold-300 ring-1 ring-gold-500/40',
    red: 'bg-danger-700/40 text-danger-400 ring-1 ring-danger-500/40',
    green: 'bg-success-700/30 text-success-400 ring-1 ring-success-500/30',
  }[tone]
  return (
    <span className={`inline-flex items-center rounded-xs px-1.5 py-0.5 text-2xs font-medium ${styles}`}>
      {children}
    </span>
  )
}

export function Spinner() {
  return (
    <span
      aria-hidden
      className="inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-gold-400 border-t-transparent align-[-2px]"
    />
  )
}

/** A wire amount ("1234.50") as the one formatter writes it, without the symbol; negatives in red. */
export function Money({ value, signed = false }: { value: string; signed?: boolean }) {
  const text = displayMoney(value, '')
  const negative = text.startsWith('-')
  return (
    <span className={`font-mono tabular-nums ${negative ? 'text-danger-400' : ''}`}>
      {signed && !negative && text !== '0.00' ? '+' : ''}
      {text}
    </span>
  )
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-lg font-semibold text-ink-50">{title}</h1>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </div>
  )
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: string
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`rounded-md border border-white/8 bg-navy-900 p-4 ${className}`}>
      {title ? <h2 className="mb-3 text-sm font-semibold text-ink-200">{title}</h2> : null}
      {children}
    </section>
  )
}
