-- Deposits: each thing about the payer in its own column (docs/operator-console.md, "Who paid").
-- Until now a bank deposit's 开户行地址 (branch) was kept in `depositor_address`, which the console read
-- as a USDT sending address, so the review showed "北京分行" where the payer's bank, card and name
-- belonged. Bank: depositor_name, depositor_bank, depositor_no (card or account), depositor_branch.
-- USDT: protocol, usdt_cents (amount in USDT hundredths), usdt_rate_micros (the rate), and the chain's
-- sending address and transaction hash as the payment provider reports them.
ALTER TABLE deposits ADD COLUMN depositor_branch TEXT NOT NULL DEFAULT '';
ALTER TABLE deposits ADD COLUMN usdt_from_address TEXT NOT NULL DEFAULT '';
ALTER TABLE deposits ADD COLUMN usdt_tx_hash TEXT NOT NULL DEFAULT '';

-- Existing rows: the branch of bank deposits, a sending address of USDT ones (none were written, but a
-- row edited by hand keeps its value), and the hash a provider already reported on the pay order.
UPDATE deposits SET depositor_branch = depositor_address WHERE channel = 'bank' AND depositor_address <> '';
UPDATE deposits SET usdt_from_address = depositor_address
 WHERE channel IN ('usdt-trc20', 'usdt-erc20') AND depositor_address <> '';
UPDATE deposits d SET usdt_tx_hash = p.tx_hash FROM pay_orders p
 WHERE p.deposit_id = d.id AND d.channel IN ('usdt-trc20', 'usdt-erc20') AND p.tx_hash <> '';

ALTER TABLE deposits DROP COLUMN depositor_address;
