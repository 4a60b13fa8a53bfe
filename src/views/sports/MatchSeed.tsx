// The "fairness · client seed" section of an open match's expanded markets: the combined client seed as
// it stands and how many contributions made it, the player's own, and a field to contribute (or replace)
// a seed until betting closes, as fast-3 does for its draws (docs/sportsbook.md Fairness).
import { useId } from 'react'
import { useT } from '../../i18n'
import { useFlow } from '../../machines/hooks'
import { CLIENT_SEED, matchSeedMachine } from '../../machines/matchSeed.machine'
import { href, paths } from '../../routes/paths'
import { cx } from '../ui'

/** A long seed shown by its ends (the whole one in the title). */
const shorten = (s: string) => (s.length > 24 ? `${s.slice(0, 12)}…${s.slice(-8)}` : s)

export function MatchSeed({ matchId, closed }: { matchId: string; closed: boolean }) {
  const t = useT()
  const id = useId()
  const [snap, send] = useFlow(matchSeedMachine, { input: { matchId } })
  const { seed, draft, error, saved } = snap.context
  const locked = closed || snap.context.closed
  const busy = snap.hasTag('busy')
  const invalid = draft !== '' && !CLIENT_SEED.test(draft)
  const canSubmit = snap.can({ type: 'seed.submit' }) && !locked
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-white/8 bg-navy-900/60 p-2.5 text-xs"
      data-testid="match-seed"
    >
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <h4 id={`${id}-title`} className="text-gold-300">
          {t('sbui.seed.title')}
        </h4>
        <a
          href={href(paths.fair({ match: matchId }))}
          className="shrink-0 text-gold-300/80 underline underline-offset-2 hover:text-gold-200"
        >
          {t('sbui.seed.verify')}
        </a>
      </div>
      {snap.matches('failed') ? (
        <div className="flex items-center gap-2 text-cta-300">
          <span className="min-w-0 flex-1">{error || t('sbui.loadFailed')}</span>
          <button
            type="button"
            onClick={() => send({ type: 'seed.retry' })}
            className="rounded-md border border-gold-700/50 px-2 py-1 text-gold-300 hover:bg-gold-700/20"
          >
            {t('sbui.retry')}
          </button>
        </div>
      ) : !seed ? (
        <p className="text-ink-500">{t('sbui.loading')}</p>
      ) : (
        <>
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr] sm:items-baseline">
            <dt className="text-ink-400">
              {seed.contributions
                ? t('sbui.seed.combined', { n: seed.contributions })
                : t('sbui.seed.default')}
            </dt>
            <dd
              className="min-w-0 truncate font-mono text-ink-100"
              title={seed.client_seed}
              data-testid="match-seed-combined"
            >
              {shorten(seed.client_seed)}
            </dd>
          </dl>
          <p
            className="mt-1 truncate text-ink-400"
            title={seed.my_seed || undefined}
            data-testid="match-seed-mine"
          >
            {locked
              ? t('sbui.seed.locked')
              : seed.my_seed
                ? t('sbui.seed.mine', { seed: seed.my_seed })
                : t('sbui.seed.mineNone')}
          </p>
          <form
            className="mt-2 flex flex-col gap-1.5 sm:flex-row sm:items-start"
            onSubmit={(e) => {
              e.preventDefault()
              if (canSubmit) send({ type: 'seed.submit' })
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-input`} className="sr-only">
                {t('sbui.seed.label')}
              </label>
              <input
                id={`${id}-input`}
                value={draft}
                maxLength={64}
                disabled={locked}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('sbui.seed.placeholder')}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-invalid` : undefined}
                onChange={(e) => send({ type: 'seed.edit', value: e.target.value })}
                className={cx(
                  'w-full rounded-md border bg-navy-950 px-2.5 py-1.5 font-mono text-ink-50 placeholder:text-ink-600 focus:outline-none disabled:opacity-60',
                  invalid ? 'border-cta-400' : 'border-navy-500 focus:border-gold-400',
                )}
              />
              {invalid ? (
                <p id={`${id}-invalid`} className="mt-1 text-cta-300">
                  {t('sbui.seed.invalid')}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={!canSubmit}
              className="shrink-0 rounded-md border border-gold-500 px-3 py-1.5 text-gold-200 hover:bg-gold-700/20 disabled:opacity-50"
            >
              {busy ? t('sbui.seed.submitting') : t('sbui.seed.submit')}
            </button>
          </form>
          {error ? (
            <p role="alert" className="mt-1 text-cta-300" data-testid="match-seed-error">
              {error}
            </p>
          ) : saved ? (
            <p role="status" className="mt-1 text-success-400">
              {t('sbui.seed.saved')}
            </p>
          ) : null}
        </>
      )}
      <p className="mt-2 text-[11px] text-ink-500 leading-relaxed">{t('sbui.seed.hint')}</p>
    </section>
  )
}
