// The demo's promotion rules (docs/promotions.md): the first-deposit match, the USDT deposit bonus,
// the VIP upgrade and birthday bonuses get real rules, so the demo pays. Inserted once per activity
// (an operator's edits survive restarts); `enabled: false` seeds them switched off (the server tests,
// whose money checks assume no bonus, switch them on where they test them).
import type { PromotionRuleRequest } from '../../core/contract/admin/promotions'
import { decimalCents } from '../../core/money'
import type { Query } from '../db/client'

type SeedRule = { title: string; rule: Omit<PromotionRuleRequest, 'enabled'> }

export const DEMO_RULES: SeedRule[] = [
  {
    title: '新会员首存加赠 100%',
    rule: {
      kind: 'first-deposit',
      params: { percent: '100.00', min_deposit: '100.00', max_bonus: '888.00' },
      turnover_multiple: '10',
      player_cap: '888.00',
      player_day_cap: null,
      day_cap: null,
    },
  },
  {
    title: 'USDT 存款额外加赠 2%',
    rule: {
      kind: 'deposit-method',
      params: {
        channels: ['usdt-trc20', 'usdt-erc20'],
        percent: '2.00',
        min_deposit: '500.00',
        max_bonus: '2888.00',
      },
      turnover_multiple: '3',
      player_cap: null,
      player_day_cap: '2888.00',
      day_cap: null,
    },
  },
  {
    title: 'VIP 晋级礼金',
    rule: {
      kind: 'vip-upgrade',
      params: {},
      turnover_multiple: '1',
      player_cap: null,
      player_day_cap: null,
      day_cap: null,
    },
  },
  {
    title: 'VIP 生日礼金',
    rule: {
      kind: 'birthday',
      params: {
        amounts: [
          '0.00',
          '0.00',
          '88.00',
          '188.00',
          '388.00',
          '588.00',
          '888.00',
          '1888.00',
          '2888.00',
          '5888.00',
        ],
      },
      turnover_multiple: '1',
      player_cap: null,
      player_day_cap: null,
      day_cap: null,
    },
  },
]

const cents = (v: string | null) => (v === null ? null : decimalCents(v).toString())

export async function seedPromotions(q: Query, enabled: boolean) {
  for (const { title, rule } of DEMO_RULES)
    await q(
      `INSERT INTO promotion_rules (activity_id, kind, enabled, params, turnover_multiple, player_cap_cents,
         player_day_cap_cents, day_cap_cents, updated_by)
       SELECT id, $2, $3, $4::jsonb, $5, $6, $7, $8, 'seed' FROM activities WHERE title = $1
       ON CONFLICT (activity_id) DO NOTHING`,
      [
        title,
        rule.kind,
        enabled,
        JSON.stringify(rule.params),
        rule.turnover_multiple,
        cents(rule.player_cap),
        cents(rule.player_day_cap),
        cents(rule.day_cap),
      ],
    )
}
