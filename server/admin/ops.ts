// Operations surface of the operator port (docs/operations.md): /healthz and /readyz as on the public
// port, Prometheus metrics at /metrics (only here: the figures are for operators, not for players), and
// the player API's OpenAPI document browsable at /docs (Swagger UI). Registered without encapsulation
// (fastify-plugin), so its request metrics also time every operator route.
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { installHealth } from '../ops/health'
import { installRequestMetrics, metricsText, registry } from '../ops/metrics'
import { openApiDocument } from '../ops/openapi'

declare module 'fastify' {
  interface FastifyInstance {
    swagger: (opts?: { yaml?: boolean }) => unknown
  }
}

// Swagger UI reads the document from `fastify.swagger()`, the decorator of @fastify/swagger; the
// document here is generated from the contract instead (server/ops/openapi.ts), so this supplies it.
const contractDocument = fp(
  async (app) => {
    app.decorate('swagger', () => openApiDocument())
  },
  { name: '@fastify/swagger' },
)

export const operatorOps: FastifyPluginAsync = fp(async (app) => {
  installRequestMetrics(app, 'operator')
  installHealth(app)
  app.get('/metrics', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType)
    return metricsText(app.db)
  })
  await app.register(contractDocument)
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
})
