// Every route plugin of the API, one line per resource. Owners add their own line.
import type { FastifyPluginAsync } from 'fastify'
import { accountRoutes } from './account'
import { siteRoutes } from './site'

export const routePlugins: FastifyPluginAsync[] = [siteRoutes, accountRoutes]
