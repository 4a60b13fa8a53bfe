// Dragon-tiger (the live table of hxlive, docs/dragon-tiger.md), merged into the games area
// (./games.ts). The table's chrome (phase, countdown, chips, roads, seeds) shares baccarat's strings.
export const zh = {
  'g.dtBothSides': '同一局不能同时投注龙和虎',
  'games.dt.title': '龙虎',
  'games.dt.table': '华夏龙虎 · 共享牌桌',
  'games.dt.rules':
    '8副牌，每局下注{n}秒后开牌：龙、虎各发一张牌比点数，A最小、K最大，不比花色；龙、虎1赔1，和1赔8，开和时龙、虎投注输一半。',
  'games.dt.dragon': '龙',
  'games.dt.tiger': '虎',
  'games.dt.tie': '和',
  'games.dt.dragon_odd': '龙单',
  'games.dt.dragon_even': '龙双',
  'games.dt.dragon_red': '龙红',
  'games.dt.dragon_black': '龙黑',
  'games.dt.tiger_odd': '虎单',
  'games.dt.tiger_even': '虎双',
  'games.dt.tiger_red': '虎红',
  'games.dt.tiger_black': '虎黑',
  'games.dt.wins.dragon': '龙赢',
  'games.dt.wins.tiger': '虎赢',
  'games.dt.wins.tie': '和局',
  'games.dt.rulesTitle': '玩法、赔率与返还率',
  'games.dt.bet': '投注',
  'games.dt.odds': '赔率',
  'games.dt.rtp': '返还率',
  'games.dt.ruleDeal':
    '每局从8副牌的共享牌靴先发一张给龙、再发一张给虎，点数大者赢：A=1，2-10按面值，J=11，Q=12，K=13，花色不计；点数相同为和。',
  'games.dt.ruleTie': '开和时，龙、虎投注输一半（退回一半本金，按分向下取整）；和的投注1赔8。',
  'games.dt.ruleSide':
    '单双看该方牌的点数（A、3、5、7、9、J、K为单，其余为双），红黑看花色（红桃、方块为红，黑桃、梅花为黑），开和不影响。',
  'games.dt.ruleShoe':
    '新靴开始时翻开第一张牌并按其点数烧牌（10、J、Q、K烧10张），发到半靴（208张）即换靴；每靴开始前公布种子哈希与牌序哈希，换靴后公开种子，可在验证页重放整靴。',
  'games.dt.ruleRtp': '返还率按8副牌精确计算：每局两张牌恰如从整副8副牌中随机抽出，与所在牌靴位置无关。',
  'games.dt.ruleBoth': '同一局不能同时投注龙和虎；单双、红黑的两边同时投注只按差额计入有效投注。',
  'games.fair.dtShoe': '靴号（龙虎）',
}

export const en: Record<keyof typeof zh, string> = {
  'g.dtBothSides': 'You cannot bet on both dragon and tiger in one round',
  'games.dt.title': 'Dragon Tiger',
  'games.dt.table': 'Huaxia Dragon Tiger · shared table',
  'games.dt.rules':
    '8 decks, cards dealt {n} s after betting opens: one card each to Dragon and Tiger, the higher rank wins, A low and K high, suits never count. Dragon and Tiger 1:1, Tie 8:1; on a tie Dragon and Tiger bets lose half.',
  'games.dt.dragon': 'Dragon',
  'games.dt.tiger': 'Tiger',
  'games.dt.tie': 'Tie',
  'games.dt.dragon_odd': 'D odd',
  'games.dt.dragon_even': 'D even',
  'games.dt.dragon_red': 'D red',
  'games.dt.dragon_black': 'D black',
  'games.dt.tiger_odd': 'T odd',
  'games.dt.tiger_even': 'T even',
  'games.dt.tiger_red': 'T red',
  'games.dt.tiger_black': 'T black',
  'games.dt.wins.dragon': 'Dragon wins',
  'games.dt.wins.tiger': 'Tiger wins',
  'games.dt.wins.tie': 'Tie',
  'games.dt.rulesTitle': 'Rules, odds and return',
  'games.dt.bet': 'Bet',
  'games.dt.odds': 'Odds',
  'games.dt.rtp': 'Return',
  'games.dt.ruleDeal':
    'Each round one card goes to Dragon, then one to Tiger, from a shared 8-deck shoe; the higher rank wins: A = 1, 2-10 face value, J = 11, Q = 12, K = 13, suits never count; equal ranks are a tie.',
  'games.dt.ruleTie':
    'On a tie, Dragon and Tiger bets lose half (half the stake comes back, rounded down to the cent); a Tie bet pays 8:1.',
  'games.dt.ruleSide':
    "Odd/even is the rank of that side's card (A, 3, 5, 7, 9, J, K are odd, the rest even), red/black its suit (hearts and diamonds red, spades and clubs black); a tie does not affect them.",
  'games.dt.ruleShoe':
    'A new shoe turns its first card and burns as many cards as it counts (10, J, Q, K burn 10); the shoe is changed at half (208 cards). Each shoe publishes its seed hash and order hash before the first deal and reveals its seed when it ends; the verifier replays the whole shoe.',
  'games.dt.ruleRtp':
    'Returns are exact for 8 decks: the two cards of every round are distributed exactly as two cards drawn from the full 8-deck shoe, wherever in the shoe they lie.',
  'games.dt.ruleBoth':
    'Dragon and Tiger cannot both be bet on one round; both sides of odd/even or red/black count as turnover only by their difference.',
  'games.fair.dtShoe': 'Shoe (dragon tiger)',
}
