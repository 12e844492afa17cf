// npm run bench:smoke — every `bench:*` script of package.json in smoke mode (BENCH_SMOKE=1: a few users for a few
// seconds, see scripts/bench-lib.ts), one after the other as child processes, so that a bench whose set-up or
// invariants broke fails the suite instead of rotting unseen; the full runs stay outside it. Each bench's output
// shows as it runs, then its result and wall time; a summary ends the run, whose exit code is 1 if any bench failed.
// - The benches that run on PostgreSQL (their script reads BENCH_DATABASE_URL) are skipped, with a line saying so,
//   when no server answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
//   Where one answers, their scratch databases are copies of one template database made here, migrated and seeded
//   with the demo once (BENCH_TEMPLATE_DATABASE, scripts/bench-lib.ts withScratchDatabase).
// - The web build is never made here: the benches whose npm script builds first (`npm run build && …`) need
//   apps/web/dist (or WEB_DIST) built, and fail saying so when it is not.
// - A bench that prints no smoke line (it has no smoke mode), or runs past BENCH_SMOKE_TIMEOUT_S (default 300 s), fails.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { root, SMOKE_MARK, seedDemoDatabase } from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const TIMEOUT_MS = Number(process.env.BENCH_SMOKE_TIMEOUT_S ?? 300) * 1000
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist')
const shownDist = path.relative(root, webDist).startsWith('..') ? webDist : path.relative(root, webDist)

type Bench = { name: string; args: string[]; script: string; build: boolean; postgres: boolean }
type Result = {
  name: string
  outcome: 'ok' | 'failed' | 'skipped'
  why: string
  seconds: number
  /** A failed bench's last lines of output, repeated in the summary (CI shows only a log's tail). */
  tail?: string[]
}

/** The benches as package.json runs them, without the build: `[npm run build && ]node [flags] scripts/bench-x.ts`. */
function benches(): (Bench | Result)[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  return Object.entries(scripts)
    .filter(([name]) => name.startsWith('bench:') && name !== 'bench:smoke')
    .map(([name, command]) => {
      const match = /^(npm run build && )?node ((?:--\S+ )*)(scripts\/\S+\.ts)$/.exec(command.trim())
      if (!match)
        return {
          name,
          outcome: 'failed',
          why: `"${command}" is not "[npm run build && ]node scripts/….ts"`,
          seconds: 0,
        }
      const [, build, flags, script] = match as unknown as [string, string | undefined, string, string]
      const source = fs.readFileSync(path.join(root, script), 'utf8')
      return {
        name,
        args: [...flags.split(' ').filter(Boolean), script],
        script,
        build: build !== undefined,
        postgres: source.includes('BENCH_DATABASE_URL'),
      }
    })
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** A database at serverUrl migrated and seeded with the demo (seedDemoDatabase), and how to drop it. */
async function templateDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `shop_bench_template_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const drop = () => admin.query(`drop database if exists ${name} with (force)`)
  await drop()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const seeding = performance.now()
  await seedDemoDatabase(url.toString())
  console.log(
    `a template database migrated and seeded with the demo in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  )
  return {
    name,
    async drop() {
      await drop()
      await admin.end()
    },
  }
}

/** The running bench's process group, ended (SIGTERM: its shops and browsers close) on a timeout or an interrupt. */
let running: number | undefined
function endGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return
  }
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {}
  }, 10_000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (running !== undefined) endGroup(running)
    process.exit(130)
  })

/** Runs one bench in smoke mode, its output passed through; fails unless it exits 0 having said it ran as a smoke. */
function runBench(bench: Bench): Promise<Result> {
  const started = performance.now()
  return new Promise((resolve) => {
    let output = ''
    const done = (outcome: Result['outcome'], why: string) =>
      resolve({
        name: bench.name,
        outcome,
        why,
        seconds: (performance.now() - started) / 1000,
        tail:
          outcome === 'failed'
            ? output
                .split('\n')
                .filter((line) => line.trim())
                .slice(-15)
            : undefined,
      })
    // A process group of its own, so that a timeout ends the bench with the shops and browsers it started.
    const child = spawn(process.execPath, bench.args, {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    running = child.pid
    let said = false
    let tail = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      keep(chunk)
    })
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      keep(chunk)
      const text = tail + chunk.toString()
      if (text.includes(SMOKE_MARK)) said = true
      tail = text.slice(-SMOKE_MARK.length)
    })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      if (child.pid !== undefined) endGroup(child.pid)
    }, TIMEOUT_MS)
    child.once('error', (err) => {
      clearTimeout(timer)
      done('failed', `could not start: ${err.message}`)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      running = undefined
      if (timedOut) done('failed', `ran past ${TIMEOUT_MS / 1000} s and was stopped`)
      else if (code !== 0) done('failed', signal ? `ended by ${signal}` : `exit code ${code}`)
      else if (!said) done('failed', `exited 0 without saying "${SMOKE_MARK}": no smoke mode, a full run?`)
      else done('ok', '')
    })
  })
}

const list = benches()
const onPostgres = list.some((b) => 'postgres' in b && b.postgres) && (await postgresAnswers())
const shown = serverUrl.replace(/\/\/[^@]*@/, '//')
console.log(
  `bench:smoke: ${list.length} benches in smoke mode (BENCH_SMOKE=1), one after the other; PostgreSQL at ${shown}: ` +
    `${onPostgres ? 'answers' : 'no answer'}`,
)
const results: Result[] = []
const started = performance.now()
// One database migrated and seeded with the demo, copied by each PostgreSQL bench's scratch database
// (withScratchDatabase): seven migrations and demo seeds fewer.
const template = onPostgres ? await templateDatabase() : undefined
if (template) process.env.BENCH_TEMPLATE_DATABASE = template.name
for (const bench of list) {
  let result: Result
  if (!('args' in bench)) result = bench
  else if (bench.postgres && !onPostgres)
    result = {
      name: bench.name,
      outcome: 'skipped',
      why: `no PostgreSQL server answers at ${shown}: skipping ${bench.name}`,
      seconds: 0,
    }
  else if (
    bench.build &&
    !['index.html', 'brochure.html'].every((file) => fs.existsSync(path.join(webDist, file)))
  )
    result = {
      name: bench.name,
      outcome: 'failed',
      why: `the web app is not built (no ${shownDist}/index.html and brochure.html): run \`npm run build\` first, bench:smoke does not build`,
      seconds: 0,
    }
  else {
    console.log(`\n── ${bench.name}: BENCH_SMOKE=1 node ${bench.args.join(' ')}`)
    result = await runBench(bench)
  }
  results.push(result)
  const line = `${result.name}: ${result.outcome === 'ok' ? 'ok' : result.outcome === 'skipped' ? 'skipped' : 'FAILED'}`
  if (result.outcome === 'skipped') console.log(`\n${result.why}`)
  else
    console.log(
      `${result.outcome === 'ok' ? '' : '\n'}${line} in ${result.seconds.toFixed(1)} s${result.why ? ` (${result.why})` : ''}`,
    )
}

await template?.drop()
const failed = results.filter((r) => r.outcome === 'failed')
console.log(`\nbench:smoke in ${((performance.now() - started) / 1000).toFixed(1)} s:`)
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(16)} ${(r.outcome === 'failed' ? 'FAILED' : r.outcome).padEnd(8)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}${r.outcome === 'failed' ? `  ${r.why}` : ''}`,
  )
  for (const line of r.tail ?? []) console.log(`    | ${line}`)
}
console.log(
  `${results.filter((r) => r.outcome === 'ok').length} ok, ${failed.length} failed, ` +
    `${results.filter((r) => r.outcome === 'skipped').length} skipped`,
)
process.exit(failed.length > 0 ? 1 : 0)
