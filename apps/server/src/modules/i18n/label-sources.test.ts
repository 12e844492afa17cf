import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ERROR_STATUS } from '@shop/domain/http/errors'
import { LANGS } from '@shop/domain/i18n/langs'
import { describe, expect, it } from 'vitest'
import { labelSourceFiles, loadLabelFiles } from '../../db/seed/labels/index.ts'

const files = await loadLabelFiles()

describe('label sources (db/seed/labels)', () => {
  it('gathers every file of the folder', () => {
    expect(new Set(files.map((f) => f.file))).toEqual(new Set(labelSourceFiles()))
    expect(labelSourceFiles()).toContain('common.ts')
  })

  it('give every key a non-empty text in all five languages', () => {
    const problems: string[] = []
    for (const { file, exportName, labels } of files) {
      for (const [key, texts] of Object.entries(labels)) {
        if (!/^\S+$/.test(key)) problems.push(`${file} ${exportName}: key "${key}" is empty or has spaces`)
        for (const lang of LANGS) {
          const text: unknown = texts?.[lang]
          if (typeof text !== 'string' || text.trim() === '')
            problems.push(`${file}: ${key} has no ${lang} text`)
        }
        const extra = Object.keys(texts ?? {}).filter((l) => !(LANGS as readonly string[]).includes(l))
        if (extra.length > 0) problems.push(`${file}: ${key} has unknown languages ${extra.join(', ')}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('define no key twice, within or across files', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const { file, exportName, labels } of files) {
      for (const key of Object.keys(labels)) {
        const where = `${file} (${exportName})`
        const first = seen.get(key)
        if (first) duplicates.push(`${key}: ${first} and ${where}`)
        else seen.set(key, where)
      }
    }
    expect(duplicates).toEqual([])
  })

  it('have a message for every error code, since the code is the client-side key', () => {
    const keys = new Set(files.flatMap((f) => Object.keys(f.labels)))
    const missing = Object.keys(ERROR_STATUS)
      .map((code) => `errors.${code}`)
      .filter((key) => !keys.has(key))
    expect(missing).toEqual([])
  })

  it('picks up a new file without any registration, and skips the index, the type and tests', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labels-'))
    try {
      const source = `export const extraLabels = { 'extra.hello': { it: 'Ciao', en: 'Hello', de: 'Hallo', es: 'Hola', fr: 'Salut' } }
export const SOME_PREFIX = 'extra.'
`
      fs.writeFileSync(path.join(dir, 'extra.ts'), source)
      fs.writeFileSync(path.join(dir, 'index.ts'), 'export const notLabels = { a: 1 }\n')
      fs.writeFileSync(path.join(dir, 'types.ts'), 'export type T = string\n')
      fs.writeFileSync(path.join(dir, 'extra.test.ts'), 'throw new Error("not a label file")\n')
      const found = await loadLabelFiles(dir)
      expect(found).toEqual([
        { file: 'extra.ts', exportName: 'extraLabels', labels: { 'extra.hello': expect.any(Object) } },
      ])

      fs.writeFileSync(path.join(dir, 'empty.ts'), 'export const x = 1\n')
      await expect(loadLabelFiles(dir)).rejects.toThrow('empty.ts exports no LabelSource')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
