// The settings pages' calls (docs/settings.md) through the console's one client: the seam the settings
// views use, so none of them spells a call itself (docs/operator-console.md, "Loading and acting").
// Saves take the form's payload as the settings save machine hands it over.
import { api } from '../../endpoints'

type Payload = Record<string, unknown>

export const readSiteSettings = () => api('siteSettings')
export const saveSiteSettings = (p: Payload) => api('saveSiteSettings', p)
export const readMoneyRules = () => api('moneyRules')
export const saveMoneyRules = (p: Payload) => api('saveMoneyRules', p)
export const readPaymentSettings = () => api('paymentSettings')
export const savePayChannel = (p: Payload) => api('savePayChannel', p)
export const readPayProviders = () => api('payProviders')
export const savePayProvider = (p: Payload) => api('savePayProvider', p)
/** A new receiving account has no id yet; an edited one keeps its id. */
export const saveReceivingAccount = ({ id, ...body }: Payload) =>
  id === null ? api('addReceivingAccount', body) : api('saveReceivingAccount', { id, ...body })
/** A channel's QR goes through the receiving permission (treasury), a licence through the site's. */
export const uploadImage = (kind: 'qr' | 'licence', content_base64: string) =>
  kind === 'qr'
    ? api('uploadReceivingQr', { content_base64 })
    : api('uploadSettingsImage', { kind, content_base64 })
