// The road maps players read a baccarat table by, derived from the shoe's hands in order.
// Big road (大路): one column per streak of banker or player wins, six rows deep; a streak longer than
// the column, or one blocked below, turns right along its row (the "dragon tail"); a tie is not a cell
// but a mark on the cell before it (ties before the first win mark the first cell).
// Bead plate (珠盘路): every hand in order, six to a column, top to bottom then left to right.
export type RoadHand = { winner: 'player' | 'banker' | 'tie'; player_pair: boolean; banker_pair: boolean }
export type BigRoadCell = {
  col: number
  row: number
  winner: 'player' | 'banker'
  ties: number
  playerPair: boolean
  bankerPair: boolean
}

export const ROAD_ROWS = 6

export function bigRoad(hands: readonly RoadHand[], rows = ROAD_ROWS): BigRoadCell[] {
  const cells: BigRoadCell[] = []
  const taken = new Set<string>()
  const key = (c: number, r: number) => `${c},${r}`
  let leadingTies = 0
  let streakCol = -1
  let col = 0
  let row = 0
  let turned = false
  for (const h of hands) {
    const last = cells.at(-1)
    if (h.winner === 'tie') {
      if (last) last.ties++
      else leadingTies++
      continue
    }
    if (last && h.winner === last.winner) {
      if (!turned && row + 1 < rows && !taken.has(key(col, row + 1))) row++
      else {
        col++
        turned = true
      }
    } else {
      streakCol++
      while (taken.has(key(streakCol, 0))) streakCol++
      col = streakCol
      row = 0
      turned = false
    }
    taken.add(key(col, row))
    cells.push({
      col,
      row,
      winner: h.winner,
      ties: cells.length === 0 ? leadingTies : 0,
      playerPair: h.player_pair,
      bankerPair: h.banker_pair,
    })
  }
  return cells
}

export type BeadCell = { col: number; row: number; hand: RoadHand }

export const beadPlate = (hands: readonly RoadHand[], rows = ROAD_ROWS): BeadCell[] =>
  hands.map((hand, i) => ({ col: Math.floor(i / rows), row: i % rows, hand }))

/** The columns to draw: the last `width` of the road, shifted to start at 0. */
export function lastColumns<T extends { col: number }>(cells: readonly T[], width: number): T[] {
  const max = cells.reduce((m, c) => Math.max(m, c.col), -1)
  const from = Math.max(0, max - width + 1)
  return cells.filter((c) => c.col >= from).map((c) => ({ ...c, col: c.col - from }))
}

export const roadCounts = (hands: readonly RoadHand[]) => ({
  banker: hands.filter((h) => h.winner === 'banker').length,
  player: hands.filter((h) => h.winner === 'player').length,
  tie: hands.filter((h) => h.winner === 'tie').length,
  bankerPair: hands.filter((h) => h.banker_pair).length,
  playerPair: hands.filter((h) => h.player_pair).length,
})
