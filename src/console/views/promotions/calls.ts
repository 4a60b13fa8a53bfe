// The promotion rules' and payouts' calls (promotionCalls of the contract, docs/promotions.md) through
// the console's one client: the seam the promotions views use, so none of them imports the HTTP client
// (docs/operator-console.md, "Loading and acting").
import { promotionCalls as calls } from '../../../../core/contract/admin/promotions'
import { call } from '../../api'

export const loadPromotions = () => call(calls.promotions)
export const savePromotionRule = (activityId: number, body: Record<string, unknown>) =>
  call(calls.savePromotionRule, { id: activityId, ...body })
export const loadPayouts = (query: Record<string, unknown>) => call(calls.promotionPayouts, query)
