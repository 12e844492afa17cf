import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { isReadableConsole, prettyLogStream, requestAwareMessage } from './console.ts'

describe('isReadableConsole', () => {
  it.each([
    ['development', 'info', true],
    ['development', 'warn', true],
    ['development', 'silent', false],
    ['production', 'info', false],
    ['test', 'info', false],
  ] as const)('%s at %s -> %s', (NODE_ENV, LOG_LEVEL, readable) => {
    expect(isReadableConsole({ NODE_ENV, LOG_LEVEL })).toBe(readable)
  })
})

describe('prettyLogStream', () => {
  it('writes each pino line as readable text, without colours on a pipe', async () => {
    const written: string[] = []
    const log = pino(
      { level: 'info' },
      await prettyLogStream({ write: (text: string) => written.push(text) }),
    )
    log.info({ mailId: 7 }, 'labels brought in line with the code')
    expect(written).toHaveLength(1)
    expect(written[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: labels brought in line with the code\n {4}mailId: 7\n$/,
    )
  })
})

describe('requestAwareMessage', () => {
  const reqId = '580d3f28-640b-4847-910e-6a5d85ca7267'
  it.each([
    [
      { msg: 'incoming request', reqId, req: { method: 'GET', url: '/it/?token=[redacted]' } },
      'GET /it/?token=[redacted] [580d3f28]',
    ],
    [
      { msg: 'request completed', reqId, res: { statusCode: 200 }, responseTime: 6.9 },
      '200 in 7 ms [580d3f28]',
    ],
    [{ msg: 'request failed', reqId }, 'request failed [580d3f28]'],
    [
      { msg: 'boom', reqId, req: { method: 'POST', url: '/api/front/cart/it' } },
      'boom (POST /api/front/cart/it) [580d3f28]',
    ],
    [{ msg: 'database closed' }, 'database closed'],
  ])('%o -> %s', (log, line) => {
    expect(requestAwareMessage(log, 'msg')).toBe(line)
  })
})
