-- Issue 27: tbslot-02 has no cascade, so 天宝连环 ("chain") promised a feature it lacks. Its title now
-- names what it does: the treasure chest (its scatter) opens free spins on wild-rich reels, and
-- retriggers them (docs/games.md, "Slots"). A fresh database takes the new title from the seed.
UPDATE slot_games SET name = '天宝宝箱', name_en = 'Tianbao Treasure Chest'
 WHERE game_code = 'tbslot-02' AND name = '天宝连环';
