import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildReason, fingerprint } from './build-if-changed.ts'

describe('buildReason', () => {
  it.each([
    [{ hasBuild: false, stamped: null, current: 'a' }, 'no build yet'],
    [{ hasBuild: false, stamped: 'a', current: 'a' }, 'no build yet'],
    [{ hasBuild: true, stamped: null, current: 'a' }, 'the build has no stamp of its sources'],
    [{ hasBuild: true, stamped: 'a', current: 'b' }, 'its sources changed since the last build'],
    [{ hasBuild: true, stamped: 'a', current: 'a' }, null],
  ])('%o -> %s', (state, reason) => {
    expect(buildReason(state)).toBe(reason)
  })
})

describe('fingerprint', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
  })

  /** A small tree standing in for the web app: a source folder and a lockfile. */
  function tree() {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fingerprint-'))
    dirs.push(base)
    fs.mkdirSync(path.join(base, 'src/nested'), { recursive: true })
    fs.writeFileSync(path.join(base, 'src/a.ts'), 'export const a = 1\n')
    fs.writeFileSync(path.join(base, 'src/nested/b.ts'), 'export const b = 2\n')
    fs.writeFileSync(path.join(base, 'lock.json'), '{}\n')
    return base
  }
  const inputs = ['src', 'lock.json', 'missing.html']

  it('stays the same when files are only touched, for an input that does not exist, and for tests', () => {
    const base = tree()
    const before = fingerprint(base, inputs)
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(path.join(base, 'src/a.ts'), later, later)
    fs.writeFileSync(path.join(base, 'src/a.test.ts'), 'it()\n')
    fs.writeFileSync(path.join(base, 'src/nested/view.test.tsx'), 'it()\n')
    expect(fingerprint(base, inputs)).toBe(before)
  })

  it.each([
    [
      'a changed file',
      (base: string) => fs.writeFileSync(path.join(base, 'src/nested/b.ts'), 'export const b = 3\n'),
    ],
    ['a new file', (base: string) => fs.writeFileSync(path.join(base, 'src/c.ts'), '')],
    ['a deleted file', (base: string) => fs.rmSync(path.join(base, 'src/a.ts'))],
    [
      'a renamed file',
      (base: string) => fs.renameSync(path.join(base, 'src/a.ts'), path.join(base, 'src/z.ts')),
    ],
    ['a changed lockfile', (base: string) => fs.writeFileSync(path.join(base, 'lock.json'), '{"x":1}\n')],
  ])('changes with %s', (_what, change) => {
    const base = tree()
    const before = fingerprint(base, inputs)
    change(base)
    expect(fingerprint(base, inputs)).not.toBe(before)
  })
})
