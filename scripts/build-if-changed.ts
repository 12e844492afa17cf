// `npm start`'s build step: builds the web app only when its sources changed since the last build (a build takes
// some 15 s; a restart should not). The stamp lives inside the build, so any other build (npm run build, which
// empties dist) drops it and the next start builds again: the stamp never vouches for files it did not see built.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** What the web build reads: its sources and entry pages, its config, the domain package it imports, the lockfile. */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/brochure.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
]
export const STAMP_FILE = '.build-stamp'

/** Tests beside the sources: the build never bundles them, and editing one should not cost a rebuild. */
const TEST_FILE = /\.test\.tsx?$/

/** Every file under the inputs but tests (a missing input counts as none), as sorted paths relative to root. */
function inputFiles(base: string, inputs: readonly string[]): string[] {
  const files: string[] = []
  for (const input of inputs) {
    const full = path.join(base, input)
    const stat = fs.statSync(full, { throwIfNoEntry: false })
    if (!stat) continue
    if (stat.isFile()) files.push(input)
    else
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) files.push(path.relative(base, path.join(entry.parentPath, entry.name)))
  }
  return files
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !TEST_FILE.test(f))
    .sort()
}

/**
 * A hash of the inputs' paths and contents. Contents, not modification times: a git checkout or a copy touches
 * every file without changing one, and an editor can save a file back unchanged.
 */
export function fingerprint(base: string, inputs: readonly string[] = WEB_INPUTS): string {
  const hash = createHash('sha256')
  for (const file of inputFiles(base, inputs)) {
    hash.update(`${file}\0`)
    hash.update(fs.readFileSync(path.join(base, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Why the web app must be built, or null when the build on disk was made from these very sources. */
export function buildReason(state: {
  hasBuild: boolean
  stamped: string | null
  current: string
}): string | null {
  if (!state.hasBuild) return 'no build yet'
  if (state.stamped === null) return 'the build has no stamp of its sources'
  if (state.stamped !== state.current) return 'its sources changed since the last build'
  return null
}

function main() {
  const dist = path.join(root, 'apps/web/dist')
  const stampPath = path.join(dist, STAMP_FILE)
  // Taken before building: a file saved during the build makes the stamp differ, and the next start builds again.
  const current = fingerprint(root)
  const reason = buildReason({
    hasBuild: fs.existsSync(path.join(dist, 'index.html')),
    stamped: fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8').trim() : null,
    current,
  })
  if (reason === null) {
    console.log('web app up to date, not rebuilt')
    return
  }
  console.log(`building the web app (${reason})…`)
  const started = performance.now()
  // The workspace's own build script, without Vite's hundred lines of chunk sizes (warnings and errors still show).
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
  fs.writeFileSync(stampPath, `${current}\n`)
  console.log(`web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.main) main()
