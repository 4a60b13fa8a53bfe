// The round replayed in the browser on the verifier page (FairnessPage.tsx), drawn as its game draws it,
// and whether it is the recorded one. Its own chunk: every game's pictures load only once a round is checked.
import { SLOT_CONFIGS } from '../../../core/games/engines/slot-themes'
import { SLOT_MACHINES } from '../../../core/games/engines/slots/index'
import { useT } from '../../i18n'
import type { FairResult } from '../../machines/fairness.machine'
import { BullReplay } from './BullReplay'
import { Die } from './Dice'
import { ErbagangReplay } from './ErbagangReplay'
import { FairJackpot } from './FairJackpot'
import { Glyph } from './Glyph'
import { CarOrder } from './Pk10Cars'
import { QiangzhuangReplay } from './QiangzhuangSeats'
import { RouletteNumber } from './RouletteParts'
import { SangongFelt } from './SangongParts'
import { ShoeReplay } from './ShoeReplay'
import { stakes } from './SlotInfo'
import { SscBalls } from './SscBalls'
import { ZhajinhuaReplay } from './ZhajinhuaReplay'

/** The round replayed in the browser, drawn as the game draws it, and whether it is the recorded one. */
export default function FairOutcome({ result, venue }: { result: FairResult; venue: string }) {
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
