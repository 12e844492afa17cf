import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { XSRF_COOKIE } from './csrf.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let port: number
beforeAll(async () => {
  // A short timeout so the test waits a second, not thirty.
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

/**
 * Opens a connection, writes `head`, then one more byte every 200 ms (more often than any idle timeout) until the
 * server closes the connection; resolves with what the server answered.
 */
function trickle(head: string, byte: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (d) => {
      received += d
    })
    socket.on('error', () => {})
    socket.write(head)
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(byte)
    }, 200)
    socket.on('close', () => {
      clearInterval(timer)
      resolve(received)
    })
  })
}

describe('a client that never finishes its request', () => {
  it('loses its connection when the body trickles in a byte at a time', async () => {
    const token = (await t.app.inject({ url: '/api/front/user' })).cookies.find((c) => c.name === XSRF_COOKIE)
    const head = [
      'POST /api/front/user/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100000',
      `Cookie: ${XSRF_COOKIE}=${token?.value}`,
      `X-XSRF-TOKEN: ${token?.value}`,
      '',
      '{"email":"',
    ].join('\r\n')
    const answer = await trickle(head, 'a')
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  }, 20_000)

  it('loses its connection when the headers trickle in a byte at a time', async () => {
    const answer = await trickle('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a')
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  }, 20_000)
})
