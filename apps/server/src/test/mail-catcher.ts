import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string[]; subject: string; text: string; messageId: string }

/** How long waitFor gives a mail to arrive before the test fails; a state is awaited, never a fixed time. */
const GIVE_UP_MS = 20_000

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it receives, for API tests: the app delivers to it through
 * SMTP_URL exactly as it would to a provider's server. A fixed port lets a test start it after the app, as a server
 * that comes back up.
 */
export async function startMailCatcher(listenPort = 0) {
  const mails: CaughtMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((a) => a?.value.map((v) => (v.address ?? '').toLowerCase()) ?? [])
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  /** Mails to the address (case-insensitive), oldest first. */
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()))

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    /** Resolves with the first mail to the address that matches, waiting for it to arrive. */
    async waitFor(address: string, match: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail> {
      const find = () => to(address).find(match)
      const found = find()
      if (found) return found
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching mail to ${address} arrived`))
        }, GIVE_UP_MS)
        const check = () => {
          const mail = find()
          if (!mail) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(mail)
        }
        waiters.add(check)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>
