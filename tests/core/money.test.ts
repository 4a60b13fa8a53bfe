// The one money module: every outside amount is taken exactly or refused with a reason; no float step.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountField, money } from '../../core/contract'
import {
  type Cents,
  centsToWire,
  cnyToUsdtCents,
  decimalCents,
  displayMoney,
  isWireMoney,
  MONEY_MAX_CENTS,
  multiplyWire,
  parseMoney,
  sumWire,
  toMicros,
  type WireMoney,
  yuan,
} from '../../core/money'

const refused = (input: unknown, rule?: Parameters<typeof parseMoney>[1]) => {
  const r = parseMoney(input, rule)
  return r.ok ? `accepted ${r.cents}` : r.error
}

describe('parseMoney', () => {
  it('takes plain amounts exactly, as strings or numbers', () => {
    expect(parseMoney('100')).toEqual({ ok: true, cents: 10_000n })
    expect(parseMoney('100.5')).toEqual({ ok: true, cents: 10_050n })
    expect(parseMoney('100.05')).toEqual({ ok: true, cents: 10_005n })
    expect(parseMoney('0.01')).toEqual({ ok: true, cents: 1n })
    expect(parseMoney(1.1)).toEqual({ ok: true, cents: 110n })
    expect(parseMoney(0.29)).toEqual({ ok: true, cents: 29n }) // 0.29 * 100 is 28.999999999999996
    expect(parseMoney('1000000.00')).toEqual({ ok: true, cents: 100_000_000n })
    expect(parseMoney('100000000.00')).toEqual({ ok: true, cents: MONEY_MAX_CENTS })
  })

  it('refuses more than two decimals instead of rounding', () => {
    expect(refused('100.000000001')).toBe('v.moneyDecimals')
    expect(refused(100.000000001)).toBe('v.moneyDecimals')
    expect(refused('1.005')).toBe('v.moneyDecimals')
    expect(refused(1.005)).toBe('v.moneyDecimals')
    expect(refused('0.001')).toBe('v.moneyDecimals')
  })

  it('refuses exponent forms, as text or as numbers', () => {
    expect(refused('1e-9')).toBe('v.moneyExponent')
    expect(refused(1e-9)).toBe('v.moneyExponent')
    expect(refused('1e3')).toBe('v.moneyExponent')
    expect(refused('1E3')).toBe('v.moneyExponent')
    expect(refused(1e21)).toBe('v.moneyExponent')
  })

  it('refuses signs unless the rule allows a debit; never a plus', () => {
    expect(refused('-100')).toBe('v.moneySign')
    expect(refused(-1)).toBe('v.moneySign')
    expect(refused('+100')).toBe('v.moneySign')
    expect(parseMoney('-50.25', { signed: true })).toEqual({ ok: true, cents: -5_025n })
    expect(refused('+5', { signed: true })).toBe('v.moneySign')
  })

  it('refuses values under one cent and above the maximum', () => {
    expect(refused('0')).toBe('v.moneyMin')
    expect(refused('0.00')).toBe('v.moneyMin')
    expect(refused(0)).toBe('v.moneyMin')
    expect(refused('-0', { signed: true })).toBe('v.moneyMin')
    expect(refused('100000000.01')).toBe('v.moneyMax')
    expect(refused('9'.repeat(40))).toBe('v.moneyMax')
    expect(refused('50000.01', { max: 5_000_000n })).toBe('v.moneyMax')
    expect(parseMoney('50000', { max: 5_000_000n })).toEqual({ ok: true, cents: 5_000_000n })
    expect(parseMoney('0', { min: 0n })).toEqual({ ok: true, cents: 0n })
  })

  it('refuses anything that is not a plain amount', () => {
    for (const v of ['', ' 100', '100 ', '.5', '5.', '１００', 'NaN', 'Infinity', '0x10', '1_000', '1,000'])
      expect(refused(v), JSON.stringify(v)).toBe('v.moneyShape')
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [], {}, [100], 10n])
      expect(refused(v), String(v)).toBe('v.moneyShape')
  })

  it('the wire rule takes exactly two decimals and only strings', () => {
    expect(parseMoney('12.34', { wire: true, min: 0n })).toEqual({ ok: true, cents: 1_234n })
    expect(parseMoney('0.00', { wire: true, min: 0n })).toEqual({ ok: true, cents: 0n })
    expect(refused('12.3', { wire: true })).toBe('v.moneyShape')
    expect(refused('12', { wire: true })).toBe('v.moneyShape')
    expect(refused(12.34, { wire: true })).toBe('v.moneyShape')
  })

  it('round-trips every cent amount through the wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MONEY_MAX_CENTS }), (cents) => {
        expect(parseMoney(centsToWire(cents))).toEqual({ ok: true, cents })
        expect(decimalCents(centsToWire(cents))).toBe(cents)
      }),
    )
  })
})

describe('formatters and readers', () => {
  it('cents to the wire form', () => {
    expect(centsToWire(0n)).toBe('0.00')
    expect(centsToWire(5n)).toBe('0.05')
    expect(centsToWire(-5n)).toBe('-0.05')
    expect(centsToWire(123_456n)).toBe('1234.56')
    expect(centsToWire(1_234_567_890_123_456n)).toBe('12345678901234.56')
    expect(centsToWire(42)).toBe('0.42')
  })

  it('display form: grouped, with the currency sign, exact for long amounts', () => {
    expect(displayMoney('1234.5')).toBe('¥1,234.50')
    expect(displayMoney(123_450n)).toBe('¥1,234.50')
    expect(displayMoney('-0.5')).toBe('-¥0.50')
    expect(displayMoney('12345678901234.56', '$')).toBe('$12,345,678,901,234.56')
    expect(displayMoney('abc')).toBe('¥0.00')
  })

  it('decimalCents reads our own decimal strings and throws on anything else', () => {
    expect(decimalCents('100.00')).toBe(10_000n)
    expect(decimalCents('7.5')).toBe(750n)
    expect(decimalCents('-3.20')).toBe(-320n)
    expect(() => decimalCents('1.005')).toThrow()
    expect(() => decimalCents('1e3')).toThrow()
  })

  it('rates in millionths and the USDT equivalent rounded down', () => {
    expect(toMicros('7.20')).toBe(7_200_000n)
    expect(toMicros('0.000001')).toBe(1n)
    expect(() => toMicros('7.2e1')).toThrow()
    expect(cnyToUsdtCents(10_000n, '7.20')).toBe(1_388n)
    expect(cnyToUsdtCents(69_900n, '6.99')).toBe(10_000n)
    expect(cnyToUsdtCents(10_000n, '0')).toBe(0n)
  })

  it('adds and multiplies wire amounts in cents, where floats would drift', () => {
    expect(sumWire(['0.10', '0.20'])).toBe('0.30') // 0.1 + 0.2 is 0.30000000000000004
    expect(sumWire(Array.from({ length: 30 }, () => '1234.57'))).toBe('37037.10')
    expect(sumWire(['-5.20', '5.20'])).toBe('0.00')
    expect(sumWire([])).toBe('0.00')
    expect(multiplyWire('2.50', 5)).toBe('12.50')
    expect(multiplyWire('0.29', 100n)).toBe('29.00')
    expect(() => multiplyWire('1.00', 1.5)).toThrow()
    expect(yuan(50)).toBe(5_000n)
    expect(() => yuan(0.5)).toThrow()
  })

  it('brands cents with their currency and the wire form, types only', () => {
    const cny: Cents = decimalCents('7.20')
    const usdt: Cents<'USDT'> = cnyToUsdtCents(cny, '7.20')
    const wire: WireMoney = centsToWire(usdt)
    // @ts-expect-error a plain bigint is not cents until core/money says so
    const plain: Cents = 5n
    // @ts-expect-error nor are USDT cents yuan
    const mixed: Cents<'CNY'> = usdt
    expect([wire, plain, mixed]).toEqual(['1.00', 5n, 100n])
    expect(isWireMoney('100.00')).toBe(true)
    expect(isWireMoney('100.0')).toBe(false)
    expect(isWireMoney(100)).toBe(false)
  })
})

describe('the contract field uses the parser', () => {
  it('parses to cents and refuses with the parser reason', () => {
    const field = amountField('v.amount')
    expect(field.parse('100.50')).toBe(10_050n)
    expect(field.parse(100)).toBe(10_000n)
    expect(field.safeParse('1.005').error?.issues[0].message).toBe('v.moneyDecimals')
    expect(field.safeParse(1e-9).error?.issues[0].message).toBe('v.moneyExponent')
    expect(field.safeParse({}).error?.issues[0].message).toBe('v.amount')
  })

  it('answers carry the wire form', () => {
    expect(money.safeParse('-5.20').success).toBe(true)
    expect(money.safeParse('5.2').success).toBe(false)
  })
})
