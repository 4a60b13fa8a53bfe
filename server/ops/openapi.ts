// The player API as an OpenAPI 3.1 document, generated from the shared contract (core/contract): every
// call's method, path, auth and zod schemas, turned into JSON Schema by zod's own z.toJSONSchema.
// Served at GET /api/openapi.json on the public port and browsable on the operator port (/docs,
// server/admin/ops.ts). tests/server/openapi.test.ts checks it is valid and matches the routes served.
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  agentCalls,
  batchCalls,
  type Call,
  calls,
  gameCalls,
  notifyCalls,
  protectionCalls,
  recoveryCalls,
  sportsCalls,
  supportCalls,
} from '../../core/contract'
import { kycCalls } from '../../core/contract/kyc'
import { paymentCalls } from '../../core/contract/payments'
import { slotLobbyCalls } from '../../core/contract/slot-lobby'

type Schema = Record<string, unknown>

const GROUPS: [string, Record<string, Call>][] = [
  ['site', calls as Record<string, Call>],
  ['games', gameCalls as Record<string, Call>],
  ['sportsbook', sportsCalls as Record<string, Call>],
  ['protection', protectionCalls as Record<string, Call>],
  ['agent', agentCalls as Record<string, Call>],
  ['recovery', recoveryCalls as Record<string, Call>],
  ['support', supportCalls as Record<string, Call>],
  ['batch', batchCalls as Record<string, Call>],
  ['payments', paymentCalls as Record<string, Call>],
  ['kyc', kycCalls as Record<string, Call>],
  ['notify', notifyCalls as Record<string, Call>],
  ['slotLobby', slotLobbyCalls as Record<string, Call>],
]

const jsonSchema = (s: z.ZodType, io: 'input' | 'output'): Schema => {
  const { $schema: _, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' })
  return rest as Schema
}

const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: {
      type: 'integer',
      description: '200 on success; a refusal keeps HTTP 200 and carries its own code (docs/contract.md)',
    },
    message: { type: 'string', description: 'Shown to the player, in the language of the Lang header' },
    data: { anyOf: [data, { type: 'null' }] },
  },
})

const refusal = envelope({})

const langHeader = {
  name: 'Lang',
  in: 'header',
  required: false,
  description: '`en` for English messages; Chinese otherwise',
  schema: { type: 'string' },
}

/** `:name` segments as OpenAPI's `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1])

function operation(name: string, tag: string, c: Call): Schema {
  const request = jsonSchema(c.request, 'input')
  const inPath = pathParams(c.path)
  const props = { ...((request.properties as Record<string, Schema> | undefined) ?? {}) }
  const required = new Set((request.required as string[] | undefined) ?? [])
  const parameters: Schema[] = [langHeader]
  for (const p of inPath) {
    parameters.push({ name: p, in: 'path', required: true, schema: props[p] ?? { type: 'string' } })
    delete props[p]
    required.delete(p)
  }
  if (c.idempotent)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Repeat a money call with the same key: it is applied once (docs/money.md)',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
    })
  const op: Schema = {
    operationId: name,
    tags: [tag],
    parameters,
    responses: {
      '200': {
        description: 'The envelope: `data` matches this schema when `code` is 200',
        content: { 'application/json': { schema: envelope(jsonSchema(c.response, 'output')) } },
      },
      '429': {
        description: 'Too many requests from this address',
        content: { 'application/json': { schema: refusal } },
      },
      '503': {
        description: 'Overloaded or the database is away: nothing was applied, retry',
        content: { 'application/json': { schema: refusal } },
      },
    },
  }
  if (c.auth) op.security = [{ bearer: [] }]
  const fields = { ...request, properties: props, required: [...required] }
  if (!fields.required.length) delete (fields as Schema).required
  if (c.path === '/api/uploadimg') {
    // The avatar upload is multipart (server/services/accounts-upload.ts), outside the zod request.
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentEncoding: 'binary' } },
          },
        },
      },
    }
  } else if (c.method === 'GET') {
    for (const [k, s] of Object.entries(props))
      parameters.push({ name: k, in: 'query', required: required.has(k), schema: s })
  } else {
    op.requestBody = {
      required: false,
      content: { 'application/json': { schema: fields } },
    }
  }
  return op
}

/** The partner wallet callback (seamless wallet, server/games/seamless.ts): signed, not a player call. */
const partnerCallback: Schema = {
  operationId: 'providerCallback',
  tags: ['partners'],
  description:
    'Seamless-wallet calls of a partner venue (balance, debit, credit, rollback). The raw JSON body is signed: X-Signature is its HMAC-SHA256 with the partner secret.',
  parameters: [
    { name: 'provider', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'action', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } },
  ],
  requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
  responses: {
    '200': { description: 'The partner protocol answer', content: { 'application/json': { schema: {} } } },
    '401': { description: 'Bad signature', content: { 'application/json': { schema: {} } } },
  },
}

let cached: Schema | null = null

export function openApiDocument(): Schema {
  if (cached) return cached
  const paths: Record<string, Record<string, Schema>> = {}
  for (const [tag, group] of GROUPS) {
    for (const [name, c] of Object.entries(group)) {
      const p = openApiPath(c.path)
      paths[p] ??= {}
      paths[p][c.method.toLowerCase()] = operation(name, tag, c)
    }
  }
  paths['/api/provider/{provider}/{action}'] = { post: partnerCallback }
  paths['/api/openapi.json'] = {
    get: {
      operationId: 'openapi',
      tags: ['site'],
      description: 'This document',
      responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: {} } } } },
    },
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: '金鼎娱乐 player API',
      version: '1.0.0',
      description:
        'Every call answers HTTP 200 with the envelope {code, message, data}; code 200 is success, any other code a refusal with a message for the player (docs/contract.md). Calls marked with the bearer scheme need `Authorization: Bearer <token>` from login or register.',
    },
    servers: [{ url: '/', description: 'The public port of the site (PORT), not the operator port' }],
    tags: [
      { name: 'site', description: 'Site, content, account, wallet, cashier and records' },
      { name: 'games', description: 'In-house games and their fairness proofs' },
      { name: 'protection', description: 'Player protection: limits, cooling-off, self-exclusion' },
      { name: 'agent', description: 'Agent applications and the agent centre' },
      { name: 'batch', description: 'Several reads in one request, each answered as if alone' },
      { name: 'partners', description: 'Calls made by partner venues, not by players' },
    ],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Session token' } },
    },
    paths,
  }
  return cached
}

/** GET /api/openapi.json on the public port. */
export const openApiRoute: FastifyPluginAsync = async (app) => {
  app.get('/api/openapi.json', async () => openApiDocument())
}
