-- Conventions for every later migration: money in BIGINT minor units (cents, or micro-USDT where
-- named *_micros); timestamps TIMESTAMPTZ stored in UTC; ids BIGINT GENERATED ALWAYS AS IDENTITY.
SELECT 1;
