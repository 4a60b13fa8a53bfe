// The verifier's answer in plain words (/fair, issue 30): where the one-click check of a round stands
// (loading, a seed still in use with its one reveal button, a draw or shoe not over yet, checking),
// then the verdict as ✓ or ✗ with each check said without jargon, and how the check works. The
// seeds, nonce and hashes stay in the page's technical details (FairnessPage.tsx).
import type { ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import { type MessageKey, useT } from '../../i18n'
import type { FairEvent, FairResult, fairnessMachine } from '../../machines/fairness.machine'
import { isDrawKind } from '../../machines/fairRecompute'
import { isShoeKind } from '../../machines/shoeVerify'
import { Button, cx, Spinner } from '../ui'

type Snap = SnapshotFrom<typeof fairnessMachine>

/** The checks that could be made on this result, each passed or failed, in plain words. */
function checksOf(r: FairResult): { ok: boolean; key: MessageKey }[] {
  const list: { ok: boolean | null | undefined; pass: MessageKey; fail: MessageKey }[] = [
    { ok: r.hashOk, pass: 'games.fair.check.hash.ok', fail: 'games.fair.check.hash.bad' },
    { ok: r.combinedOk, pass: 'games.fair.check.combined.ok', fail: 'games.fair.check.combined.bad' },
    { ok: r.shoe?.orderOk, pass: 'games.fair.check.order.ok', fail: 'games.fair.check.order.bad' },
    { ok: r.matches, pass: 'games.fair.check.record.ok', fail: 'games.fair.check.record.bad' },
    { ok: r.jackpot?.agrees, pass: 'games.fair.check.jackpot.ok', fail: 'games.fair.check.jackpot.bad' },
  ]
  return list.flatMap((c) =>
    c.ok === null || c.ok === undefined ? [] : [{ ok: c.ok, key: c.ok ? c.pass : c.fail }],
  )
}

function Mark({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden
      className={cx(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        ok ? 'bg-success-500/20 text-success-400' : 'bg-cta-700/30 text-cta-300',
      )}
    >
      {ok ? '✓' : '✗'}
    </span>
  )
}

/** What is being checked: the game and round id, the draw, or the shoe. */
function Subject({ snap }: { snap: Snap }) {
  const t = useT()
  const { form, roundId, gameName } = snap.context
  const text =
    gameName && roundId
      ? t('games.fair.roundOf', { game: gameName, id: roundId })
      : isShoeKind(form.kind) && form.shoe
        ? t('games.fair.shoeOf', { shoe: form.shoe })
        : isDrawKind(form.kind) && form.issue
          ? t('games.fair.drawOf', { issue: form.issue })
          : roundId
            ? t('games.fair.roundNo', { id: roundId })
            : ''
  return text ? <p className="break-all font-mono text-xs text-ink-400">{text}</p> : null
}

function Frame({ children, testId, pass }: { children: ReactNode; testId?: string; pass?: boolean }) {
  return (
    <section
      aria-live="polite"
      data-testid={testId}
      data-pass={pass === undefined ? undefined : String(pass)}
      className={cx(
        'space-y-3 rounded-2xl border bg-navy-900 p-4',
        pass === false ? 'border-cta-500/60' : pass ? 'border-success-500/50' : 'border-gold-700/50',
      )}
    >
      {children}
    </section>
  )
}

/** The check's status card; `children` (the replayed outcome) goes under a verdict. */
export function FairVerdict({
  snap,
  send,
  children,
}: {
  snap: Snap
  send: (event: FairEvent) => void
  children?: ReactNode
}) {
  const t = useT()
  const { form, result, error } = snap.context
  if (snap.matches('revealing') || snap.hasTag('reveal')) {
    const revealing = snap.matches('revealing')
    return (
      <Frame testId="fair-reveal">
        <Subject snap={snap} />
        <h2 className="text-lg font-semibold text-gold-200">{t('games.fair.reveal.title')}</h2>
        <p className="text-sm leading-relaxed text-ink-200">{t('games.fair.reveal.body')}</p>
        {error ? (
          <p role="alert" className="text-sm text-cta-300">
            {error}
          </p>
        ) : null}
        <Button loading={revealing} onClick={() => send({ type: 'fair.reveal' })}>
          {t(revealing ? 'games.fair.reveal.going' : 'games.fair.reveal.go')}
        </Button>
      </Frame>
    )
  }
  if (snap.hasTag('busy')) {
    const label = t(snap.matches('computing') ? 'games.fair.checking' : 'games.fair.loadingLast')
    return (
      <Frame>
        <Subject snap={snap} />
        <p className="flex items-center gap-3 text-ink-200">
          <Spinner size="sm" label={label} />
          {label}
        </p>
      </Frame>
    )
  }
  if (snap.hasTag('sealed')) {
    const key: MessageKey = isShoeKind(form.kind)
      ? 'games.fair.sealed.shoe'
      : isDrawKind(form.kind)
        ? 'games.fair.sealed.draw'
        : 'games.fair.sealed.round'
    return (
      <Frame testId="fair-sealed">
        <Subject snap={snap} />
        <p className="text-ink-200">{t(key)}</p>
        <Button variant="secondary" size="sm" onClick={() => send({ type: 'fair.retry' })}>
          {t('games.fair.retry')}
        </Button>
      </Frame>
    )
  }
  if (snap.hasTag('verdict') && result) {
    const pass = snap.matches({ ready: 'verified' })
    const headline: MessageKey = !pass
      ? 'games.fair.bad'
      : result.shoe
        ? 'games.fair.okShoe'
        : result.matches === null
          ? 'games.fair.okNoRecord'
          : isDrawKind(form.kind) && !snap.context.roundId
            ? 'games.fair.okDraw'
            : 'games.fair.ok'
    return (
      <Frame testId="fair-result" pass={pass}>
        <Subject snap={snap} />
        <h2
          className={cx(
            'flex items-center gap-2 text-lg font-bold',
            pass ? 'text-success-400' : 'text-cta-300',
          )}
          data-testid="fair-verdict"
        >
          <Mark ok={pass} />
          {t(headline)}
        </h2>
        {pass ? null : <p className="text-sm text-ink-200">{t('games.fair.badHint')}</p>}
        <ul className="space-y-1.5 text-sm text-ink-200">
          {checksOf(result).map((c) => (
            <li key={c.key} className="flex items-start gap-2">
              <Mark ok={c.ok} />
              <span className="pt-0.5">{t(c.key)}</span>
            </li>
          ))}
        </ul>
        {children}
      </Frame>
    )
  }
  return null
}

/** How the check works, without jargon (the shared-seed line for draws and shoes only). */
export function FairHow({ shared }: { shared: boolean }) {
  const t = useT()
  const lines: MessageKey[] = [
    'games.fair.how.commit',
    'games.fair.how.mix',
    ...(shared ? (['games.fair.how.shared'] as const) : []),
    'games.fair.how.check',
  ]
  return (
    <section className="rounded-2xl border border-navy-600 bg-navy-900/60 p-4 text-sm">
      <h2 className="mb-2 font-semibold text-gold-300">{t('games.fair.how.title')}</h2>
      <ol className="list-decimal space-y-1 pl-5 leading-relaxed text-ink-300">
        {lines.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
    </section>
  )
}
