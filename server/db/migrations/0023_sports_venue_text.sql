-- The seven sports and e-sports venues became in-house sportsbooks of virtual leagues (issue 24). Their
-- stock descriptions promised real matches, live streams, in-play betting and cash-out; a database seeded
-- before keeps its venue rows (the seed never overwrites them), so the stock texts are replaced here. A
-- description an operator has edited is left as it is.

UPDATE venues SET description = '金鼎虚拟超级联赛、虚拟冠军联赛与虚拟篮球联赛：虚构球队按赛程模拟比赛，全天连续开赛。赛前投注独赢、让球、大小、波胆、半全场等，支持串关，每场赛果赛后可凭种子验证。' WHERE code = 'jdsport' AND description = '覆盖足球、篮球、网球等主流赛事，赛前与滚球盘口丰富，赔率实时更新。';
UPDATE venues SET description = '星耀体育开设金鼎虚拟冠军联赛：12支虚构球队主客场双循环模拟对决。赛前投注独赢、让球、大小、波胆、双方进球、半场与半全场，支持串关，赛果可验证。' WHERE code = 'xysport' AND description = '星耀体育提供让球、大小、波胆、角球等多种玩法，比分与赛况即时推送。';
UPDATE venues SET description = '凌波体育开设金鼎虚拟篮球联赛：12支虚构球队按回合模型模拟比赛，比分逐球呈现。赛前投注独赢、让分、总分大小与单节独赢，支持串关。' WHERE code = 'lbsport' AND description = '凌波体育精选全球联赛，支持串关与提前兑现，界面简洁易上手。';
UPDATE venues SET description = '金鼎虚拟电竞三项联赛：MOBA、战术射击与电子足球，虚构战队模拟对战（电竞三局两胜）。赛前投注全场独赢、地图让分、总地图数、一血、击杀与回合大小，支持串关。' WHERE code = 'jdesport' AND description = '热门电竞赛事一网打尽，地图、回合、击杀等细分盘口，赛事直播同步。';
UPDATE venues SET description = '虎啸电竞开设金鼎电竞MOBA联赛：8支虚构战队三局两胜模拟对战。赛前投注全场独赢、地图让分、总地图数、每图一血与总击杀，支持串关。' WHERE code = 'hxesport' AND description = '虎啸电竞专注职业联赛与国际大赛，提供滚球投注与赛事数据分析。';
UPDATE venues SET description = '风云电竞开设金鼎战术射击联赛：8支虚构战队三局两胜模拟对战，逐回合呈现。赛前投注全场独赢、地图让分、总地图数与每图总回合，支持串关。' WHERE code = 'fyesport' AND description = '风云电竞覆盖射击、竞技、卡牌类赛事，盘口深度高，结算快速。';
UPDATE venues SET description = '星链电竞开设金鼎电子足球联赛：8支虚构球队模拟对决，全天连续开赛。赛前投注独赢、让球、大小、波胆、半全场等，支持串关，赛果可验证。' WHERE code = 'xlesport' AND description = '星链电竞为玩家带来全天候电竞赛事，赛程丰富，玩法多样。';
