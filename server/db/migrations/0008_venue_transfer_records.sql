-- Fund records (gettransrecord types 3 and 4) list a partner venue's transfer once, from its
-- venue_transfers row and its real state (pending, done, refused; a refused money-in was reversed),
-- beside the in-house venues' ledger transfers. Both need one numeric record id space: a partner
-- transfer draws its record id from the ledger transfers' own sequence, so the two never collide.
ALTER TABLE venue_transfers ADD COLUMN record_id BIGINT NOT NULL DEFAULT nextval('ledger_transfers_id_seq');
CREATE UNIQUE INDEX venue_transfers_record ON venue_transfers (record_id);
