// Where each call of the contract lives on the wire. The client needs only method, path and two flags,
// so it keeps this small table instead of importing the zod schemas (which would put zod in the home
// bundle). tests/api/client.test.ts proves the table equals core/contract/calls.ts.
import type { CallName } from '../../core/contract'

export type Endpoint = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  idempotent?: true
  messageIsData?: true
}

export const endpoints = {
  app: { method: 'POST', path: '/api/app' },
  getVisitUrl: { method: 'GET', path: '/api/getVisitUrl' },
  getservicerurl: { method: 'POST', path: '/api/getservicerurl' },
  gameList: { method: 'GET', path: '/api/game/list' },
  homenotice: { method: 'POST', path: '/api/homenotice' },
  bannerList: { method: 'POST', path: '/api/bannerList' },
  article: { method: 'POST', path: '/api/article' },
  gamelistBycode: { method: 'POST', path: '/api/gamelistBycode' },
  activitytype: { method: 'POST', path: '/api/activitytype' },
  activitylist: { method: 'POST', path: '/api/activitylist' },
  activitydeatil: { method: 'POST', path: '/api/activitydeatil' },
  uservip: { method: 'POST', path: '/api/uservip' },
  getAgentLoginUrl: { method: 'GET', path: '/api/getAgentLoginUrl' },
  banklist: { method: 'POST', path: '/api/banklist' },
  getpaybank: { method: 'POST', path: '/api/getpaybank' },
  getPayWay: { method: 'GET', path: '/api/get_pay_way' },
  login: { method: 'POST', path: '/api/login_pc' },
  register: { method: 'POST', path: '/api/register' },
  captcha: { method: 'GET', path: '/api/captcha' },
  logoff: { method: 'POST', path: '/api/logoff' },
  balance: { method: 'POST', path: '/api/balance' },
  user: { method: 'POST', path: '/api/user' },
  refreshusermoney: { method: 'POST', path: '/api/refreshusermoney' },
  uploadimg: { method: 'POST', path: '/api/uploadimg' },
  noticeList: { method: 'POST', path: '/api/noticeList' },
  editPassword: { method: 'POST', path: '/api/editPassword' },
  editPayPassword: { method: 'POST', path: '/api/editPayPassword' },
  updateuserinfo: { method: 'POST', path: '/api/updateuserinfo' },
  applyagentdo: { method: 'POST', path: '/api/applyagentdo' },
  doactivityapply: { method: 'POST', path: '/api/doactivityapply', idempotent: true },
  activityApplyLog: { method: 'POST', path: '/api/activityApplyLog' },
  getGameUrl: { method: 'POST', path: '/api/getGameUrl' },
  balancelist: { method: 'POST', path: '/api/balancelist' },
  userapimoney: { method: 'POST', path: '/api/userapimoney/:platname' },
  transfer: { method: 'POST', path: '/api/transfer', idempotent: true },
  uptransferstatus: { method: 'POST', path: '/api/uptransferstatus' },
  transall: { method: 'POST', path: '/api/transall', idempotent: true },
  getPayRange: { method: 'POST', path: '/api/getPayRange' },
  depositOffers: { method: 'POST', path: '/api/depositOffers' },
  recharge: { method: 'POST', path: '/api/recharge', idempotent: true, messageIsData: true },
  payinfo: { method: 'POST', path: '/api/payinfo', messageIsData: true },
  getcard: { method: 'POST', path: '/api/getcard' },
  bindcard: { method: 'POST', path: '/api/bindcard', idempotent: true },
  delcard: { method: 'POST', path: '/api/delcard' },
  getBetAmount: { method: 'POST', path: '/api/getBetAmount' },
  withdraw: { method: 'POST', path: '/api/withdraw', idempotent: true },
  betrecord: { method: 'POST', path: '/api/betrecord' },
  gettransrecord: { method: 'POST', path: '/api/gettransrecord' },
  getfanshui: { method: 'POST', path: '/api/getfanshui' },
  dofanshui: { method: 'POST', path: '/api/dofanshui', idempotent: true },
  userredpacket: { method: 'GET', path: '/api/userredpacket' },
  douserredpacket: { method: 'POST', path: '/api/douserredpacket', idempotent: true },
  redpacket: { method: 'POST', path: '/api/redpacket' },
  bonusClaims: { method: 'POST', path: '/api/bonusClaims' },
  claimBonus: { method: 'POST', path: '/api/claimBonus', idempotent: true },
} as const satisfies Record<CallName, Endpoint>
