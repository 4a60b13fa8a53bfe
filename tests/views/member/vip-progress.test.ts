import { describe, expect, it } from 'vitest'
import { betPayout } from '../../../src/views/mine/BetRecordPage'
import { vipProgress, vipRequirements } from '../../../src/views/mine/vip'

describe('VIP progress', () => {
  it('never draws a full bar for an unmet level, however close', () => {
    expect(vipProgress('999.99', '1000.00')).toBe(99)
    expect(vipProgress('995.00', '1000.00')).toBe(99)
    expect(vipProgress('1000.00', '1000.00')).toBe(100)
    expect(vipProgress('2500.00', '1000.00')).toBe(100)
    expect(vipProgress('250.00', '1000.00')).toBe(25)
  })
  it('is 0 with nothing done or nothing needed (top level)', () => {
    expect(vipProgress('0.00', '1000.00')).toBe(0)
    expect(vipProgress('500.00', '0.00')).toBe(0)
  })
  it('shows both the deposit and the turnover the next level needs, with what is missing', () => {
    const [deposit, turnover] = vipRequirements({
      paysum: '1000.00',
      totalgame: '4999.50',
      next_vip_recharge: '1000.00',
      next_vip_flow: '5000.00',
    })
    expect(deposit).toMatchObject({ kind: 'deposit', progress: 100, missing: 0 })
    expect(turnover).toMatchObject({ kind: 'turnover', progress: 99, missing: 50 })
  })
})

describe('bet records: payout and win/loss', () => {
  it('a settled bet pays the stake plus its win/loss', () => {
    expect(betPayout({ bet_amount: '10.00', win_loss: '9.70', status: 1 })).toBe('19.70')
    expect(betPayout({ bet_amount: '10.00', win_loss: '-10.00', status: 1 })).toBe('0.00')
  })
  it('an unsettled or invalid bet has paid nothing yet', () => {
    expect(betPayout({ bet_amount: '10.00', win_loss: '0.00', status: 2 })).toBeNull()
    expect(betPayout({ bet_amount: '10.00', win_loss: '0.00', status: 0 })).toBeNull()
  })
})
