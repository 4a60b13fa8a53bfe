// The parts the banker card tables (bull-bull, 炸金花) share: a side's hand under its name and kind,
// the base-bet chips, the deal button and the table of what each hand is worth. The machines own the
// choices and whether dealing is allowed; these only render and report clicks.
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { plainAmount } from '../../machines/memberKit'

/** One side of the table: its name, the kind of its hand (or face down) and its cards. */
export function HandPanel(props: {
  label: string
  kind: string | null
  won: boolean
  testId: string
  children: ReactNode
}) {
  return (
    <div
      className={`min-w-0 rounded-2xl p-3 ring-1 transition ${props.won ? 'bg-gold-400/10 ring-gold-400/70' : 'ring-white/10'}`}
      data-testid={props.testId}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-1 text-sm">
        <span className="font-semibold text-gold-100">{props.label}</span>
        <span
          className={`rounded-full px-3 py-0.5 font-bold ${props.won ? 'bg-gold-gradient text-navy-950' : 'bg-white/8 text-ink-200'}`}
        >
          {props.kind}
        </span>
      </div>
      {/* The cards keep their size while it fits and shrink together (keeping their shape) when a phone
          is too narrow for a hand of five. */}
      <div className="flex items-center justify-center gap-1.5 sm:gap-2 [&>*]:h-auto [&>*]:min-w-0 [&>*]:shrink">
        {props.children}
      </div>
    </div>
  )
}

/** The base bets the table offers (wire amounts), the chosen one pressed. */
export function BaseChips(props: {
  legend: string
  bases: string[]
  chosen: string
  disabled: boolean
  onChoose: (amount: string) => void
}) {
  return (
    <fieldset className="mt-5 flex flex-wrap items-center justify-center gap-2">
      <legend className="sr-only">{props.legend}</legend>
      <span className="text-ink-300 text-sm">{props.legend}</span>
      {props.bases.map((b) => {
        const on = b === props.chosen
        return (
          <button
            key={b}
            type="button"
            aria-pressed={on}
            disabled={props.disabled}
            onClick={() => props.onChoose(b)}
            className={`size-12 rounded-full border-2 font-bold text-sm transition ${on ? 'border-gold-200 bg-gold-gradient text-navy-950 shadow-gold' : 'border-gold-700 bg-navy-900 text-gold-200 hover:border-gold-400'}`}
          >
            {plainAmount(b)}
          </button>
        )
      })}
    </fieldset>
  )
}

export function DealButton(props: { dealing: boolean; disabled: boolean; onDeal: () => void }) {
  const t = useT()
  return (
    <div className="mt-3 flex justify-center">
      <button
        type="button"
        onClick={props.onDeal}
        disabled={props.disabled}
        className="min-h-11 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-10 py-3 font-bold text-navy-950 disabled:opacity-60"
      >
        {props.dealing ? t('games.bull.dealing') : t('games.bull.deal')}
      </button>
    </div>
  )
}

/** What each hand is worth, from the highest: a titled two-column table, then the table's notes. */
export function HandTable(props: {
  id: string
  title: string
  valueHeader: string
  rows: { name: string; value: string }[]
  children?: ReactNode
}) {
  const t = useT()
  return (
    <section className="rounded-2xl border border-navy-600 bg-navy-900 p-4" aria-labelledby={props.id}>
      <h2 id={props.id} className="mb-2 font-semibold text-gold-300">
        {props.title}
      </h2>
      <table className="w-full text-sm">
        <thead className="text-ink-400">
          <tr>
            <th className="py-1 text-left font-normal">{t('games.bull.hand')}</th>
            <th className="py-1 text-right font-normal">{props.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.name} className="border-white/6 border-t">
              <td className="py-1">{r.name}</td>
              <td className="py-1 text-right text-gold-200">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.children}
    </section>
  )
}
