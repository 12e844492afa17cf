import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seededDataDir } from './test/test-app.ts'

const serverDir = import.meta.dirname
const children: ChildProcess[] = []
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL')
})

function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(serverDir, script)], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)))
  return { child, exited, output: () => output }
}

/** Waits for the server to answer, however long a busy machine takes (the test's timeout bounds it); fails if it exits. */
async function waitForHealth(port: string, server: ReturnType<typeof start>) {
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited while starting:\n${server.output()}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A port the system just gave out and took back: a random pick could be one a socket of the busy machine holds. */
async function freePort(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return String(port)
}

async function waitForOutput(server: ReturnType<typeof start>, text: string) {
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`exited before saying ${text}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A connection that has sent part of its headers and then nothing more. */
async function stalledClient(port: string): Promise<net.Socket> {
  const socket = net.connect(Number(port), '127.0.0.1')
  socket.on('error', () => {})
  await new Promise((r) => socket.once('connect', r))
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Never: ending')
  return socket
}

/** A keep-alive connection that has had its answer and now sits idle. */
async function idleKeepAlive(port: string): Promise<net.Socket> {
  const socket = net.connect(Number(port), '127.0.0.1')
  socket.on('error', () => {})
  await new Promise((r) => socket.once('connect', r))
  const answered = new Promise((r) => socket.once('data', r))
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
  await answered
  return socket
}

// Each process starts on a copy of the seeded template (seededDataDir), so it only opens the database; still seconds
// on a busy CI machine. A fresh directory's start is what the journeys, the benches and the CLI tests run.
describe('the server process', { timeout: 180_000 }, () => {
  it('refuses a second process on the same PGlite directory with one line, leaving the data intact', async () => {
    const dataDir = seededDataDir('shop-lock-')
    const port = await freePort()
    const first = start('main.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port, first)
    const second = start('main.ts', { DATA_DIR: dataDir, PORT: await freePort() })
    expect(await second.exited).not.toBe(0)
    const lines = second.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/in use by process \d+/)
    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers a request in flight when SIGTERM arrives, then closes the database and exits 0', async () => {
    const dataDir = seededDataDir('shop-term-')
    const port = await freePort()
    const server = start('test/slow-server.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port, server)
    const pending = fetch(`http://127.0.0.1:${port}/test/slow`)
    await new Promise((r) => setTimeout(r, 300))
    server.child.kill('SIGTERM')
    const res = await pending
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'OK', slow: true })
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('database closed')
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('lets a handler whose client has gone away finish its database work before the database closes', async () => {
    const dataDir = seededDataDir('shop-term-')
    const port = await freePort()
    const server = start('test/slow-server.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port, server)
    const abort = new AbortController()
    const pending = fetch(`http://127.0.0.1:${port}/test/slow-db`, { signal: abort.signal }).catch(() => null)
    await new Promise((r) => setTimeout(r, 300))
    abort.abort()
    await pending
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const output = server.output()
    expect(output).toContain('slow database work done')
    expect(output.indexOf('slow database work done')).toBeLessThan(output.indexOf('database closed'))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  // The tests below wait for the process to exit; a shutdown that hung would fail them by the test timeout only.
  it('exits at once when idle, even with idle keep-alive connections open', async () => {
    const dataDir = seededDataDir('shop-term-')
    const port = await freePort()
    // A budget far beyond the test's timeout: only closing the idle connections at once lets the test pass.
    const server = start('main.ts', { DATA_DIR: dataDir, PORT: port, SHUTDOWN_TIMEOUT_MS: '600000' })
    await waitForHealth(port, server)
    const sockets = [await idleKeepAlive(port), await idleKeepAlive(port)]
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('database closed')
    for (const s of sockets) s.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers a slow request in flight, cuts a client that never finishes its headers, and closes the database', async () => {
    const dataDir = seededDataDir('shop-term-')
    const port = await freePort()
    const server = start('test/slow-server.ts', {
      DATA_DIR: dataDir,
      PORT: port,
      SHUTDOWN_TIMEOUT_MS: '4000',
    })
    await waitForHealth(port, server)
    const stalled = await stalledClient(port)
    const cut = new Promise((r) => stalled.once('close', r))
    const pending = fetch(`http://127.0.0.1:${port}/test/slow`)
    await new Promise((r) => setTimeout(r, 300))
    server.child.kill('SIGTERM')
    const res = await pending
    expect(res.status).toBe(200)
    expect(await server.exited).toBe(0)
    await cut
    const output = server.output()
    expect(output).toContain('closing the connections still open')
    expect(output).toContain('database closed')
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('exits at once, with a non-zero code, on a second signal', async () => {
    const dataDir = seededDataDir('shop-term-')
    const port = await freePort()
    const server = start('main.ts', { DATA_DIR: dataDir, PORT: port, SHUTDOWN_TIMEOUT_MS: '600000' })
    await waitForHealth(port, server)
    const stalled = await stalledClient(port)
    server.child.kill('SIGTERM')
    await waitForOutput(server, 'shutting down')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(128 + os.constants.signals.SIGTERM)
    expect(server.output()).toContain('SIGTERM again: exiting now')
    stalled.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('in development prints a start banner with its address and no line per request, and stops cleanly', async () => {
    const dataDir = seededDataDir('shop-banner-')
    const port = await freePort()
    const server = start('main.ts', { DATA_DIR: dataDir, PORT: port, NODE_ENV: 'development' })
    await waitForOutput(server, 'Stop it with Ctrl-C.')
    // An API call, not a page: the unit stage of a clean clone runs before the web app is built.
    const answer = await fetch(`http://127.0.0.1:${port}/api/front/user`)
    expect(answer.status).toBe(200)
    await answer.arrayBuffer()
    // A request's log lines would come before the shutdown's: once the process has exited, they would be there.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const output = server.output()
    expect(output).toContain(`Silo Shop is running at http://127.0.0.1:${port}/it/\n`)
    expect(output).toContain(`  database:  embedded PGlite in ${path.join(dataDir, 'pglite')}\n`)
    expect(output).toContain('  mail:      not sent (no SMTP_URL): each mail is printed here\n')
    // No PUBLIC_URL: mails link to the address the shop listens on, where the buyer's session is (issue 23 item 6).
    expect(output).toContain(`  links:     mails and payment returns lead to http://127.0.0.1:${port}\n`)
    expect(output).not.toContain('incoming request')
    expect(output).not.toContain('request completed')
    // Readable lines, not JSON ones.
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: database closed$/m)
    expect(output).not.toMatch(/^\{/m)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
