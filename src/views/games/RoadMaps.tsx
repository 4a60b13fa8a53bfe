// The road maps of the current shoe: bead plate (珠盘路) and big road (大路), drawn as SVG grids from
// the rounds in order (roads.ts does the placing), with the shoe's counts above them. Every shoe
// table draws them: baccarat's banker and player, dragon-tiger's dragon (in banker red) and tiger
// (in player blue); `labels` names the two sides and the tie, `pairs` shows baccarat's pair marks.
import { useT } from '../../i18n'
import { beadPlate, bigRoad, lastColumns, ROAD_ROWS, type RoadHand, roadCounts } from './roads'

const RED = '#d7263d'
const BLUE = '#1f6feb'
const GREEN = '#1f9d55'

function Grid({ cols, cell, children }: { cols: number; cell: number; children: React.ReactNode }) {
  const w = cols * cell
  const h = ROAD_ROWS * cell
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className="block h-auto w-full" preserveAspectRatio="xMinYMin meet">
      <rect width={w} height={h} fill="#fbfaf6" />
      {Array.from({ length: cols + 1 }, (_, i) => (
        <line key={`v${i}`} x1={i * cell} x2={i * cell} y1={0} y2={h} stroke="#d8d3c4" strokeWidth={0.6} />
      ))}
      {Array.from({ length: ROAD_ROWS + 1 }, (_, i) => (
        <line key={`h${i}`} y1={i * cell} y2={i * cell} x1={0} x2={w} stroke="#d8d3c4" strokeWidth={0.6} />
      ))}
      {children}
    </svg>
  )
}

export type RoadLabels = { banker: string; player: string; tie: string }

export function RoadMaps({
  hands,
  compact,
  labels,
  pairs = true,
}: {
  hands: readonly RoadHand[]
  compact: boolean
  labels: RoadLabels
  pairs?: boolean
}) {
  const t = useT()
  const beadCols = compact ? 8 : 12
  const bigCols = compact ? 16 : 30
  const beads = lastColumns(beadPlate(hands), beadCols)
  const big = lastColumns(bigRoad(hands), bigCols)
  const n = roadCounts(hands)
  const letter = labels
  return (
    <section
      aria-label={`${t('games.bacc.beadPlate')} · ${t('games.bacc.bigRoad')}`}
      className="rounded-2xl border border-gold-700/50 bg-navy-900 p-3"
    >
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs" data-testid="road-counts">
        <span className="font-semibold text-gold-200">
          {t('games.bacc.beadPlate')} · {t('games.bacc.bigRoad')}
        </span>
        <span style={{ color: RED }}>
          ● {letter.banker} {n.banker}
        </span>
        <span style={{ color: BLUE }}>
          ● {letter.player} {n.player}
        </span>
        <span style={{ color: GREEN }}>
          ● {letter.tie} {n.tie}
        </span>
        {pairs ? (
          <>
            <span className="text-ink-300">
              {t('games.bacc.banker_pair')} {n.bankerPair}
            </span>
            <span className="text-ink-300">
              {t('games.bacc.player_pair')} {n.playerPair}
            </span>
          </>
        ) : null}
      </div>
      {hands.length === 0 ? <p className="py-2 text-xs text-ink-400">{t('games.bacc.emptyRoad')}</p> : null}
      <div className="grid gap-2 lg:grid-cols-[2fr_5fr]">
        <div className="overflow-hidden rounded-md" data-testid="bead-plate">
          <Grid cols={beadCols} cell={20}>
            {beads.map((b) => {
              const cx = b.col * 20 + 10
              const cy = b.row * 20 + 10
              const fill = b.hand.winner === 'banker' ? RED : b.hand.winner === 'player' ? BLUE : GREEN
              return (
                <g key={`${b.col}-${b.row}`}>
                  <circle cx={cx} cy={cy} r={8.5} fill={fill} />
                  <text x={cx} y={cy + 3.6} fontSize={10} textAnchor="middle" fill="#fff" fontWeight={700}>
                    {letter[b.hand.winner]}
                  </text>
                  {b.hand.banker_pair ? (
                    <circle cx={cx - 6} cy={cy - 6} r={2.4} fill={RED} stroke="#fff" strokeWidth={0.8} />
                  ) : null}
                  {b.hand.player_pair ? (
                    <circle cx={cx + 6} cy={cy + 6} r={2.4} fill={BLUE} stroke="#fff" strokeWidth={0.8} />
                  ) : null}
                </g>
              )
            })}
          </Grid>
        </div>
        <div className="overflow-hidden rounded-md" data-testid="big-road">
          <Grid cols={bigCols} cell={14}>
            {big.map((c) => {
              const cx = c.col * 14 + 7
              const cy = c.row * 14 + 7
              const stroke = c.winner === 'banker' ? RED : BLUE
              return (
                <g key={`${c.col}-${c.row}`}>
                  <circle cx={cx} cy={cy} r={5.2} fill="none" stroke={stroke} strokeWidth={2} />
                  {c.ties ? (
                    <line x1={cx - 5} y1={cy + 5} x2={cx + 5} y2={cy - 5} stroke={GREEN} strokeWidth={1.8} />
                  ) : null}
                  {c.ties > 1 ? (
                    <text x={cx} y={cy + 2.5} fontSize={7} textAnchor="middle" fill={GREEN} fontWeight={700}>
                      {c.ties}
                    </text>
                  ) : null}
                  {c.bankerPair ? <circle cx={cx - 4.5} cy={cy - 4.5} r={1.7} fill={RED} /> : null}
                  {c.playerPair ? <circle cx={cx + 4.5} cy={cy + 4.5} r={1.7} fill={BLUE} /> : null}
                </g>
              )
            })}
          </Grid>
        </div>
      </div>
    </section>
  )
}
