-- English content (issue 30, docs/content.md): slot games get an English name beside the Chinese one,
-- like the other content tables since 0015; empty means "not translated" (the Chinese name is shown).
-- The demo's English texts themselves are filled by the seed, which runs again whenever its sources
-- change: it writes an English value only where it is still empty and the Chinese value is the demo's
-- own (an operator's edits are left alone), so an existing database gets them at its next start.
ALTER TABLE slot_games ADD COLUMN IF NOT EXISTS name_en TEXT NOT NULL DEFAULT '';
