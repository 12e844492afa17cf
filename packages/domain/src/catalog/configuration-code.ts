import { type CompatibilityRule, findRuleViolations } from './compatibility.ts'
import { OPTIONAL_SECTION_NAME, SECTION_LETTERS, type SectionLetter } from './sections.ts'

/**
 * Configuration codes (spec 1 §5): `BASE-SECTIONS-OPTIONALS`, split by '-'.
 * BASE is the base model's configuration_code; SECTIONS the codes of one accessory per lettered section
 * (A–F, by `order`), each read by the section's length or, for a var_len section, by the one code that
 * matches there; OPTIONALS the optional section's codes as 2-character pairs.
 * Canonical form: upper case, optional pairs in the `opt` section's order, empty trailing parts left out
 * (`SL30-A1B2` with no optionals, `SL30--0102` for a model without lettered sections). See docs/decisions/005.
 */

export const OPTIONAL_CODE_LENGTH = 2
export const CODE_SEPARATOR = '-'
/** Longest code the API accepts as input; a real code is far shorter (base + at most six sections + optionals). */
export const CONFIGURATION_CODE_MAX_LENGTH = 200

/** What a base model's, an accessory's or an optional's configuration_code may hold: upper-case letters and digits. */
/** A code the configuration code is made of: upper-case letters and digits. */
const CODE_PART = /^[A-Z0-9]+$/

// Plain types, no schema: the configurator imports this file, and zod is not in the page's first download for it.
export type CodeAccessory = { id: number; configuration_code: string }
export type CodeSection = {
  name: string
  len: number
  var_len: boolean
  order: number
  accessories: CodeAccessory[]
}
export type CodeBaseModel = { id: number; configuration_code: string; sections: CodeSection[] }

// ---------------------------------------------------------------------------------------------------------
// Sections and their letters

/** A lettered section with its letter. */
export type LetteredSection = { letter: SectionLetter; section: CodeSection }

/** The model's lettered sections (all but `opt`) sorted by `order`, lettered A–F, and its optional section. */
export function listCodeSections(model: CodeBaseModel): {
  lettered: LetteredSection[]
  optional: CodeSection | null
} {
  const lettered = model.sections
    .filter((s) => s.name !== OPTIONAL_SECTION_NAME)
    .map((section, index) => ({ section, index }))
    // Stable: equal orders keep the input order (validateCodeModel reports them anyway).
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
    .map(({ section }, i) => ({ letter: SECTION_LETTERS[i] ?? ('?' as SectionLetter), section }))
  const optional = model.sections.find((s) => s.name === OPTIONAL_SECTION_NAME) ?? null
  return { lettered, optional }
}

// ---------------------------------------------------------------------------------------------------------
// Validating a base model's code data (what the data layer refuses)

export type CodeModelIssue =
  | { issue: 'invalid_base_code'; code: string }
  | { issue: 'duplicate_base_code'; code: string; baseModelIds: number[] }
  | { issue: 'too_many_sections'; count: number }
  | { issue: 'several_optional_sections' }
  | { issue: 'duplicate_section_order'; order: number; sections: string[] }
  | { issue: 'invalid_section_length'; section: string; len: number }
  | { issue: 'empty_section'; section: string }
  | { issue: 'invalid_accessory_code'; section: string; accessoryId: number; code: string }
  | { issue: 'wrong_code_length'; section: string; accessoryId: number; code: string; expected: number }
  | { issue: 'code_longer_than_section'; section: string; accessoryId: number; code: string; len: number }
  | { issue: 'duplicate_accessory_code'; section: string; code: string; accessoryIds: number[] }
  | { issue: 'not_prefix_free'; section: string; code: string; prefixOf: string }
  | { issue: 'accessory_in_several_sections'; accessoryId: number; sections: string[] }

/** Every pair [a, b] of codes where a is a prefix of b, a code listed twice included (empty when prefix-free). */
export function findPrefixConflicts(codes: readonly string[]): [string, string][] {
  const sorted = [...codes].sort()
  const out: [string, string][] = []
  // Sorted, a code's extensions (and its repeats) follow it directly: stop at the first that does not start with it.
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as string
    for (let j = i + 1; j < sorted.length && (sorted[j] as string).startsWith(a); j++) {
      out.push([a, sorted[j] as string])
    }
  }
  return out
}

/** True when no code in the list is a prefix of another, so a var_len section reads one way only. */
export function isPrefixFree(codes: readonly string[]): boolean {
  return findPrefixConflicts(codes).length === 0
}

/** Map.groupBy, which browsers before 2024 (Safari 17.3) lack and the web app's build does not polyfill. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

const isCodePart = (code: string) => CODE_PART.test(code)

/** Everything wrong with one base model's sections and codes for encoding and decoding (empty when usable). */
export function validateCodeModel(model: CodeBaseModel): CodeModelIssue[] {
  const issues: CodeModelIssue[] = []
  if (!isCodePart(model.configuration_code)) {
    issues.push({ issue: 'invalid_base_code', code: model.configuration_code })
  }
  const { lettered } = listCodeSections(model)
  if (lettered.length > SECTION_LETTERS.length)
    issues.push({ issue: 'too_many_sections', count: lettered.length })
  if (model.sections.filter((s) => s.name === OPTIONAL_SECTION_NAME).length > 1) {
    issues.push({ issue: 'several_optional_sections' })
  }
  const byOrder = groupBy(lettered, (l) => l.section.order)
  for (const [order, group] of byOrder) {
    if (group.length > 1) {
      issues.push({ issue: 'duplicate_section_order', order, sections: group.map((l) => l.section.name) })
    }
  }

  const sectionsOfAccessory = new Map<number, string[]>()
  for (const section of model.sections) {
    const isOptional = section.name === OPTIONAL_SECTION_NAME
    const name = section.name
    if (!isOptional && section.len < 1)
      issues.push({ issue: 'invalid_section_length', section: name, len: section.len })
    if (!isOptional && section.accessories.length === 0)
      issues.push({ issue: 'empty_section', section: name })
    for (const { id, configuration_code: code } of section.accessories) {
      sectionsOfAccessory.set(id, [...(sectionsOfAccessory.get(id) ?? []), name])
      if (!isCodePart(code)) {
        issues.push({ issue: 'invalid_accessory_code', section: name, accessoryId: id, code })
      } else if (isOptional && code.length !== OPTIONAL_CODE_LENGTH) {
        issues.push({ issue: 'wrong_code_length', section: name, accessoryId: id, code, expected: 2 })
      } else if (!isOptional && !section.var_len && code.length !== section.len) {
        issues.push({
          issue: 'wrong_code_length',
          section: name,
          accessoryId: id,
          code,
          expected: section.len,
        })
      } else if (!isOptional && section.var_len && code.length > section.len) {
        issues.push({
          issue: 'code_longer_than_section',
          section: name,
          accessoryId: id,
          code,
          len: section.len,
        })
      }
    }
    const byCode = groupBy(section.accessories, (a) => a.configuration_code)
    for (const [code, group] of byCode) {
      if (group.length > 1) {
        issues.push({
          issue: 'duplicate_accessory_code',
          section: name,
          code,
          accessoryIds: group.map((a) => a.id),
        })
      }
    }
    if (section.var_len && !isOptional) {
      for (const [code, prefixOf] of findPrefixConflicts(
        section.accessories.map((a) => a.configuration_code),
      )) {
        // A repeated code is already reported as a duplicate.
        if (code !== prefixOf) issues.push({ issue: 'not_prefix_free', section: name, code, prefixOf })
      }
    }
  }
  for (const [accessoryId, sections] of sectionsOfAccessory) {
    if (sections.length > 1) issues.push({ issue: 'accessory_in_several_sections', accessoryId, sections })
  }
  return issues
}

/** The issues of every model plus base codes used twice (empty when the whole catalogue is usable). */
export function validateCodeModels(models: readonly CodeBaseModel[]): CodeModelIssue[] {
  const issues = models.flatMap(validateCodeModel)
  for (const [code, group] of groupBy(models, (m) => m.configuration_code)) {
    if (group.length > 1)
      issues.push({ issue: 'duplicate_base_code', code, baseModelIds: group.map((m) => m.id) })
  }
  return issues
}

// ---------------------------------------------------------------------------------------------------------
// The catalogue: models compiled once for fast encoding and decoding

type CompiledSection = {
  letter: SectionLetter
  section: CodeSection
  byCode: Map<string, CodeAccessory>
  longest: number
}
type CompiledModel = {
  model: CodeBaseModel
  lettered: CompiledSection[]
  optional: CodeSection | null
  optionalByCode: Map<string, CodeAccessory>
  /** Accessory id -> lettered section index, or -1 for the optional section. */
  sectionOfAccessory: Map<number, number>
  /** Accessory id -> rank in the optional section (the canonical order). */
  optionalRank: Map<number, number>
}

/** Base models compiled for encoding and decoding; build it once per catalogue version and reuse it. */
export type CodeCatalogue = {
  readonly byBaseCode: ReadonlyMap<string, CompiledModel>
  readonly byId: ReadonlyMap<number, CompiledModel>
}

/** Thrown by createCodeCatalogue when the data breaks the code rules: the data layer should have refused it. */
export class CodeCatalogueError extends Error {
  readonly issues: CodeModelIssue[]
  constructor(issues: CodeModelIssue[]) {
    super(`Invalid configuration code data: ${JSON.stringify(issues.slice(0, 5))}`)
    this.name = 'CodeCatalogueError'
    this.issues = issues
  }
}

function compileModel(model: CodeBaseModel): CompiledModel {
  const { lettered, optional } = listCodeSections(model)
  const sectionOfAccessory = new Map<number, number>()
  const compiled = lettered.map(({ letter, section }, index): CompiledSection => {
    for (const a of section.accessories) sectionOfAccessory.set(a.id, index)
    return {
      letter,
      section,
      byCode: new Map(section.accessories.map((a) => [a.configuration_code, a])),
      longest: Math.max(0, ...section.accessories.map((a) => a.configuration_code.length)),
    }
  })
  const optionals = optional?.accessories ?? []
  for (const a of optionals) sectionOfAccessory.set(a.id, -1)
  return {
    model,
    lettered: compiled,
    optional,
    optionalByCode: new Map(optionals.map((a) => [a.configuration_code, a])),
    sectionOfAccessory,
    optionalRank: new Map(optionals.map((a, i) => [a.id, i])),
  }
}

/** Compiles the base models for encoding and decoding; throws CodeCatalogueError when validateCodeModels finds issues. */
export function createCodeCatalogue(models: readonly CodeBaseModel[]): CodeCatalogue {
  const issues = validateCodeModels(models)
  if (issues.length > 0) throw new CodeCatalogueError(issues)
  const compiled = models.map(compileModel)
  return {
    byBaseCode: new Map(compiled.map((c) => [c.model.configuration_code, c])),
    byId: new Map(compiled.map((c) => [c.model.id, c])),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Decoding

/** One read piece of a code, for the code analysis on the documentation page. */
export type CodeSegment =
  | { part: 'base'; code: string; baseModelId: number }
  | { part: 'section'; letter: SectionLetter; section: string; code: string; accessoryId: number }
  | { part: 'optional'; code: string; accessoryId: number }
  /** A whole code naming a replacement accessory sold alone (type A, replacement-code.ts). */
  | { part: 'replacement'; code: string; accessoryId: number }

/**
 * Why a code does not decode. The label key is `catalog.code.<reason>`, with the other fields as parameters.
 * `position` is 1-based, in the trimmed input.
 */
export type CodeError =
  | { reason: 'empty' }
  | { reason: 'invalid_character'; character: string; position: number }
  | { reason: 'too_many_parts'; parts: number }
  | { reason: 'unknown_base_model'; code: string }
  | { reason: 'too_short'; letter: SectionLetter; section: string }
  | { reason: 'unknown_accessory'; letter: SectionLetter; section: string; code: string }
  | { reason: 'too_long'; rest: string }
  | { reason: 'optional_incomplete'; code: string }
  | { reason: 'unknown_optional'; code: string }
  | { reason: 'duplicate_optional'; code: string }
  | { reason: 'rule_violated'; rules: CompatibilityRule[] }
  /** The code names an accessory that is only sold as part of a configuration (replacement-code.ts). */
  | { reason: 'not_sold_alone'; code: string }

export type CodeErrorReason = CodeError['reason']

/** Every decoding error reason, for label checks and documentation. */
export const CODE_ERROR_REASONS: readonly CodeErrorReason[] = [
  'empty',
  'invalid_character',
  'too_many_parts',
  'unknown_base_model',
  'too_short',
  'unknown_accessory',
  'too_long',
  'optional_incomplete',
  'unknown_optional',
  'duplicate_optional',
  'rule_violated',
  'not_sold_alone',
]

/** Label keys of decoding errors are this prefix plus the reason. */
export const CODE_ERROR_LABEL_PREFIX = 'catalog.code.'

/** A decoded configuration: its canonical code and the chosen accessories. */
export type DecodedConfiguration = {
  /** The canonical code: the one stored and shared. */
  code: string
  baseModelId: number
  /** One accessory per lettered section, A first. */
  sections: { letter: SectionLetter; section: string; accessoryId: number; code: string }[]
  /** The optional accessories in the optional section's order. */
  optionals: { accessoryId: number; code: string }[]
  /** The sections' accessories then the optionals: what a product configuration stores. */
  accessoryIds: number[]
  segments: CodeSegment[]
}

export type DecodeResult =
  | { ok: true; configuration: DecodedConfiguration }
  | { ok: false; error: CodeError; segments: CodeSegment[] }

const INVALID_CHARACTER = /[^A-Za-z0-9-]/

/**
 * Reads a configuration code (any case, surrounding blanks ignored; a trailing '-' before empty parts is
 * accepted) into its base model and accessories, or gives the first thing wrong with it.
 * With `rules`, a code whose choices break a compatibility rule is refused with those rules.
 */
export function decodeConfigurationCode(
  input: string,
  catalogue: CodeCatalogue,
  rules?: readonly CompatibilityRule[],
): DecodeResult {
  const segments: CodeSegment[] = []
  const fail = (error: CodeError): DecodeResult => ({ ok: false, error, segments })
  const trimmed = input.trim()
  if (trimmed === '') return fail({ reason: 'empty' })
  const bad = INVALID_CHARACTER.exec(trimmed)
  if (bad) return fail({ reason: 'invalid_character', character: bad[0], position: bad.index + 1 })
  const parts = trimmed.toUpperCase().split(CODE_SEPARATOR)
  if (parts.length > 3) return fail({ reason: 'too_many_parts', parts: parts.length })
  const [baseCode = '', sectionsPart = '', optionalsPart = ''] = parts

  const compiled = catalogue.byBaseCode.get(baseCode)
  if (!compiled) return fail({ reason: 'unknown_base_model', code: baseCode })
  segments.push({ part: 'base', code: baseCode, baseModelId: compiled.model.id })

  const sections: DecodedConfiguration['sections'] = []
  let pos = 0
  for (const { letter, section, byCode, longest } of compiled.lettered) {
    const rest = sectionsPart.length - pos
    let accessory: CodeAccessory | undefined
    if (section.var_len) {
      // Prefix-free codes: at most one can match here, whatever follows.
      for (let n = 1; n <= Math.min(longest, rest) && !accessory; n++) {
        accessory = byCode.get(sectionsPart.slice(pos, pos + n))
      }
      if (!accessory) {
        const tail = sectionsPart.slice(pos)
        const couldGrow =
          rest < longest && section.accessories.some((a) => a.configuration_code.startsWith(tail))
        if (rest === 0 || couldGrow) return fail({ reason: 'too_short', letter, section: section.name })
        return fail({
          reason: 'unknown_accessory',
          letter,
          section: section.name,
          code: tail.slice(0, longest),
        })
      }
    } else {
      if (rest < section.len) return fail({ reason: 'too_short', letter, section: section.name })
      const code = sectionsPart.slice(pos, pos + section.len)
      accessory = byCode.get(code)
      if (!accessory) return fail({ reason: 'unknown_accessory', letter, section: section.name, code })
    }
    const code = accessory.configuration_code
    pos += code.length
    sections.push({ letter, section: section.name, accessoryId: accessory.id, code })
    segments.push({ part: 'section', letter, section: section.name, code, accessoryId: accessory.id })
  }
  if (pos < sectionsPart.length) return fail({ reason: 'too_long', rest: sectionsPart.slice(pos) })

  const chosen: CodeAccessory[] = []
  for (let i = 0; i < optionalsPart.length; i += OPTIONAL_CODE_LENGTH) {
    const code = optionalsPart.slice(i, i + OPTIONAL_CODE_LENGTH)
    if (code.length < OPTIONAL_CODE_LENGTH) return fail({ reason: 'optional_incomplete', code })
    const accessory = compiled.optionalByCode.get(code)
    if (!accessory) return fail({ reason: 'unknown_optional', code })
    if (chosen.includes(accessory)) return fail({ reason: 'duplicate_optional', code })
    chosen.push(accessory)
    segments.push({ part: 'optional', code, accessoryId: accessory.id })
  }
  const optionals = chosen
    .sort((a, b) => (compiled.optionalRank.get(a.id) ?? 0) - (compiled.optionalRank.get(b.id) ?? 0))
    .map((a) => ({ accessoryId: a.id, code: a.configuration_code }))

  const accessoryIds = [...sections.map((s) => s.accessoryId), ...optionals.map((o) => o.accessoryId)]
  if (rules && rules.length > 0) {
    const violated = findRuleViolations(rules, accessoryIds, compiled.model.id)
    if (violated.length > 0) return fail({ reason: 'rule_violated', rules: violated })
  }
  const code = joinCode(baseCode, sections.map((s) => s.code).join(''), optionals.map((o) => o.code).join(''))
  return {
    ok: true,
    configuration: { code, baseModelId: compiled.model.id, sections, optionals, accessoryIds, segments },
  }
}

function joinCode(base: string, sections: string, optionals: string): string {
  if (optionals) return [base, sections, optionals].join(CODE_SEPARATOR)
  if (sections) return [base, sections].join(CODE_SEPARATOR)
  return base
}

// ---------------------------------------------------------------------------------------------------------
// Encoding

export type EncodeError =
  | { reason: 'unknown_base_model'; baseModelId: number }
  | { reason: 'unknown_accessory'; accessoryId: number }
  | { reason: 'missing_choice'; letter: SectionLetter; section: string }
  | { reason: 'several_choices'; letter: SectionLetter; section: string; accessoryIds: number[] }

export type EncodeResult = { ok: true; code: string } | { ok: false; error: EncodeError }

/**
 * The canonical code of a base model with a set of accessory ids (one per lettered section plus any optionals;
 * order and repeats do not matter).
 */
export function encodeConfigurationCode(
  catalogue: CodeCatalogue,
  baseModelId: number,
  accessoryIds: Iterable<number>,
): EncodeResult {
  const compiled = catalogue.byId.get(baseModelId)
  if (!compiled) return { ok: false, error: { reason: 'unknown_base_model', baseModelId } }
  const perSection: number[][] = compiled.lettered.map(() => [])
  const optionalIds: number[] = []
  for (const id of new Set(accessoryIds)) {
    const index = compiled.sectionOfAccessory.get(id)
    if (index === undefined) return { ok: false, error: { reason: 'unknown_accessory', accessoryId: id } }
    if (index === -1) optionalIds.push(id)
    else perSection[index]?.push(id)
  }
  let sections = ''
  for (const [i, { letter, section }] of compiled.lettered.entries()) {
    const ids = perSection[i] ?? []
    if (ids.length === 0)
      return { ok: false, error: { reason: 'missing_choice', letter, section: section.name } }
    if (ids.length > 1) {
      return {
        ok: false,
        error: { reason: 'several_choices', letter, section: section.name, accessoryIds: ids },
      }
    }
    sections += section.accessories.find((a) => a.id === ids[0])?.configuration_code ?? ''
  }
  const optionals = (compiled.optional?.accessories ?? [])
    .filter((a) => optionalIds.includes(a.id))
    .map((a) => a.configuration_code)
    .join('')
  return { ok: true, code: joinCode(compiled.model.configuration_code, sections, optionals) }
}
