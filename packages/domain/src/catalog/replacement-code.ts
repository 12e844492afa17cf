import type { CompatibilityRule } from './compatibility.ts'
import {
  CODE_SEPARATOR,
  CONFIGURATION_CODE_MAX_LENGTH,
  type CodeCatalogue,
  type CodeError,
  type CodeSegment,
  type DecodedConfiguration,
  decodeConfigurationCode,
} from './configuration-code.ts'

/**
 * Codes of replacement accessories sold alone (product configurations of type A, spec 1 §3.3). Such a configuration
 * is one accessory with at most one variation, so its code is the accessory's own product code (`FI-MAN`), and the
 * variation travels beside the code as it does for a base model's configuration (docs/decisions/017).
 *
 * A product code contains '-' too, so the two kinds are told apart by the first part: when it is a base model's
 * configuration_code the code is read as `BASE-SECTIONS-OPTIONALS`, otherwise as a product code. An accessory whose
 * code starts with a base model's configuration code would be unreachable: findReplacementCodeIssues reports it and
 * createReplacementCodes leaves it out, so a reading never depends on which index is tried first.
 */

/** An accessory as its product code names it. */
export type ReplacementCandidate = { id: number; code: string; sold_alone: boolean }

export type ReplacementCodeIssue =
  | { issue: 'invalid_product_code'; accessoryId: number; code: string }
  | { issue: 'product_code_reads_as_configuration'; accessoryId: number; code: string; baseCode: string }
  | { issue: 'duplicate_product_code'; code: string; accessoryIds: number[] }

/** Upper-case letters and digits in parts joined by single '-': what the decoder can read back unchanged. */
const PRODUCT_CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/

/** Everything that keeps an accessory's product code from naming it unambiguously (empty when all can). */
export function findReplacementCodeIssues(
  catalogue: CodeCatalogue,
  accessories: readonly ReplacementCandidate[],
): ReplacementCodeIssue[] {
  const issues: ReplacementCodeIssue[] = []
  const byCode = new Map<string, number[]>()
  for (const a of accessories) {
    const key = a.code.toUpperCase()
    byCode.set(key, [...(byCode.get(key) ?? []), a.id])
    if (!PRODUCT_CODE.test(a.code) || a.code.length > CONFIGURATION_CODE_MAX_LENGTH) {
      issues.push({ issue: 'invalid_product_code', accessoryId: a.id, code: a.code })
      continue
    }
    const baseCode = a.code.split(CODE_SEPARATOR)[0] as string
    if (catalogue.byBaseCode.has(baseCode)) {
      issues.push({ issue: 'product_code_reads_as_configuration', accessoryId: a.id, code: a.code, baseCode })
    }
  }
  for (const [code, accessoryIds] of byCode) {
    if (accessoryIds.length > 1) issues.push({ issue: 'duplicate_product_code', code, accessoryIds })
  }
  return issues
}

/** The accessories a code can name, by product code. */
export type ReplacementCodes = { readonly byCode: ReadonlyMap<string, ReplacementCandidate> }

/**
 * Indexes the accessories by product code, leaving out those findReplacementCodeIssues reports: a bad product code
 * must not take the whole catalogue down, it only makes that accessory unreachable by code.
 */
export function createReplacementCodes(
  catalogue: CodeCatalogue,
  accessories: readonly ReplacementCandidate[],
): ReplacementCodes {
  const left = new Set<number>()
  for (const issue of findReplacementCodeIssues(catalogue, accessories)) {
    if ('accessoryId' in issue) left.add(issue.accessoryId)
    else for (const id of issue.accessoryIds) left.add(id)
  }
  return { byCode: new Map(accessories.filter((a) => !left.has(a.id)).map((a) => [a.code, a])) }
}

/** A decoded replacement accessory: its canonical code (the product code) and the accessory. */
export type DecodedReplacement = {
  code: string
  accessoryId: number
  /** What a product configuration of type A stores: the one accessory. */
  accessoryIds: number[]
  segments: CodeSegment[]
}

/** Either kind of product configuration a code names. */
export type DecodedProductCode =
  | { type: 'B'; configuration: DecodedConfiguration }
  | { type: 'A'; replacement: DecodedReplacement }

export type ProductDecodeResult =
  | { ok: true; product: DecodedProductCode }
  | { ok: false; error: CodeError; segments: CodeSegment[] }

/**
 * Reads a code of either kind: a base model's configuration (decodeConfigurationCode, with the rules), or the
 * product code of a replacement accessory sold alone (any case, surrounding blanks ignored). An accessory that is
 * not sold alone is refused with `not_sold_alone`; anything else gets the configuration decoder's reason.
 */
export function decodeProductCode(
  input: string,
  catalogue: CodeCatalogue,
  replacements: ReplacementCodes,
  rules?: readonly CompatibilityRule[],
): ProductDecodeResult {
  const code = input.trim().toUpperCase()
  const first = code.split(CODE_SEPARATOR)[0] as string
  if (!catalogue.byBaseCode.has(first)) {
    const accessory = replacements.byCode.get(code)
    if (accessory && !accessory.sold_alone) {
      return { ok: false, error: { reason: 'not_sold_alone', code: accessory.code }, segments: [] }
    }
    if (accessory) {
      const segment: CodeSegment = { part: 'replacement', code: accessory.code, accessoryId: accessory.id }
      return {
        ok: true,
        product: {
          type: 'A',
          replacement: {
            code: accessory.code,
            accessoryId: accessory.id,
            accessoryIds: [accessory.id],
            segments: [segment],
          },
        },
      }
    }
  }
  const decoded = decodeConfigurationCode(input, catalogue, rules)
  return decoded.ok ? { ok: true, product: { type: 'B', configuration: decoded.configuration } } : decoded
}
