// The fairness verifier page (/fair, docs/fairness.md): opened on a round (the game pages' "验证上一局"), a draw or
// a shoe it checks it at once and answers in plain words (FairVerdict.tsx), the replayed outcome under the
// verdict; the seeds and the manual form sit in a technical details section (FairManual.tsx).
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { type FairKind, type FairResult, fairnessMachine } from '../../machines/fairness.machine'
import { isDrawKind } from '../../machines/fairRecompute'
import { isShoeKind } from '../../machines/shoeVerify'
import { href, paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { afterFirstScreen } from '../ui/afterPaint'
import { FairManual, KINDS } from './FairManual'
import { FairHow, FairVerdict } from './FairVerdict'

// Drawn only once there is something to draw: every game's replay (and the match verifier) loads then,
// not with the page (docs/fairness.md).
const outcomeChunk = () => import('./FairOutcome')
const FairOutcome = lazy(outcomeChunk)
const MatchVerifyPage = lazy(() => import('./MatchVerify').then((m) => ({ default: m.MatchVerifyPage })))

const DEFAULT_VENUE: Record<FairKind, string> = {
  slot: 'jdslot-01',
  sicbo: 'jdlive',
  fast3: 'jdlottery',
  ssc: 'qxlottery',
  pk10: 'vrbet',
  roulette: 'lylive',
  sangong: 'ymlive',
  baccarat: 'jdlive',
  dragontiger: 'hxlive',
  bullbull: 'jdchess',
  zhajinhua: 'qxchess',
  erbagang: 'bfchess',
  qiangzhuang: 'lhchess',
}

/** /fair: a round checked in one click from a game page, any round by hand; `match` verifies a virtual match. */
export default function FairnessPage() {
  const { query } = useHashRoute()
  const match = query.get('match')
  // Keyed on the id so another match link starts a fresh verification.
  return match !== null ? (
    <Suspense fallback={null}>
      <MatchVerifyPage key={match} matchId={match} />
    </Suspense>
  ) : (
    <RoundVerifier />
  )
}

function RoundVerifier() {
  const t = useT()
  const { query } = useHashRoute()
  const kind = (KINDS.some((k) => k.kind === query.get('kind')) ? query.get('kind') : 'slot') as FairKind
  const [snap, send] = useMachine(fairnessMachine, {
    input: {
      roundId: query.get('round') ?? '',
      form: {
        kind,
        venue: query.get('venue') ?? DEFAULT_VENUE[kind],
        serverSeed: query.get('seed') ?? '',
        serverHash: query.get('hash') ?? '',
        clientSeed: query.get('client') ?? '',
        nonce: query.get('nonce') ?? '0',
        issue: query.get('issue') ?? '',
        contributions: '',
        shoe: query.get('shoe') ?? '',
      },
    },
  })
  const { form, result, error } = snap.context
  // Opened on a round, a draw or a shoe: the check is the page; by hand, the form is.
  const targeted = ['round', 'issue', 'shoe', 'seed'].some((k) => query.get(k))
  const idle = snap.matches({ ready: 'idle' })
  // Asked for once the page is on screen, so the replay is there when the check ends.
  useEffect(() => afterFirstScreen(() => void outcomeChunk()), [])

  return (
    <div className="min-h-dvh bg-navy-950 text-ink-100">
      <header className="border-b border-gold-700/40 bg-navy-900/90">
        <div className="mx-auto flex max-w-4xl items-center gap-4 px-4 py-3">
          <a href={href(paths.home())} className="text-sm text-ink-300 hover:text-gold-300">
            ← {t('games.back')}
          </a>
          <h1 className="text-xl font-bold text-gold-300">{t('games.fair.title')}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <p className="text-sm text-ink-300">{t('games.fair.plain')}</p>
        {!targeted && idle && !error ? <p className="text-sm text-ink-400">{t('games.fair.start')}</p> : null}
        <FairVerdict snap={snap} send={send}>
          {result ? (
            <Suspense fallback={<div className="min-h-24" />}>
              <FairOutcome result={result} venue={form.venue} />
            </Suspense>
          ) : null}
        </FairVerdict>
        {error && !snap.hasTag('reveal') ? (
          <p role="alert" className="rounded-lg border border-cta-500/50 bg-cta-700/20 p-3 text-sm">
            {error.startsWith('games.') ? t(error as MessageKey) : error}
          </p>
        ) : null}
        <FairHow shared={isDrawKind(form.kind) || isShoeKind(form.kind)} />
        <details
          open={!targeted}
          className="rounded-2xl border border-navy-600 bg-navy-900/40 p-4 [&_summary]:cursor-pointer"
        >
          <summary className="text-sm font-semibold text-gold-300">{t('games.fair.details')}</summary>
          <div className="mt-4 space-y-4">
            <p className="text-xs leading-relaxed text-ink-400">{t('games.fair.intro')}</p>
            {result ? <TechnicalResult result={result} /> : null}
            <FairManual snap={snap} send={send} />
          </div>
        </details>
      </main>
    </div>
  )
}

/** The checks in their technical words, for those who compare by hand (inside the details). */
function TechnicalResult({ result }: { result: FairResult }) {
  const t = useT()
  return (
    <div className="space-y-1 rounded-lg border border-navy-600 p-3 text-sm" data-testid="fair-technical">
      <p className={result.hashOk ? 'text-success-400' : 'text-cta-300'}>
        {t(result.hashOk ? 'games.fair.hashOk' : 'games.fair.hashBad')}
      </p>
      {result.combined !== null ? (
        <>
          <p className="text-ink-400">{t('games.fair.combined')}</p>
          <p className="break-all font-mono text-xs" data-testid="fair-combined">
            {result.combined}
          </p>
          {result.combinedOk !== null ? (
            <p className={result.combinedOk ? 'text-success-400' : 'text-cta-300'}>
              {t(result.combinedOk ? 'games.fair.combinedOk' : 'games.fair.combinedBad')}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
