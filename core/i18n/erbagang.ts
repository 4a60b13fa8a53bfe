// 二八杠 (the chess/cards table of bfchess, docs/erbagang.md), merged into the games area (./games.ts).
// The words it shares with the other banker tables (player, banker, deal, ante) are games.bull keys.
export const zh = {
  'games.ebg.title': '二八杠',
  'games.ebg.stake': '本局下注 {amount}（输或同牌时失去底注）',
  'games.ebg.playerWins': '闲家胜 · {hand}，净赢 {amount}',
  'games.ebg.bankerWins': '庄家胜 · {hand}，输 {amount}',
  'games.ebg.tie': '同牌庄赢 · {hand}，输 {amount}',
  'games.ebg.paytable': '牌型大小（从大到小）',
  'games.ebg.pays': '闲家赢赔',
  'games.ebg.odds': '1 赔 {x}',
  'games.ebg.never': '不会赢',
  'games.ebg.rtp': '理论返还率 {rtp}%（按底注计，庄家优势 {edge}%）',
  'games.ebg.kind.whitePair': '白板对',
  'games.ebg.kind.pair': '对子',
  'games.ebg.kind.erba': '二八杠',
  'games.ebg.kind.points': '点数',
  'games.ebg.kind.zero': '鳖十',
  'games.ebg.pairOf': '{n}筒对',
  'games.ebg.pairRange': '对子（9筒对 … 1筒对）',
  'games.ebg.pointRange': '点数（9点半 … 1点）',
  'games.ebg.point': '{n}点',
  'games.ebg.pointHalf': '{n}点半',
  'games.ebg.white': '白板',
  'games.ebg.dots': '{n}筒',
  'games.ebg.rules':
    '40张牌：1-9筒各4张、白板4张，每局洗牌后闲、庄各发两张。闲家赢得1赔1，输或同牌失去底注。',
  'games.ebg.rulesOpen': '玩法规则',
  'games.ebg.rulesTitle': '二八杠玩法规则',
  'games.ebg.rulesDeal':
    '一副40张牌：1筒至9筒各4张，白板4张。每局用您的服务端种子、客户端种子与局序号（nonce）生成随机数，从40张中依次抽出4张：前两张是闲家（您）的，后两张是庄家的。发牌与您下注的金额无关。',
  'games.ebg.rulesRank':
    '牌型从大到小：白板对 > 对子（9筒对最大，1筒对最小）> 二八杠（2筒+8筒）> 点数 > 鳖十。点数为两张牌之和的个位，白板算半点：白板+9筒为9点半，是最大的点数；两张之和个位为0（如3筒+7筒、1筒+9筒）为鳖十，是最小的牌。',
  'games.ebg.rulesTie':
    '比牌：点数相同时比两手中较大的一张（9筒最大，白板最小）；仍相同，或对子相同、都是二八杠、都是鳖十，算同牌，同牌庄家赢。',
  'games.ebg.rulesPay':
    '下注：选择底注（1至1000元）后开牌。闲家赢，退回底注并再赢同额（1赔1，任何牌型都一样）；庄家赢或同牌，失去底注。不需要押金，每局最多输掉底注。',
  'games.ebg.rulesReturn':
    '返还率：按全部 2,193,360 种发牌（40×39×38×37）逐一计算，闲家赢 1,080,528 种、庄家赢 1,080,528 种、同牌 32,304 种归庄家，理论返还率 {rtp}%（精确值 {num}/{den}），庄家优势 {edge}%。',
  'games.ebg.rulesFair': '每局都可凭种子验证：更换种子后打开验证页，输入局号即可重算四张牌与胜负。',
  'games.ebg.verify': '打开验证页',
} as const

export const en: Record<keyof typeof zh, string> = {
  'games.ebg.title': 'Er Ba Gang',
  'games.ebg.stake': 'Stake this round {amount} (lost on a loss or an equal hand)',
  'games.ebg.playerWins': 'Player wins · {hand}, net win {amount}',
  'games.ebg.bankerWins': 'Banker wins · {hand}, lost {amount}',
  'games.ebg.tie': 'Equal hands go to the banker · {hand}, lost {amount}',
  'games.ebg.paytable': 'Hands, from the highest',
  'games.ebg.pays': 'Player win pays',
  'games.ebg.odds': '{x} to 1',
  'games.ebg.never': 'never wins',
  'games.ebg.rtp': 'Theoretical return {rtp}% (per ante; house edge {edge}%)',
  'games.ebg.kind.whitePair': 'White pair',
  'games.ebg.kind.pair': 'Pair',
  'games.ebg.kind.erba': '2-8',
  'games.ebg.kind.points': 'Points',
  'games.ebg.kind.zero': 'Zero',
  'games.ebg.pairOf': 'Pair of {n}',
  'games.ebg.pairRange': 'Pairs (9 down to 1)',
  'games.ebg.pointRange': 'Points (9½ down to 1)',
  'games.ebg.point': '{n} points',
  'games.ebg.pointHalf': '{n}½ points',
  'games.ebg.white': 'White',
  'games.ebg.dots': '{n} dots',
  'games.ebg.rules':
    '40 tiles: dots 1-9 four each and four white tiles, shuffled each round; player and banker get two each. A player win pays 1 to 1; a loss or an equal hand loses the ante.',
  'games.ebg.rulesOpen': 'Rules',
  'games.ebg.rulesTitle': 'Er Ba Gang rules',
  'games.ebg.rulesDeal':
    'One set of 40 tiles: dots 1 to 9, four of each, and four white tiles. Each round your server seed, client seed and round number (nonce) draw four tiles of the forty in turn: the first two are the player’s (yours), the last two the banker’s. The deal does not depend on your stake.',
  'games.ebg.rulesRank':
    'Hands from the highest: white pair > pairs (nine highest, one lowest) > 2-8 (a 2 and an 8) > points > zero. Points are the last digit of the sum, a white tile counting half a point: white + 9 is 9½, the best points; a sum ending in 0 (3 + 7, 1 + 9) is zero, the lowest hand.',
  'games.ebg.rulesTie':
    'Equal points compare each hand’s larger tile (9 highest, white lowest); when that is equal too, or both hold the same pair, both hold 2-8 or both hold zero, the hands are equal and the banker wins.',
  'games.ebg.rulesPay':
    'Betting: choose an ante (1 to 1000) and deal. When the player wins, the ante comes back with as much again (1 to 1, whatever the hand); when the banker wins or the hands are equal, the ante is lost. No deposit is held: a round loses at most its ante.',
  'games.ebg.rulesReturn':
    'Return: over all 2,193,360 deals (40×39×38×37), counted one by one, the player wins 1,080,528, the banker 1,080,528 and 32,304 are equal hands that go to the banker: a theoretical return of {rtp}% (exactly {num}/{den}), house edge {edge}%.',
  'games.ebg.rulesFair':
    'Every round can be verified from its seeds: rotate your seeds, open the verifier and enter the round id to recompute the four tiles and the winner.',
  'games.ebg.verify': 'Open the verifier',
}
