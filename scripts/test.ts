// `npm test`: the unit tests, the API tests (Vitest; PGlite, or TEST_DATABASE_URL), the web build, the built app in
// Chromium (Playwright), then every bench in its smoke mode; each stage's wall time is printed at the end.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM, HEADLESS_SHELL } from '../e2e/chrome.ts'

const root = path.resolve(import.meta.dirname, '..')
const tmp = path.join(root, '.tmp')
fs.mkdirSync(tmp, { recursive: true })
// Node's on-disk cache of compiled modules, for every process the stages start (the shop in the journeys and the
// benches, the CLIs and servers of the api tests): a warm start of the shop takes 3.6 s with it, 4.5 s without.
process.env.NODE_COMPILE_CACHE ??= path.join(tmp, 'node-compile-cache')

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return res.status ?? 1
}

/** Each stage's name, wall time and exit status, printed at the end. */
const stages: { name: string; seconds: number; status: number }[] = []

/** Runs a stage unless an earlier one it needs failed (then it counts as failed, in no time). */
function stage(name: string, work: () => number, needs: number[] = []): number {
  if (needs.some((status) => status !== 0)) {
    stages.push({ name, seconds: 0, status: 1 })
    return 1
  }
  const started = performance.now()
  const status = work()
  stages.push({ name, seconds: (performance.now() - started) / 1000, status })
  return status
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`

/**
 * The journeys' browsers (e2e/chrome.ts): Debian's chromium-headless-shell for most, and Chromium for the few that
 * open a PDF in its viewer. Run as root without CHROME_PATH, a missing one is installed with apt-get; without the
 * headless shell Chromium runs every journey.
 */
function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return
    console.error(`CHROME_PATH names ${process.env.CHROME_PATH}, which does not exist.`)
    process.exit(1)
  }
  const missing = [
    ['chromium', CHROMIUM],
    ['chromium-headless-shell', HEADLESS_SHELL],
  ].filter(([, file]) => !fs.existsSync(file as string))
  if (missing.length > 0 && process.getuid?.() === 0) {
    const packages = missing.map(([name]) => name as string)
    console.log(`Installing Debian's ${packages.join(' and ')} with apt-get for the browser tests…`)
    if (run('apt-get', ['update', '-qq']) === 0) run('apt-get', ['install', '-y', '-qq', ...packages])
  }
  if (fs.existsSync(CHROMIUM)) return
  console.error(
    'Chromium is not installed: run "sudo apt-get install -y chromium chromium-headless-shell" (or set CHROME_PATH) and try again.',
  )
  process.exit(1)
}

// biome-ignore lint/suspicious/noExplicitAny: the two runners' JSON reports are read for three numbers each
function counts(file: string, read: (json: any) => { passed: number; failed: number; skipped: number }) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    return { passed: 0, failed: 1, skipped: 0 }
  }
}

/** The tests that failed, and the journeys that passed only on their retry, by name, from the JSON reports. */
function troubles(): string[] {
  const lines: string[] = []
  for (const [name, file] of Object.entries(vitestJson))
    counts(file, (j) => {
      for (const f of j.testResults ?? [])
        for (const a of f.assertionResults ?? [])
          if (a.status === 'failed')
            lines.push(`  FAILED ${name}: ${path.relative(root, f.name)} › ${a.fullName}`)
      return { passed: 0, failed: 0, skipped: 0 }
    })
  counts(playwrightJson, (j) => {
    // biome-ignore lint/suspicious/noExplicitAny: Playwright's JSON report, nested suites of specs
    const walk = (suite: any, titles: string[]) => {
      const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected' || t.status === 'flaky')
            lines.push(
              `  ${t.status === 'flaky' ? 'FLAKY ' : 'FAILED'} browser: ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`,
            )
      for (const child of suite.suites ?? []) walk(child, here)
    }
    for (const suite of j.suites ?? []) walk(suite, [])
    return { passed: 0, failed: 0, skipped: 0 }
  })
  return lines
}

ensureChromium()
const vitestJson = { unit: path.join(tmp, 'vitest-unit.json'), api: path.join(tmp, 'vitest-api.json') }
const playwrightJson = path.join(tmp, 'playwright.json')
for (const file of [...Object.values(vitestJson), playwrightJson]) fs.rmSync(file, { force: true })

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const vitest = (project: string, report: string) =>
  run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ])
const unitStatus = stage('unit (Vitest)', () => vitest('unit', vitestJson.unit))
const apiStatus = stage('api (Vitest)', () => vitest('api', vitestJson.api))
const buildStatus = stage('web build', () => run('npm', ['run', 'build', '--silent']))
const e2eStatus = stage(
  'journeys (Playwright)',
  () => run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']),
  [buildStatus],
)
const benchStatus = stage('bench smoke', () => run('node', ['scripts/bench-smoke.ts']), [buildStatus])

const vitestCounts = (file: string) =>
  counts(file, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + j.numTodoTests,
  }))
const results = [
  { name: 'unit', ...vitestCounts(vitestJson.unit) },
  { name: 'api', ...vitestCounts(vitestJson.api) },
  {
    name: 'browser',
    ...counts(playwrightJson, (j) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
      skipped: j.stats.skipped,
    })),
  },
]
const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[key], 0)
const summary = [
  '',
  results.map((r) => `${r.name}: ${r.passed} passed, ${r.failed} failed`).join('; '),
  `total: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`,
  ...troubles(),
  'stage times:',
  ...stages.map(
    (s) => `  ${s.name.padEnd(24)} ${clock(s.seconds).padStart(12)}  ${s.status === 0 ? 'ok' : 'FAILED'}`,
  ),
  `  ${'npm test'.padEnd(24)} ${clock(stages.reduce((n, s) => n + s.seconds, 0)).padStart(12)}`,
]
console.log(summary.join('\n'))
// .ci/run prints it again at its very end: CI shows only the tail of a long log, and a failure's name must be in it.
fs.writeFileSync(path.join(tmp, 'test-summary.txt'), `${summary.join('\n')}\n`)
process.exit(unitStatus || apiStatus || buildStatus || e2eStatus || benchStatus)
