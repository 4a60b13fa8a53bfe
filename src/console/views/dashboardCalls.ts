// The dashboard's call (docs/operator-console.md, "Dashboard"): the seam the dashboard uses, so it
// spells no call itself ("Loading and acting").
import { api } from '../endpoints'

export const readDashboard = () => api('dashboard')
