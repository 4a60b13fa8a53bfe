// The slot machines' page and info panel (src/views/games/SlotGamePage.tsx, docs/games.md "Slots"),
// merged into the games area (./games.ts). Amounts in wins are multiples of the total stake.
export const zh = {
  'games.slot.info': '玩法说明',
  'games.slot.rtpExact': '返还率 {rtp}（按转轮与赔付表精确计算）',
  'games.slot.rtpStated': '返还率 {rtp}（模拟测定）',
  'games.slot.measured':
    '模拟实测：{spins}次旋转，返还率 {rtp}，单局标准差 {sd} 倍注额，中奖频率 {hit}，特色触发率 {feature}',
  'games.slot.volatility': '波动性：{level}',
  'games.slot.vol.low': '低',
  'games.slot.vol.medium': '中',
  'games.slot.vol.high': '高',
  'games.slot.features': '特色玩法',
  'games.slot.mode.lines': '20条固定赔付线，从左至右连续3个及以上相同图案中奖，百搭可替代普通图案',
  'games.slot.mode.ways': '243路赔付：相邻转轮从最左起出现相同图案（任意位置）即中奖，每种组合各算一路',
  'games.slot.feature.wildMultiplier': '百搭附带倍数 {values}，同一中奖中的百搭倍数相乘',
  'games.slot.feature.wildMultiplierFree': '免费旋转中百搭附带倍数 {values}，同一中奖中的百搭倍数相乘',
  'games.slot.feature.freeSpins':
    '任意位置3/4/5个{symbol}：赢 {pays} 倍注额并获得 {spins} 次免费旋转，免费旋转中奖 ×{mult}，可再次触发（每局最多{max}次）',
  'games.slot.feature.freeSpinsStrips': '免费旋转使用百搭更多的专用转轮',
  'games.slot.feature.cascade':
    '连环消除：中奖图案消失，上方图案落下补位后再次结算，连续中奖倍数依次为 {mults}（每局最多{max}次）',
  'games.slot.feature.holdAndSpin':
    '聚宝重转：{trigger}个及以上{symbol}触发，现金图案锁定并重转3次，每出现新现金图案重置为3次；现金值 {values} 倍注额，填满15格另奖 {grand} 倍注额',
  'games.slot.paysIn': '赔付为总注额的倍数（{unit}）',
  'games.slot.unit.line': '每条线',
  'games.slot.unit.way': '每一路',
  'games.slot.scatterPays': '分散图案，不参与连线',
  'games.slot.cashSymbol': '现金图案，仅在聚宝重转中计奖',
  'games.slot.win.line': '第{line}线 {symbol}×{count} 赢 {x}倍注额',
  'games.slot.win.way': '{symbol}×{count}（{ways}路）赢 {x}倍注额',
  'games.slot.cascadeStep': '连环第{n}次（×{mult}）',
  'games.slot.scatter': '{n}个{symbol}：赢 {x}倍注额',
  'games.slot.free': '免费旋转 {n} 次，共赢 {x}倍注额',
  'games.slot.hold': '聚宝重转：填满{n}格，共赢 {x}倍注额',
  'games.slot.total': '本局共赢 {x}倍注额',
  'games.slot.summary': '赢 {x}倍',
  'games.fair.slotClassic': '{title}（旧版规则）',
  'games.slot.jackpotWon': '恭喜！本局开出累积奖池 {amount}，已计入派彩',
}

export const en: Record<keyof typeof zh, string> = {
  'games.slot.info': 'Game info',
  'games.slot.rtpExact': 'RTP {rtp} (computed exactly from the reels and paytable)',
  'games.slot.rtpStated': 'RTP {rtp} (measured by simulation)',
  'games.slot.measured':
    'Simulated: {spins} spins, RTP {rtp}, standard deviation {sd}× stake per spin, hit rate {hit}, feature rate {feature}',
  'games.slot.volatility': 'Volatility: {level}',
  'games.slot.vol.low': 'low',
  'games.slot.vol.medium': 'medium',
  'games.slot.vol.high': 'high',
  'games.slot.features': 'Features',
  'games.slot.mode.lines':
    '20 fixed paylines: 3 or more of a symbol in a row from the left pay; the wild stands in for the regular symbols',
  'games.slot.mode.ways':
    '243 ways: a symbol on adjacent reels from the leftmost, in any position, pays; every combination counts as one way',
  'games.slot.feature.wildMultiplier': 'Wilds carry a multiplier of {values}; the wilds in one win multiply',
  'games.slot.feature.wildMultiplierFree':
    'During free spins wilds carry a multiplier of {values}; the wilds in one win multiply',
  'games.slot.feature.freeSpins':
    '3/4/5 {symbol} anywhere pay {pays}× stake and award {spins} free spins; free-spin wins ×{mult}; free spins can retrigger (at most {max} a round)',
  'games.slot.feature.freeSpinsStrips': 'Free spins use their own reels with more wilds',
  'games.slot.feature.cascade':
    'Cascades: winning symbols vanish, the symbols above fall into place and pay again; successive wins are multiplied by {mults} (at most {max} a round)',
  'games.slot.feature.holdAndSpin':
    'Hold and spin: {trigger} or more {symbol} lock and get 3 respins; each new cash symbol resets them to 3; cash values {values}× stake, and filling all 15 cells adds {grand}× stake',
  'games.slot.paysIn': 'Pays are multiples of the total stake ({unit})',
  'games.slot.unit.line': 'per line',
  'games.slot.unit.way': 'per way',
  'games.slot.scatterPays': 'Scatter: pays anywhere, not on lines',
  'games.slot.cashSymbol': 'Cash symbol: pays only in hold and spin',
  'games.slot.win.line': 'Line {line}: {symbol}×{count} pays {x}× stake',
  'games.slot.win.way': '{symbol}×{count} ({ways} ways) pays {x}× stake',
  'games.slot.cascadeStep': 'Cascade {n} (×{mult})',
  'games.slot.scatter': '{n} {symbol}: pays {x}× stake',
  'games.slot.free': '{n} free spins, winning {x}× stake in all',
  'games.slot.hold': 'Hold and spin: {n} cells filled, winning {x}× stake in all',
  'games.slot.total': 'This round wins {x}× stake',
  'games.slot.summary': 'won {x}×',
  'games.fair.slotClassic': '{title} (earlier rules)',
  'games.slot.jackpotWon': 'Jackpot! This spin won the progressive pool, {amount}, included in the payout',
}
