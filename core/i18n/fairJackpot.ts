// The fairness verifier's jackpot line on a slot round (src/views/games/FairJackpot.tsx,
// docs/jackpot.md "The trigger is provably fair"), merged into the games area (./games.ts).
export const zh = {
  'games.fair.jackpot.won': '奖池抽签：中奖（抽到小于 {below} 的数即中奖，本局抽到 {drawn}）',
  'games.fair.jackpot.lost': '奖池抽签：未中（中奖需抽到小于 {below} 的数，本局抽到 {drawn}）',
  'games.fair.jackpot.basis':
    '抽签范围为 0 至 {max}，门槛 {below} 即本局注额 {stake} 折合的分数；注额 100.00 时中奖率为 1/{odds}',
  'games.fair.jackpot.oddsRecorded': '中奖率按本局记录的 1/{odds} 计算',
  'games.fair.jackpot.oddsStated': '未中奖的局记录中不含中奖率，按公布的 1/{odds} 计算',
  'games.fair.jackpot.agrees': '奖池结果与记录一致',
  'games.fair.jackpot.claimedWin': '奖池结果与记录不一致：记录为中奖，抽签结果为未中',
  'games.fair.jackpot.missedWin': '奖池结果与记录不一致：抽签结果为中奖，记录为未中',
}

export const en: Record<keyof typeof zh, string> = {
  'games.fair.jackpot.won': 'Jackpot draw: won (any number below {below} wins; this round drew {drawn})',
  'games.fair.jackpot.lost':
    'Jackpot draw: not won (a win needs a number below {below}; this round drew {drawn})',
  'games.fair.jackpot.basis':
    'The draw is uniform over 0 to {max}; the threshold {below} is this round’s stake, {stake}, in cents; a 100.00 stake wins 1 time in {odds}',
  'games.fair.jackpot.oddsRecorded': 'Computed with the odds recorded for this round, 1 in {odds}',
  'games.fair.jackpot.oddsStated':
    'A round that did not win records no odds: computed with the stated odds, 1 in {odds}',
  'games.fair.jackpot.agrees': 'The jackpot result matches the record',
  'games.fair.jackpot.claimedWin':
    'Does not match the record: the record says it won, the draw says it did not',
  'games.fair.jackpot.missedWin':
    'Does not match the record: the draw says it won, the record says it did not',
}
