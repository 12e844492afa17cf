import type { ClientErrorKind } from '@shop/domain/platform/client-error'
import { lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { clientErrors } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { redactUrl } from '../../plugins/request-log.ts'

/** Long enough to look into last month's reports; the rows name users, so they do not stay for ever. */
const KEEP_DAYS = 30
const SWEEP_EVERY_MS = 60 * 60_000
/** A user agent is a header anyone can fill: kept to the length a real one has. */
const USER_AGENT_MAX = 500

const lastSweep = new WeakMap<Db, number>()

export type ClientErrorReport = {
  kind: ClientErrorKind
  message: string
  stack: string
  page: string
  release: string
}

/** Who sent it: the signed-in account, if any, and the browser. */
export type ClientErrorSender = { userId: number | null; userAgent: string | undefined }

/**
 * POST client_error: stores the browser's report and writes it to the log with the page and the release. The page's
 * credential-like query values (an activation token) are redacted in both, as in the request log.
 */
export async function recordClientError(
  deps: Pick<Deps, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  report: ClientErrorReport,
  sender: ClientErrorSender,
): Promise<void> {
  const page = redactUrl(report.page)
  await deps.db.insert(clientErrors).values({
    ...report,
    page,
    userId: sender.userId,
    userAgent: (sender.userAgent ?? '').slice(0, USER_AGENT_MAX),
  })
  log.warn(
    { clientError: { kind: report.kind, page, release: report.release, stack: report.stack } },
    `browser error: ${report.message}`,
  )
  await sweepOldReports(deps, deps.clock().getTime())
}

/** Now and then rather than by a job: the table only grows through this route. */
async function sweepOldReports({ db }: Pick<Deps, 'db'>, now: number) {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  await db.delete(clientErrors).where(lt(clientErrors.createdAt, new Date(now - KEEP_DAYS * 86_400_000)))
}
