// The fairness verifier's verdict in plain words (src/views/games/FairVerdict.tsx, issue 30): the
// one-click check of the last round from a game page, what was checked without jargon first, and the
// reveal step for a seed pair still in use. Merged into the games area (./games.ts).
export const zh = {
  'games.fair.last': '验证上一局',
  'games.fair.lastPending': '上一局结算后可验证',
  'games.fair.plain': '在这里可以核对一局的结果是否在开局前就已确定、事后没有被改动。',
  'games.fair.start': '在游戏页点“验证上一局”即可一键验证；也可以展开下方的技术细节，手动验证任意一局。',
  'games.fair.loadingLast': '正在载入这一局…',
  'games.fair.checking': '正在您的浏览器中重新计算…',
  'games.fair.roundOf': '{game} · 局号 {id}',
  'games.fair.roundNo': '局号 {id}',
  'games.fair.drawOf': '第 {issue} 期',
  'games.fair.shoeOf': '第 {shoe} 靴',
  'games.fair.ok': '本局结果与公布的种子一致',
  'games.fair.okShoe': '本靴每一局的结果都与公布的种子一致',
  'games.fair.okDraw': '本期开奖结果与公布的种子一致',
  'games.fair.okNoRecord': '种子与开局前公布的指纹一致，结果已重新算出',
  'games.fair.bad': '本局结果与公布的种子不一致',
  'games.fair.badHint': '请记下局号并联系客服，我们会逐项核查。',
  'games.fair.check.hash.ok': '开局前公布的种子指纹，与现在公开的种子相符：种子没有被中途更换',
  'games.fair.check.hash.bad': '现在公开的种子，与开局前公布的指纹不符',
  'games.fair.check.combined.ok': '所有玩家提交的种子合起来，正是本期所用的玩家种子',
  'games.fair.check.combined.bad': '玩家提交的种子合起来，与本期所用的玩家种子不同',
  'games.fair.check.record.ok': '在您的浏览器里重新算出的结果，和记录的结果完全相同',
  'games.fair.check.record.bad': '在您的浏览器里重新算出的结果，和记录的结果不同',
  'games.fair.check.order.ok': '重新洗出的牌序，与开靴前公布的牌序指纹相符',
  'games.fair.check.order.bad': '重新洗出的牌序，与开靴前公布的牌序指纹不符',
  'games.fair.check.jackpot.ok': '奖池抽签的结果也和记录相同',
  'games.fair.check.jackpot.bad': '奖池抽签的结果和记录不同',
  'games.fair.reveal.title': '这一局的种子还在使用中',
  'games.fair.reveal.body':
    '为了让谁都无法提前知道结果，服务器种子要在换下之后才公开。点下面的按钮，我们会换上一组新种子、公开这一组，然后马上验证。之后的游戏使用新种子，不受影响。',
  'games.fair.reveal.go': '公开种子并验证',
  'games.fair.reveal.going': '正在公开种子…',
  'games.fair.sealed.draw': '本期还没开奖：种子在开奖时公开，届时即可验证。',
  'games.fair.sealed.shoe': '这一靴牌还没发完：种子在本靴结束后公开，届时即可验证。',
  'games.fair.sealed.round': '这一局的种子尚未公开，稍后再来验证。',
  'games.fair.retry': '再次检查',
  'games.fair.how.title': '我们是怎么验证的',
  'games.fair.how.commit':
    '开局前，我们公布了服务器种子的“指纹”：由种子算出的一串字符，凭它推不出种子，换了种子指纹也会变。',
  'games.fair.how.mix': '每局结果由服务器种子、玩家种子和局数一起决定，任何一方都无法单独左右结果。',
  'games.fair.how.shared': '共享开奖的玩家种子由期号（或靴号）和所有玩家提交的种子合成，人人都能重新算出。',
  'games.fair.how.check':
    '局后公开服务器种子，您的浏览器用同一套算法重新算出结果并与记录对比。计算在您的设备上完成，不需要相信我们的服务器。',
  'games.fair.details': '技术细节：种子、随机数（nonce）、哈希，手动验证',
}

export const en: Record<keyof typeof zh, string> = {
  'games.fair.last': 'Verify last round',
  'games.fair.lastPending': 'Available once the round is settled',
  'games.fair.plain': 'Check here that a round’s result was fixed before play and not changed afterwards.',
  'games.fair.start':
    'Press “Verify last round” on a game page to check it in one click, or open the technical details below to verify any round by hand.',
  'games.fair.loadingLast': 'Loading the round…',
  'games.fair.checking': 'Recomputing in your browser…',
  'games.fair.roundOf': '{game} · round {id}',
  'games.fair.roundNo': 'Round {id}',
  'games.fair.drawOf': 'Draw {issue}',
  'games.fair.shoeOf': 'Shoe {shoe}',
  'games.fair.ok': 'This round’s result matches the published seeds',
  'games.fair.okShoe': 'Every hand of this shoe matches the published seeds',
  'games.fair.okDraw': 'This draw’s result matches the published seeds',
  'games.fair.okNoRecord': 'The seed fits the fingerprint published before play; the result was recomputed',
  'games.fair.bad': 'This round’s result does NOT match the published seeds',
  'games.fair.badHint': 'Please note the round id and contact support: we will look into every check.',
  'games.fair.check.hash.ok':
    'The fingerprint published before play fits the seed revealed now: the seed was not swapped',
  'games.fair.check.hash.bad': 'The seed revealed now does not fit the fingerprint published before play',
  'games.fair.check.combined.ok': 'All the seeds players submitted combine into exactly the player seed used',
  'games.fair.check.combined.bad': 'The seeds players submitted do not combine into the player seed used',
  'games.fair.check.record.ok': 'The result recomputed in your browser is exactly the recorded one',
  'games.fair.check.record.bad': 'The result recomputed in your browser is not the recorded one',
  'games.fair.check.order.ok':
    'The shuffle done again fits the card-order fingerprint published before the shoe',
  'games.fair.check.order.bad':
    'The shuffle done again does not fit the card-order fingerprint published before the shoe',
  'games.fair.check.jackpot.ok': 'The jackpot draw agrees with the record too',
  'games.fair.check.jackpot.bad': 'The jackpot draw does not agree with the record',
  'games.fair.reveal.title': 'This round’s seed is still in use',
  'games.fair.reveal.body':
    'So that nobody can know a result in advance, a server seed is revealed only once it is retired. Press the button: we switch you to a new seed pair, reveal this one and check the round at once. Your next rounds use the new pair.',
  'games.fair.reveal.go': 'Reveal the seed and verify',
  'games.fair.reveal.going': 'Revealing the seed…',
  'games.fair.sealed.draw':
    'This draw has not taken place yet: its seed is revealed at the draw, verify it then.',
  'games.fair.sealed.shoe':
    'This shoe is still being dealt: its seed is revealed when the shoe ends, verify it then.',
  'games.fair.sealed.round': 'This round’s seed is not revealed yet; come back later to verify it.',
  'games.fair.retry': 'Check again',
  'games.fair.how.title': 'How this was checked',
  'games.fair.how.commit':
    'Before play we published a “fingerprint” of the server seed: a string computed from it that does not give the seed away, and that changes if the seed changes.',
  'games.fair.how.mix':
    'Each result comes from the server seed, a player seed and the round’s number together, so no side can steer it alone.',
  'games.fair.how.shared':
    'In a shared draw the player seed is made from the draw (or shoe) number and every seed players submitted, so anyone can rebuild it.',
  'games.fair.how.check':
    'After the round the server seed is revealed: your browser computes the result again with the same method and compares it with the record, on your device, without having to trust our server.',
  'games.fair.details': 'Technical details: seeds, nonce, hash; verify by hand',
}
