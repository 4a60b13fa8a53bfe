-- The monthly red packet is claimed with 申请 like the VIP level-up and birthday bonuses
-- (docs/promotions.md, "Claimed bonuses"): its half-month run records an entitlement of the kind
-- 'monthly-redpacket' (ref <activity>:<user>:<yyyy-mm>:<1 or 2>) instead of paying it.
ALTER TABLE bonus_claims DROP CONSTRAINT bonus_claims_kind_check;
ALTER TABLE bonus_claims ADD CONSTRAINT bonus_claims_kind_check
  CHECK (kind IN ('vip-upgrade', 'birthday', 'monthly-redpacket'));
