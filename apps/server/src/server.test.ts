import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

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

async function waitForHealth(port: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

function freePort() {
  return String(40000 + Math.floor(Math.random() * 20000))
}

describe('the server process', () => {
  it('refuses a second process on the same PGlite directory with one line, leaving the data intact', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'))
    const port = freePort()
    const first = start('main.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port)
    const second = start('main.ts', { DATA_DIR: dataDir, PORT: freePort() })
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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-term-'))
    const port = freePort()
    const server = start('test/slow-server.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port)
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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-term-'))
    const port = freePort()
    const server = start('test/slow-server.ts', { DATA_DIR: dataDir, PORT: port })
    await waitForHealth(port)
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
})
