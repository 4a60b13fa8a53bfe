// The operator's money settings and their defaults: the server seeds and reads them (settings row
// 'money'), the msw mocks answer with the same figures.

/** Operator money settings (settings row 'money'); every field has a safe default. */
export type MoneySettings = {
  usdt_rate: string
  withdraw_usdt_rate: string
  withdraw_fee_trc20: string
  withdraw_fee_erc20: string
  withdraw_min: string
  withdraw_max: string
  daily_withdraw_times: number
  withdraw_begin: string
  withdraw_end: string
  /** Wagering multiple of deposits before a withdrawal (bounded at 10x). */
  withdraw_multiple: string
  /** Minutes a non-bank deposit order stays open for payment. */
  deposit_window_minutes: number
}

export const MONEY_DEFAULTS: MoneySettings = {
  usdt_rate: '7.20',
  withdraw_usdt_rate: '7.10',
  withdraw_fee_trc20: '1.00',
  withdraw_fee_erc20: '5.00',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  daily_withdraw_times: 5,
  withdraw_begin: '00:00:00',
  withdraw_end: '23:59:59',
  withdraw_multiple: '1.00',
  deposit_window_minutes: 60,
}
