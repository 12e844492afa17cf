import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { mailLogFile } from './fixtures/mail.ts'

const root = path.resolve(import.meta.dirname, '..')

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the shop server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the shop server did not answer ${url} within ${timeoutMs} ms`)
}

/** Starts a real SMTP server that records every mail, and the real shop server on a fresh data directory with demo data. */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT)
  const smtpPort = Number(process.env.E2E_SMTP_PORT)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
  // The brochure journeys' extra brochures go in before the shop starts: PGlite takes one process per data directory.
  execFileSync(process.execPath, ['e2e/seed-brochures.ts', dataDir], { cwd: root, stdio: 'inherit' })
  // One buyer of the demo company per cart journey, so journeys side by side never share a cart.
  execFileSync(process.execPath, ['e2e/seed-cart-buyers.ts', dataDir], { cwd: root, stdio: 'inherit' })
  fs.mkdirSync(path.dirname(mailLogFile), { recursive: true })
  fs.writeFileSync(mailLogFile, '')

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? [])
          const entry = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }
          fs.appendFileSync(mailLogFile, `${JSON.stringify(entry)}\n`)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Not production: that insists on an https PUBLIC_URL and __Host- Secure cookies, and the journeys browse
      // http://127.0.0.1 (the headers, CSP included, are the same in every mode).
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same address: raise the per-IP limits (the limits have their own API tests).
      RATE_LIMIT_FACTOR: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, 90_000)

  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
