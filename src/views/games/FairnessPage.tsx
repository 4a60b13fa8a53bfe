// The fairness verifier page (/fair, docs/fairness.md): opened on a round (the game pages' "验证上一局"), a draw or
// a shoe it checks it at once and answers in plain words (FairVerdict.tsx), the replayed outcome under the
// verdict; the seeds and the manual form sit in a technical details section (FairManual.tsx).
import { useMachine } from '@xstate/react'
import { SLOT_CONFIGS } from '../../../core/games/engines/slot-themes'
import { SLOT_MACHINES } from '../../../core/games/engines/slots/index'
import { type MessageKey, useT } from '../../i18n'
import { type FairKind, type FairResult, fairnessMachine } from '../../machines/fairness.machine'
import { isDrawKind } from '../../machines/fairRecompute'
import { isShoeKind } from '../../machines/shoeVerify'
import { href, paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { BullReplay } from './BullReplay'
import { Die } from './Dice'
import { ErbagangReplay } from './ErbagangReplay'
import { FairJackpot } from './FairJackpot'
import { FairManual, KINDS } from './FairManual'
import { FairHow, FairVerdict } from './FairVerdict'
import { Glyph } from './Glyph'
import { MatchVerifyPage } from './MatchVerify'
import { CarOrder } from './Pk10Cars'
import { QiangzhuangReplay } from './QiangzhuangSeats'
import { RouletteNumber } from './RouletteParts'
import { SangongFelt } from './SangongParts'
import { ShoeReplay } from './ShoeReplay'
import { stakes } from './SlotInfo'
import { SscBalls } from './SscBalls'
import { ZhajinhuaReplay } from './ZhajinhuaReplay'

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
  return match !== null ? <MatchVerifyPage key={match} matchId={match} /> : <RoundVerifier />
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
          {result ? <FairOutcome result={result} venue={form.venue} /> : null}
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

/** The round replayed in the browser, drawn as the game draws it, and whether it is the recorded one. */
function FairOutcome({ result, venue }: { result: FairResult; venue: string }) {
  const t = useT()
  // A slot round's `venue` is its machine's code, or a venue for the classic game of older rounds.
  const cfg = SLOT_MACHINES[venue] ?? SLOT_CONFIGS[venue] ?? SLOT_CONFIGS.jdslot
  return (
    <div className="space-y-3 border-t border-navy-700 pt-3">
      <h3 className="font-semibold text-gold-300">{t('games.fair.outcome')}</h3>
      {result.shoe ? <ShoeReplay check={result.shoe} /> : null}
      {result.outcome === null ? null : result.outcome.kind === 'slot' ? (
        <div className="inline-grid grid-cols-5 gap-1">
          {[0, 1, 2].flatMap((row) =>
            result.outcome?.kind === 'slot'
              ? result.outcome.slot.grid.map((reel, r) => (
                  <Glyph key={`${row}-${r}`} symbol={cfg.symbols[reel[row]]} size={44} />
                ))
              : [],
          )}
        </div>
      ) : result.outcome.kind === 'bullbull' ? (
        <BullReplay deal={result.outcome.deal} />
      ) : result.outcome.kind === 'zhajinhua' ? (
        <ZhajinhuaReplay deal={result.outcome.deal} />
      ) : result.outcome.kind === 'erbagang' ? (
        <ErbagangReplay deal={result.outcome.deal} />
      ) : result.outcome.kind === 'qiangzhuang' ? (
        <QiangzhuangReplay deal={result.outcome.deal} />
      ) : result.outcome.kind === 'ssc' ? (
        <SscBalls digits={result.outcome.digits} size={44} />
      ) : result.outcome.kind === 'pk10' ? (
        <CarOrder cars={result.outcome.cars} size={36} />
      ) : result.outcome.kind === 'roulette' ? (
        <RouletteNumber n={result.outcome.numbers[0]} size={48} />
      ) : result.outcome.kind === 'sangong' ? (
        <SangongFelt cards={result.outcome.cards} />
      ) : (
        <div className="flex gap-2">
          {result.outcome.dice.map((d, i) => (
            <Die key={i} value={d} size={48} />
          ))}
        </div>
      )}
      {result.outcome?.kind === 'slot' ? (
        <p className="text-sm text-ink-300">
          {'credits' in result.outcome.slot
            ? t('games.slot.total', { x: stakes(result.outcome.slot.credits) })
            : `×${result.outcome.slot.totalMultiplier}`}
        </p>
      ) : null}

      {result.matches !== null ? (
        <p className={result.matches ? 'text-success-400' : 'text-cta-300'}>
          {t(result.matches ? 'games.fair.matches' : 'games.fair.differs')}
        </p>
      ) : null}
      {result.jackpot ? <FairJackpot check={result.jackpot} /> : null}
    </div>
  )
}
