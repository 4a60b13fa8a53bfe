// The path parameters of the operator routes (`:order`, `:id`, `:username`, …), parsed in one place so
// every route module refuses a bad one the same way (route.ts parseAdmin: 1000 naming the field).
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { reviewAction } from '../../core/contract/admin'
import { parseAdmin } from './route'

const Order = z.object({ order: z.string().regex(/^[DW]\d{10,30}$/), action: reviewAction })
const IdAction = z.object({ id: z.coerce.number().int().positive(), action: reviewAction })
const Id = z.object({ id: z.coerce.number().int().positive() })
const TransferId = z.object({ id: z.string().min(1).max(64) })
const Username = z.object({ username: z.string().min(1).max(64) })

/** `:order/:action` of a deposit or withdrawal review. */
export const orderAction = (req: FastifyRequest) => parseAdmin(Order, req.params)
/** `:id/:action` of an application review. */
export const idAction = (req: FastifyRequest) => parseAdmin(IdAction, req.params)
/** A numeric `:id`. */
export const numericId = (req: FastifyRequest) => parseAdmin(Id, req.params).id
/** A partner transfer's `:id`. */
export const transferId = (req: FastifyRequest) => parseAdmin(TransferId, req.params).id
/** A player's `:username`. */
export const username = (req: FastifyRequest) => parseAdmin(Username, req.params).username
