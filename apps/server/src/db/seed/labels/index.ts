import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LabelSource } from './types.ts'

/** One exported LabelSource and where it came from, so a test can name the file of a bad or duplicated key. */
export type LabelFile = { file: string; exportName: string; labels: LabelSource }

const NOT_SOURCES = new Set(['index.ts', 'types.ts'])

/** The label source files of this folder: every .ts file except this one, the type and tests. */
export function labelSourceFiles(dir = import.meta.dirname): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_SOURCES.has(f))
    .sort()
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Every LabelSource exported by every file in this folder, found by reading the folder, so adding
 * labels means adding a file and nothing else. The server runs its TypeScript unbundled, so the
 * folder is there at run time.
 */
export async function loadLabelFiles(dir = import.meta.dirname): Promise<LabelFile[]> {
  const out: LabelFile[] = []
  for (const file of labelSourceFiles(dir)) {
    const mod: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href)
    const sources = Object.entries(mod).filter(([, value]) => isPlainObject(value))
    if (sources.length === 0) throw new Error(`db/seed/labels/${file} exports no LabelSource object`)
    for (const [exportName, labels] of sources) out.push({ file, exportName, labels: labels as LabelSource })
  }
  return out
}
