// `npm test`: unit and API tests (Vitest, PGlite), then the built app in Chromium (Playwright).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const tmp = path.join(root, '.tmp')
fs.mkdirSync(tmp, { recursive: true })

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return res.status ?? 1
}

function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (fs.existsSync(chrome)) return
  if (process.getuid?.() === 0 && !process.env.CHROME_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…")
    if (run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0)
      return
  }
  console.error(
    `Chromium not found at ${chrome}: run "sudo apt-get install -y chromium" (or set CHROME_PATH) and try again.`,
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

ensureChromium()
const vitestJson = path.join(tmp, 'vitest.json')
const playwrightJson = path.join(tmp, 'playwright.json')
fs.rmSync(vitestJson, { force: true })
fs.rmSync(playwrightJson, { force: true })

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
])
const buildStatus = run('npm', ['run', 'build', '--silent'])
const e2eStatus = buildStatus === 0 ? run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']) : 1

const unit = counts(vitestJson, (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
  skipped: j.numPendingTests + j.numTodoTests,
}))
const e2e = counts(playwrightJson, (j) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
  skipped: j.stats.skipped,
}))
console.log(
  `\nunit+api: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
)
console.log(
  `total: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`,
)
process.exit(unitStatus || buildStatus || e2eStatus)
