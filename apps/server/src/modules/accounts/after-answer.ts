import type { Deps } from '../../deps.ts'

type AfterAnswerDeps = Pick<Deps, 'db' | 'log'>

/** The work still running per app (keyed by its database: one per app, whatever the caller passes beside it). */
const running = new WeakMap<object, Set<Promise<void>>>()

function tasksOf(deps: AfterAnswerDeps): Set<Promise<void>> {
  let tasks = running.get(deps.db)
  if (!tasks) {
    tasks = new Set()
    running.set(deps.db, tasks)
  }
  return tasks
}

/**
 * Runs work once the answer has been written, so the answer's timing does not depend on it (recovery step 1 must
 * not tell known addresses from unknown ones). setImmediate waits for the reply, which Fastify writes in the
 * microtasks that follow the handler. Failures are logged: the answer has already said OK.
 */
export function runAfterAnswer(deps: AfterAnswerDeps, what: string, task: () => Promise<void>): void {
  const tasks = tasksOf(deps)
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err) => deps.log.error({ err }, `${what} failed after the answer`))
    .finally(() => tasks.delete(done))
  tasks.add(done)
}

/** Waits for every piece of work started by runAfterAnswer; app.close() calls it, and tests do before reading mail. */
export async function afterAnswerIdle(deps: AfterAnswerDeps): Promise<void> {
  const tasks = tasksOf(deps)
  while (tasks.size > 0) await Promise.all(tasks)
}
