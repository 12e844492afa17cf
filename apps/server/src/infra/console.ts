import type { Config } from '../config.ts'

/**
 * Development prints for a person at a terminal: readable log lines, a start banner, each unsent mail as a block.
 * Production (and the tests) keep one JSON object per line, for machines; LOG_LEVEL=silent prints nothing at all.
 */
export function isReadableConsole(config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>): boolean {
  return config.NODE_ENV === 'development' && config.LOG_LEVEL !== 'silent'
}

type Output = { write(text: string): unknown; isTTY?: boolean }

type RequestFields = { method?: string; url?: string }

/**
 * One line per request line (LOG_REQUESTS=true): 'GET /it/ [1a2b3c4d]' and '200 in 7 ms [1a2b3c4d]' instead of
 * pino-pretty's eight-line dumps of req and res. Any other line keeps its message, with the request it belongs to.
 */
export function requestAwareMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '')
  const req = log.req as RequestFields | undefined
  const res = log.res as { statusCode?: number } | undefined
  const id = typeof log.reqId === 'string' ? ` [${log.reqId.slice(0, 8)}]` : ''
  if (message === 'incoming request' && req) return `${req.method} ${req.url}${id}`
  if (message === 'request completed' && res) {
    const ms = typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : ''
    return `${res.statusCode}${ms}${id}`
  }
  return req ? `${message} (${req.method} ${req.url})${id}` : `${message}${id}`
}

/**
 * A pino destination that writes each JSON line as pino-pretty's readable text. In this thread and synchronous
 * (not a worker transport): the last lines before process.exit ('database closed') are never lost, and a crash
 * at start shows its message.
 */
export async function prettyLogStream(out: Output = process.stdout): Promise<{ write(line: string): void }> {
  // Loaded here only: production and the tests never need it.
  const { isColorSupported, prettyFactory } = await import('pino-pretty')
  const pretty = prettyFactory({
    colorize: Boolean(out.isTTY) && isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: requestAwareMessage,
  })
  return {
    write(line) {
      out.write(pretty(line))
    },
  }
}
