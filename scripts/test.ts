// `npm test`: the unit tests, the web build, the API tests (Vitest; PGlite, or TEST_DATABASE_URL) side by side with
// every bench in its smoke mode, then the built app in Chromium (Playwright); each stage's wall time is printed at
// the end.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM, HEADLESS_SHELL } from '../e2e/chrome.ts'

const root = path.resolve(import.meta.dirname, '..')
const tmp = path.join(root, '.tmp')
fs.mkdirSync(tmp, { recursive: true })
// Node's on-disk cache of compiled modules, for every process the stages start (the shop in the journeys and the
// benches, the CLIs and servers of the api tests): a warm start of the shop takes 3.6 s with it, 4.5 s without.
process.env.NODE_COMPILE_CACHE ??= path.join(tmp, 'node-compile-cache')

/** Runs a command to its end, its output on the terminal or, with `log`, in that file; resolves with its exit code. */
function run(cmd: string, args: string[], log?: string): Promise<number> {
  const out = log ? fs.openSync(log, 'w') : 'inherit'
  const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', out, out] })
  // The child holds its own copy of the file's descriptor.
  if (typeof out === 'number') fs.closeSync(out)
  return new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('close', (code) => resolve(code ?? 1))
  })
}

/** Each stage's name, wall time and exit status, printed at the end. */
const stages: { name: string; seconds: number; status: number }[] = []
const suiteStarted = performance.now()

/** Runs a stage unless an earlier one it needs failed (then it counts as failed, in no time). */
async function stage(name: string, work: () => Promise<number>, needs: number[] = []): Promise<number> {
  if (needs.some((status) => status !== 0)) {
    stages.push({ name, seconds: 0, status: 1 })
    return 1
  }
  const started = performance.now()
  const status = await work()
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
async function ensureChromium() {
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
    if ((await run('apt-get', ['update', '-qq'])) === 0)
      await run('apt-get', ['install', '-y', '-qq', ...packages])
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
  // The bench smoke's own summary, with a failed bench's last lines, when it failed.
  if (benchStatus !== 0 && fs.existsSync(benchLog)) {
    const log = fs.readFileSync(benchLog, 'utf8')
    const at = log.lastIndexOf('\nbench:smoke in ')
    lines.push(
      ...log
        .slice(at + 1)
        .trimEnd()
        .split('\n')
        .slice(at < 0 ? -15 : 0),
    )
  }
  return lines
}

await ensureChromium()
const vitestJson = { unit: path.join(tmp, 'vitest-unit.json'), api: path.join(tmp, 'vitest-api.json') }
const playwrightJson = path.join(tmp, 'playwright.json')
const benchLog = path.join(tmp, 'bench-smoke.log')
for (const file of [...Object.values(vitestJson), playwrightJson, benchLog]) fs.rmSync(file, { force: true })

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
const unitStatus = await stage('unit (Vitest)', () => vitest('unit', vitestJson.unit))
const buildStatus = await stage('web build', () => run('npm', ['run', 'build', '--silent']))
// The bench smoke waits on its shops and sockets for much of its time (25–70 % idle alone), so it runs beside the
// api tests, which keep both cores busy: its output goes to a file, shown once both have ended. The benches' shops
// listen on ports of their own (bench-lib freePort) on their own data directories and scratch databases
// (shop_bench_*), apart from the api tests' (shop_t_*, shop_tpl_*).
const [apiStatus, benchStatus] = await Promise.all([
  stage('api (Vitest)', () => vitest('api', vitestJson.api)),
  stage('bench smoke', () => run('node', ['scripts/bench-smoke.ts'], benchLog), [buildStatus]),
])
if (fs.existsSync(benchLog))
  console.log(`\n── bench smoke (${path.relative(root, benchLog)})\n${fs.readFileSync(benchLog, 'utf8')}`)
const e2eStatus = await stage(
  'journeys (Playwright)',
  () => run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']),
  [buildStatus],
)

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
  `  ${'npm test'.padEnd(24)} ${clock((performance.now() - suiteStarted) / 1000).padStart(12)}`,
]
console.log(summary.join('\n'))
// .ci/run prints it again at its very end: CI shows only the tail of a long log, and a failure's name must be in it.
fs.writeFileSync(path.join(tmp, 'test-summary.txt'), `${summary.join('\n')}\n`)
process.exit(unitStatus || apiStatus || buildStatus || e2eStatus || benchStatus)
