-- Issue 27 (docs/games.md, "Slots"): each slot venue's game list becomes its machines. The ten machines
-- keep the game codes <venue>-01 and <venue>-02 (their rows are renamed here; a fresh database gets them
-- from the seed, server/seed/venues.ts); the other ten titles per venue all opened the same machine and
-- are retired: hidden from the lobby (state 0), kept so old rounds and favourites still resolve a name.
UPDATE slot_games SET state = 0
 WHERE venue_code IN ('jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot')
   AND game_code NOT IN ('jdslot-01', 'jdslot-02', 'xyslot-01', 'xyslot-02', 'fhslot-01', 'fhslot-02',
                         'jlslot-01', 'jlslot-02', 'tbslot-01', 'tbslot-02');

UPDATE slot_games g SET name = m.name, name_en = m.name_en, state = 1, sort = m.sort
  FROM (VALUES
    ('jdslot-01', '金鼎聚宝', 'Jinding Treasures', 0),
    ('jdslot-02', '金鼎彩金', 'Cauldron of Cash', 1),
    ('xyslot-01', '星耀银河', 'Starlit Galaxy', 0),
    ('xyslot-02', '流星许愿', 'Wish upon a Meteor', 1),
    ('fhslot-01', '凤凰涅槃', 'Phoenix Rebirth', 0),
    ('fhslot-02', '火凤彩珠', 'Phoenix Pearls', 1),
    ('jlslot-01', '锦鲤跃门', 'Koi Leap', 0),
    ('jlslot-02', '锦鲤百搭', 'Koi Multiplier', 1),
    ('tbslot-01', '天宝聚福', 'Tianbao Fortune', 0),
    ('tbslot-02', '天宝连环', 'Tianbao Chain', 1)
  ) AS m (code, name, name_en, sort)
 WHERE g.game_code = m.code;
