import fs from 'node:fs'
import path from 'node:path'
import { PASSWORD_RULES } from '@shop/domain/accounts/password'
import { CODE_ERROR_LABEL_PREFIX, CODE_ERROR_REASONS } from '@shop/domain/catalog/configuration-code'
import { NET_PRICE_LABEL_KEY } from '@shop/domain/catalog/pricing'
import {
  CHOSEN_VARIATION_ISSUES,
  VARIATION_ERROR_LABEL_PREFIX,
  VARIATION_ERROR_REASONS,
} from '@shop/domain/catalog/variations'
import { ERROR_STATUS } from '@shop/domain/http/errors'
import { describe, expect, it } from 'vitest'
import { loadLabelFiles } from '../../db/seed/labels/index.ts'

const root = path.resolve(import.meta.dirname, '../../../../..')

/** Namespaces whose keys the code builds or passes around as plain strings, even before any label file defines one. */
const KNOWN_NAMESPACES = ['common', 'errors', 'validation', 'password', 'lang']

const FILE_EXTENSION =
  /\.(?:[cm]?[jt]sx?|json|css|html?|svg|png|jpe?g|webp|gif|ico|pdf|md|sql|txt|woff2?|tar|xml|csv)$/i

// A label key: a lower-case namespace, a dot, then dot-separated segments (no spaces, no ${…}).
const KEY = String.raw`[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_-]+)+`

/**
 * Where a key-shaped string is certainly a label key, whatever its namespace: t('…'), translate(lang, '…'),
 * i18nKey="…". Un-dotted strings are left alone: every label key has a namespace, and a local helper such
 * as a mail template's t('greeting') adds its own prefix.
 */
const CALL_PATTERNS = [
  new RegExp(String.raw`\bt\(\s*(['"\`])(${KEY})\1`, 'g'),
  new RegExp(String.raw`\btranslate\(\s*[^,()]+,\s*(['"\`])(${KEY})\1`, 'g'),
  new RegExp(String.raw`\bi18nKey=\{?\s*(['"\`])(${KEY})\1`, 'g'),
]

const LITERAL = new RegExp(String.raw`(['"\`])(${KEY})\1`, 'g')

/** Removes comments without touching strings that contain // (URLs): block comments and whole-line // comments. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '')
}

/** The label keys a piece of source uses, with their line numbers. */
function findUsedKeys(source: string, namespaces: ReadonlySet<string>): { key: string; line: number }[] {
  const code = stripComments(source)
  const lineOf = (index: number) => code.slice(0, index).split('\n').length
  const out: { key: string; line: number }[] = []
  for (const pattern of CALL_PATTERNS) {
    for (const m of code.matchAll(pattern)) out.push({ key: m[2] as string, line: lineOf(m.index) })
  }
  for (const m of code.matchAll(LITERAL)) {
    const key = m[2] as string
    const before = code.slice(Math.max(0, m.index - 8), m.index)
    if (/(?:from|import\(?)\s*$/.test(before) || FILE_EXTENSION.test(key)) continue
    if (namespaces.has(key.split('.')[0] as string)) out.push({ key, line: lineOf(m.index) })
  }
  // A key inside t('…') also matches as a plain literal: count each place once.
  return [...new Map(out.map((k) => [`${k.key}@${k.line}`, k])).values()]
}

function sourceFiles(dir: string, skip: (rel: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter(
      (rel) =>
        /\.tsx?$/.test(rel) && !/\.(test|spec)\.tsx?$/.test(rel) && !skip(rel.split(path.sep).join('/')),
    )
    .map((rel) => path.join(dir, rel))
}

describe('findUsedKeys', () => {
  const namespaces = new Set(['errors', 'validation', 'mail'])
  it.each([
    ["t('login.title')", ['login.title']],
    ['t("header.brand", { name })', ['header.brand']],
    ['i18n.t(`footer.privacy`)', ['footer.privacy']],
    [
      '<Trans i18nKey=\'signup.thanks\' /> <Trans i18nKey={"signup.more"} />',
      ['signup.thanks', 'signup.more'],
    ],
    ["app.labels.translate(request.lang, 'mail.subject')", ['mail.subject']],
    ["z.string().min(1, 'validation.required')", ['validation.required']],
    ["throw new AppError('not_found', 'errors.no_order')", ['errors.no_order']],
    ["import { x } from './errors.ts'", []],
    ["const f = 'mail.service.ts'", []],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code with a template literal
    ['t(`errors.${code}`)', []],
    ["const name = 'profile.title'", []],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code with a template literal
    ["const t = (k: string) => translate(lang, `mail.${k}`); t('greeting')", []],
    ["// t('commented.out') and 'errors.in_comment'", []],
    ["/** see 'validation.old' */ const url = 'https://example.com/x'", []],
  ])('%s', (code, keys) => {
    expect(findUsedKeys(code, namespaces).map((k) => k.key)).toEqual(keys)
  })
})

describe('label keys used in code', () => {
  it('all have a label', async () => {
    const defined = new Set((await loadLabelFiles()).flatMap((f) => Object.keys(f.labels)))
    const namespaces = new Set([...KNOWN_NAMESPACES, ...[...defined].map((k) => k.split('.')[0] as string)])
    const files = [
      ...sourceFiles(path.join(root, 'apps/web/src'), () => false),
      // infra/payments translates nothing, and Stripe's event names (checkout.session.completed) look like keys.
      ...sourceFiles(path.join(root, 'apps/server/src'), (rel) =>
        /^(db\/seed\/labels|db\/migrations|test|infra\/payments)\//.test(rel),
      ),
      ...sourceFiles(path.join(root, 'packages/domain/src'), () => false),
    ]
    const missing = new Map<string, Set<string>>()
    const use = (key: string, where: string) => {
      // A counted label ('home.range.models', { count }) is defined as its plural forms, _one and _other.
      if (defined.has(key) || defined.has(`${key}_other`)) return
      const list = missing.get(key) ?? new Set<string>()
      missing.set(key, list)
      list.add(where)
    }
    for (const file of files) {
      const rel = path.relative(root, file)
      for (const { key, line } of findUsedKeys(fs.readFileSync(file, 'utf8'), namespaces))
        use(key, `${rel}:${line}`)
    }
    // Keys the code builds at run time, from lists in packages/domain.
    for (const code of Object.keys(ERROR_STATUS))
      use(`errors.${code}`, 'packages/domain/src/http/errors.ts (ERROR_STATUS)')
    for (const { id } of PASSWORD_RULES)
      use(`password.${id}`, 'packages/domain/src/accounts/password.ts (PASSWORD_RULES)')
    for (const reason of CODE_ERROR_REASONS)
      use(
        `${CODE_ERROR_LABEL_PREFIX}${reason}`,
        'packages/domain/src/catalog/configuration-code.ts (CODE_ERROR_REASONS)',
      )
    use(NET_PRICE_LABEL_KEY, 'packages/domain/src/catalog/pricing.ts (NET_PRICE_LABEL_KEY)')
    for (const reason of VARIATION_ERROR_REASONS)
      use(
        `${VARIATION_ERROR_LABEL_PREFIX}${reason}`,
        'packages/domain/src/catalog/variations.ts (VARIATION_ERROR_REASONS)',
      )
    for (const issue of CHOSEN_VARIATION_ISSUES)
      use(
        `catalog.chosen_variation.${issue}`,
        'packages/domain/src/catalog/variations.ts (CHOSEN_VARIATION_ISSUES)',
      )

    const report = [...missing]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, where]) => `${key}  <- ${[...where].join(', ')}`)
    expect(report).toEqual([])
  })
})
