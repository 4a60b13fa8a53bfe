// The page of every instant card round against the banker (bull-bull, 炸金花, 二八杠) on the shared
// machine (src/machines/cardRound.ts): the frame, the felt with the banker's hand, the verdict and the
// player's hand, the stake chips, the deal button and the return, the history of my rounds, and beside
// them the game's own table (what each hand is worth) above the seed panel. Each game passes its hands,
// words and table; this only lays them out, so the pages fit the same way from 320 px to 1440 px.
import type { ReactNode } from 'react'
import type { GameRound, TableData } from '../../api/games'
import type { CardRoundKind } from '../../machines/cardRound'
import { paths } from '../../routes/paths'
import { BaseChips, DealButton } from './CardTable'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'

/** What the page reads from the machine's snapshot and how it answers. */
export type CardRoundView = {
  kind: CardRoundKind
  venue: string
  table: TableData | null
  loaded: boolean
  failed: boolean
  error: string
  errorCode: number
  dealing: boolean
  busy: boolean
  canDeal: boolean
  draft: string
  retry: () => void
  deal: () => void
  editSeed: (value: string) => void
  rotateSeed: () => void
}

export function CardRoundLayout(props: {
  round: CardRoundView
  title: string
  subtitle: string
  /** The felt's background classes. */
  felt: string
  banker: ReactNode
  player: ReactNode
  verdict: string
  /** The verdict's test id (`<game>-verdict`). */
  verdictId: string
  chips: { legend: string; amounts: string[]; chosen: string; choose: (amount: string) => void }
  /** Under the chips: what this round stakes. */
  stakeNote: ReactNode
  /** Under the deal button: the return, a rules link. */
  footNote: ReactNode
  describe: (r: GameRound) => ReactNode
  /** The game's table of hands and notes, above the seed panel. */
  aside: ReactNode
  /** Anything after the page (a dialog). */
  children?: ReactNode
}) {
  const r = props.round
  return (
    <GameShell
      title={props.title}
      subtitle={props.subtitle}
      balance={r.table?.balance ?? null}
      wallet={r.table?.wallet ?? null}
      fairHref={paths.fair({ kind: r.kind, venue: r.venue })}
    >
      {!r.table || !r.loaded ? (
        <TableStatus failed={r.failed} message={r.error} code={r.errorCode} onRetry={r.retry} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-6">
            <section className={`rounded-3xl border-4 border-gold-700 p-3 sm:p-6 ${props.felt}`}>
              <div className="grid gap-4">
                {props.banker}
                <p
                  className="min-h-6 text-center font-semibold text-gold-100"
                  aria-live="polite"
                  data-testid={props.verdictId}
                >
                  {props.verdict}
                </p>
                {props.player}
              </div>
              <BaseChips
                legend={props.chips.legend}
                bases={props.chips.amounts}
                chosen={props.chips.chosen}
                disabled={r.dealing}
                onChoose={props.chips.choose}
              />
              <div className="mt-3 text-center text-ink-300 text-xs">{props.stakeNote}</div>
              <DealButton dealing={r.dealing} disabled={!r.canDeal} onDeal={r.deal} />
              <div className="mt-2 text-center text-ink-400 text-xs">{props.footNote}</div>
            </section>
            <RoundHistory rounds={r.table.rounds} describe={props.describe} />
          </div>
          <div className="min-w-0 space-y-6">
            {props.aside}
            <SeedPanel
              kind={r.kind}
              venue={r.venue}
              seed={r.table.seed}
              previous={r.table.previous_seed}
              draft={r.draft}
              busy={r.busy}
              onEdit={r.editSeed}
              onRotate={r.rotateSeed}
            />
          </div>
        </div>
      )}
      {props.children}
    </GameShell>
  )
}

/** The snapshot of a card-round machine as the layout reads it (methods, so any game's fits). */
type RoundSnapshot = {
  context: { venue: string; table: TableData | null; rules: unknown; clientSeedDraft: string; error: string }
  hasTag(tag: string): boolean
  matches(state: string): boolean
  can(event: { type: string }): boolean
}

/** The layout's view of a card-round machine named by its event prefix (`zjh`, `bull`, `ebg`). */
export function cardRoundView(
  kind: CardRoundKind,
  prefix: string,
  snap: RoundSnapshot,
  send: (event: never) => void,
): CardRoundView {
  const emit = (event: { type: string; value?: string }) => send(event as never)
  const c = snap.context as RoundSnapshot['context'] & { errorCode: number }
  return {
    kind,
    venue: c.venue,
    table: c.table,
    loaded: c.rules !== null,
    failed: snap.matches('failed'),
    error: c.error,
    errorCode: c.errorCode,
    dealing: snap.hasTag('dealing'),
    busy: snap.hasTag('busy'),
    canDeal: snap.can({ type: `${prefix}.deal` }),
    draft: c.clientSeedDraft,
    retry: () => emit({ type: 'table.retry' }),
    deal: () => emit({ type: `${prefix}.deal` }),
    editSeed: (value) => emit({ type: 'seed.edit', value }),
    rotateSeed: () => emit({ type: 'seed.rotate' }),
  }
}
