import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no handler is still working (or after timeoutMs): the shutdown waits for it before closing the database. */
    whenIdle(timeoutMs: number): Promise<void>
  }
}

/**
 * Counts the handlers at work, for app.whenIdle. Handlers still working for a client that has gone away keep no
 * connection open, so server.close() does not wait for them: the shutdown waits here before the database closes.
 */
export const inFlightPlugin = fp(async (app) => {
  // Answers finished while shutting down close their keep-alive connection, or server.close() would wait for the idle timeout.
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  const working = new WeakSet<FastifyRequest>()
  let inFlight = 0
  const done = (request: FastifyRequest) => {
    if (working.delete(request)) inFlight--
  }
  app.addHook('onRequest', (request, _reply, next) => {
    working.add(request)
    inFlight++
    next()
  })
  app.addHook('onSend', (request, reply, payload, next) => {
    done(request)
    if (draining) reply.header('connection', 'close')
    next(null, payload)
  })
  app.addHook('onResponse', (request, _reply, next) => {
    done(request)
    next()
  })
  app.decorate('whenIdle', async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs
    while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
  })
})
