// Security headers on every answer (docs/security.md). The CSP allows inline styles only (React style
// props and Tailwind's runtime-free output need nothing more); scripts come from 'self' alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** Sets the headers on one answer; also used where hooks do not run (the router's own refusals). */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
  reply.header('Content-Security-Policy', CSP)
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  reply.header('X-Frame-Options', 'DENY')
  reply.header('Cross-Origin-Opener-Policy', 'same-origin')
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  reply.header('X-Request-Id', req.id)
  if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store')
}

export function installSecurityHeaders(app: FastifyInstance) {
  // Callback style: this runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (req, reply, payload, done) => {
    setSecurityHeaders(req, reply)
    done(null, payload)
  })
}
