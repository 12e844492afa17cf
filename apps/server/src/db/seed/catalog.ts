import { findRuleViolations } from '@shop/domain/catalog/compatibility'
import {
  type CodeBaseModel,
  createCodeCatalogue,
  encodeConfigurationCode,
} from '@shop/domain/catalog/configuration-code'
import { discountRuleSchema } from '@shop/domain/catalog/pricing'
import { OPTIONAL_SECTION_NAME } from '@shop/domain/catalog/sections'
import type { LangTexts } from '@shop/domain/catalog/variations'
import { count, inArray, sql } from 'drizzle-orm'
import { toCompatibilityRule } from '../../modules/catalog/catalog.store.ts'
import { catalogKeys } from '../../modules/catalog/catalog-files.store.ts'
import { toDiscountRuleRow } from '../../modules/catalog/catalog-write.service.ts'
import type { Db } from '../client.ts'
import {
  accessories,
  accessoryAttributesVariations,
  accessoryGroups,
  baseModels,
  clientGroups,
  clientProductCodes,
  clients,
  codeSectionAccessories,
  codeSections,
  compatibilityRules,
  configuratorAreaTemplates,
  discountRules,
  productConfigurationAccessories,
  productConfigurations,
  productFamilies,
  siteTexts,
  wizardHotspots,
} from '../schema/index.ts'
import {
  ACCESSORIES,
  ACCESSORY_GROUPS,
  BASE_MODELS,
  type BaseModelDef,
  CLIENT_GROUP_OF,
  CLIENT_GROUPS,
  CLIENT_PRODUCT_CODES,
  DISCOUNT_RULES,
  FAMILIES,
  L,
  PUBLIC_CONFIGURATIONS,
  RULES,
  SITE_TEXTS,
  THIRD_CLIENT,
  WIZARD_ORDER,
} from './catalog-data.ts'

/** Accessory ids start here, so base models (1–10) and accessories never share an id (one product id space). */
const FIRST_ACCESSORY_ID = 101

/** The demo catalogue as rows with fixed ids, built and checked in memory (no database needed). */
export function buildCatalogRows() {
  const accessoryId = new Map(ACCESSORIES.map((a, i) => [a.code, FIRST_ACCESSORY_ID + i]))
  const modelId = new Map(BASE_MODELS.map((m) => [m.code, m.id]))
  const familyId = new Map(FAMILIES.map((f) => [f.code, f.id]))
  const groupId = new Map(ACCESSORY_GROUPS.map((g) => [g.code as string, g.id]))
  const idOf = (code: string) => {
    const id = accessoryId.get(code)
    if (id === undefined) throw new Error(`catalog seed: unknown accessory ${code}`)
    return id
  }

  const accessoryRows = ACCESSORIES.map((a) => ({
    id: idOf(a.code),
    code: a.code,
    configurationCode: a.cfg,
    accessoryGroupId: groupId.get(a.group) ?? null,
    name: a.name,
    descriptionShort: a.short,
    description: a.short,
    price: a.price,
    imageKey: a.layer ? catalogKeys.layer(a) : null,
    layerZ: a.z,
    attributesTemplate: a.template ?? null,
    soldAlone: a.soldAlone === true,
  }))

  let variationId = 0
  const variationRows: (typeof accessoryAttributesVariations.$inferInsert & { id: number })[] = []
  for (const a of ACCESSORIES) {
    for (const [position, v] of (a.variations ?? []).entries()) {
      variationRows.push({
        id: ++variationId,
        accessoryId: idOf(a.code),
        attributes: v.attributes,
        variationValue: v.value,
        price: v.price,
        finalDatasheet: v.datasheet ? catalogKeys.datasheet(v.datasheet) : null,
        position,
      })
    }
    if (a.template?.allow_custom) {
      variationRows.push({
        id: ++variationId,
        accessoryId: idOf(a.code),
        attributes: {},
        variationValue: 'custom',
        price: null,
        isCustom: true,
        position: 999,
      })
    }
  }

  const modelRows = BASE_MODELS.map((m, position) => ({
    id: m.id,
    code: m.code,
    configurationCode: m.cfg,
    productFamilyId: familyId.get(m.family) as number,
    name: m.name,
    descriptionShort: m.short,
    description: m.description,
    media: [
      { role: 'main' as const, key: catalogKeys.modelImage(m) },
      { role: 'layer' as const, key: catalogKeys.baseLayer(m) },
      { role: 'wizard' as const, key: catalogKeys.modelImage(m) },
    ],
    certificationMarkings: m.certifications,
    specs: m.specs,
    price: m.price,
    position,
  }))

  let sectionId = 0
  const sectionRows: (typeof codeSections.$inferInsert & { id: number })[] = []
  const sectionAccessoryRows: (typeof codeSectionAccessories.$inferInsert)[] = []
  const codeModels: CodeBaseModel[] = []
  for (const m of BASE_MODELS) {
    let order = 0
    const sections: CodeBaseModel['sections'] = []
    for (const s of m.sections) {
      const id = ++sectionId
      const isOptional = s.name === OPTIONAL_SECTION_NAME
      const sortOrder = isOptional ? 99 : ++order
      sectionRows.push({
        id,
        baseModelId: m.id,
        name: s.name,
        label: s.label,
        len: s.len,
        varLen: s.varLen === true,
        sortOrder,
      })
      s.accessories.forEach((code, position) => {
        sectionAccessoryRows.push({ sectionId: id, baseModelId: m.id, accessoryId: idOf(code), position })
      })
      sections.push({
        name: s.name,
        len: s.len,
        var_len: s.varLen === true,
        order: sortOrder,
        accessories: s.accessories.map((code) => ({ id: idOf(code), configuration_code: cfgOf(code) })),
      })
    }
    codeModels.push({ id: m.id, configuration_code: m.cfg, sections })
  }
  // The same validators the write service runs: a var_len section that is not prefix-free stops the seed.
  const catalogue = createCodeCatalogue(codeModels)

  const ruleRows = RULES.map((r, i) => ({
    id: i + 1,
    baseModelId: r.baseModel ? (modelId.get(r.baseModel) ?? null) : null,
    ifAccessoryId: idOf(r.choice),
    kind: r.kind,
    thenAccessoryId: idOf(r.other),
    reason: r.reason,
  }))
  const compatibility = ruleRows.map(toCompatibilityRule)

  const variationByValue = new Map(variationRows.map((v) => [`${v.accessoryId}:${v.variationValue}`, v.id]))
  const configurationRows: (typeof productConfigurations.$inferInsert & { id: number })[] = []
  const configurationAccessoryRows: (typeof productConfigurationAccessories.$inferInsert)[] = []
  for (const c of PUBLIC_CONFIGURATIONS) {
    if (c.type === 'A') {
      configurationRows.push({
        id: c.id,
        type: 'A',
        configurationCode: c.accessory,
        currentRefCode: c.accessory,
        replacementAccessoryId: idOf(c.accessory),
        isPublic: true,
        name: c.name,
      })
      const variation = c.variation ? variationByValue.get(`${idOf(c.accessory)}:${c.variation}`) : undefined
      if (c.variation && variation === undefined) {
        throw new Error(`catalog seed: no variation ${c.variation} of ${c.accessory}`)
      }
      configurationAccessoryRows.push({
        productConfigurationId: c.id,
        accessoryId: idOf(c.accessory),
        accessoryAttributesVariationId: variation ?? null,
        position: 0,
      })
      continue
    }
    const baseModelId = modelId.get(c.baseModel) as number
    const ids = c.accessories.map(idOf)
    const encoded = encodeConfigurationCode(catalogue, baseModelId, ids)
    if (!encoded.ok) throw new Error(`catalog seed: configuration ${c.id}: ${JSON.stringify(encoded.error)}`)
    const broken = findRuleViolations(compatibility, ids, baseModelId)
    if (broken.length > 0) throw new Error(`catalog seed: configuration ${c.id} breaks rule ${broken[0]?.id}`)
    configurationRows.push({
      id: c.id,
      type: 'B',
      configurationCode: encoded.code,
      currentRefCode: `${c.baseModel}/${c.id}`,
      baseModelId,
      isPublic: true,
      name: c.name,
    })
    // Stored in code order: sections A–F, then the optionals.
    const decodedOrder = catalogue.byId.get(baseModelId)
    const rank = new Map<number, number>()
    decodedOrder?.lettered.forEach((s, i) => {
      for (const a of s.section.accessories) rank.set(a.id, i)
    })
    decodedOrder?.optional?.accessories.forEach((a, i) => {
      rank.set(a.id, 100 + i)
    })
    ids.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
    for (const [position, id] of ids.entries()) {
      const code = ACCESSORIES[id - FIRST_ACCESSORY_ID]?.code ?? ''
      const value = c.variations?.[code]
      const variation = value ? variationByValue.get(`${id}:${value}`) : undefined
      if (value && variation === undefined) throw new Error(`catalog seed: no variation ${value} of ${code}`)
      configurationAccessoryRows.push({
        productConfigurationId: c.id,
        accessoryId: id,
        accessoryAttributesVariationId: variation ?? null,
        position,
      })
    }
  }
  const defaultConfiguration = new Map(
    PUBLIC_CONFIGURATIONS.filter((c) => c.type === 'B' && c.id <= 30).map((c) => [
      modelId.get(c.type === 'B' ? c.baseModel : '') as number,
      c.id,
    ]),
  )

  const areaLabels = {
    struttura: L('Struttura', 'Structure', 'Aufbau', 'Estructura', 'Structure'),
    dotazioni: L('Dotazioni', 'Equipment', 'Ausstattung', 'Equipamiento', 'Équipement'),
    opzionali: L('Opzionali', 'Options', 'Optionen', 'Opcionales', 'Options'),
  } satisfies Record<string, LangTexts>
  const areaRows = [
    {
      id: 1,
      code: 'default',
      baseModelId: null,
      areas: [
        { key: 'struttura', label: areaLabels.struttura, sections: [] },
        { key: 'opzionali', label: areaLabels.opzionali, sections: [OPTIONAL_SECTION_NAME] },
      ],
    },
    ...BASE_MODELS.map((m, i) => {
      const lettered = m.sections.filter((s) => s.name !== OPTIONAL_SECTION_NAME).map((s) => s.name)
      return {
        id: i + 2,
        code: m.code.toLowerCase(),
        baseModelId: m.id,
        areas: [
          { key: 'struttura', label: areaLabels.struttura, sections: lettered.slice(0, 2) },
          { key: 'dotazioni', label: areaLabels.dotazioni, sections: lettered.slice(2) },
          { key: 'opzionali', label: areaLabels.opzionali, sections: [OPTIONAL_SECTION_NAME] },
        ],
      }
    }),
  ]

  let hotspotId = 0
  const hotspotRows = FAMILIES.flatMap((f) => {
    const models = WIZARD_ORDER[f.code]
    const slot = 100 / models.length
    return models.map((code, i) => {
      const m = BASE_MODELS.find((b) => b.code === code) as BaseModelDef
      return {
        id: ++hotspotId,
        productFamilyId: f.id,
        baseModelId: m.id,
        x: Math.round(i * slot) + 1,
        y: 5,
        width: Math.floor(slot) - 2,
        height: 90,
        imageKey: catalogKeys.modelImage(m),
        position: i,
      }
    })
  })

  return {
    families: FAMILIES.map((f, position) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      description: f.description,
      imageKey: catalogKeys.family(f.code),
      position,
    })),
    groups: ACCESSORY_GROUPS.map((g, position) => ({ id: g.id, code: g.code, name: g.name, position })),
    models: modelRows,
    accessories: accessoryRows,
    variations: variationRows,
    sections: sectionRows,
    sectionAccessories: sectionAccessoryRows,
    rules: ruleRows,
    areas: areaRows,
    configurations: configurationRows,
    configurationAccessories: configurationAccessoryRows,
    defaultConfiguration,
    hotspots: hotspotRows,
    texts: SITE_TEXTS.map((t, i) => ({ id: i + 1, key: t.key, text: t.text })),
    codeModels,
  }
}

const CFG_OF = new Map(ACCESSORIES.map((a) => [a.code, a.cfg]))
function cfgOf(code: string): string {
  return CFG_OF.get(code) ?? ''
}

const SERIAL_TABLES = [
  'product_families',
  'accessory_groups',
  'code_sections',
  'accessory_attributes_variations',
  'compatibility_rules',
  'configurator_area_templates',
  'product_configurations',
  'wizard_hotspots',
  'site_texts',
  'client_groups',
  'discount_rules',
  'client_product_codes',
] as const

/**
 * The demo catalogue: runs once (skipped when base models exist), in one transaction of batch inserts with
 * fixed ids; the sequences then continue after them (product configuration 25, the wizard's default, exists).
 * Expects the accounts demo seed to have created the buyer's companies; adds the third one.
 */
export async function seedCatalog(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(baseModels)
  if ((existing?.n ?? 0) > 0) return
  const rows = buildCatalogRows()
  const modelByCode = new Map(BASE_MODELS.map((m) => [m.code, m.id]))
  const familyByCode = new Map(FAMILIES.map((f) => [f.code as string, f.id]))
  const groupByCode = new Map(ACCESSORY_GROUPS.map((g) => [g.code as string, g.id]))
  const clientGroupByCode = new Map(CLIENT_GROUPS.map((g) => [g.code, g.id]))

  await db.transaction(async (tx) => {
    await tx.insert(productFamilies).values(rows.families)
    await tx.insert(accessoryGroups).values(rows.groups)
    await tx.insert(baseModels).values(rows.models)
    await tx.insert(accessories).values(rows.accessories)
    await tx.insert(accessoryAttributesVariations).values(rows.variations)
    await tx.insert(codeSections).values(rows.sections)
    await tx.insert(codeSectionAccessories).values(rows.sectionAccessories)
    await tx.insert(compatibilityRules).values(rows.rules)
    await tx.insert(configuratorAreaTemplates).values(rows.areas)
    await tx.insert(productConfigurations).values(rows.configurations)
    await tx.insert(productConfigurationAccessories).values(rows.configurationAccessories)
    await tx.insert(wizardHotspots).values(rows.hotspots)
    await tx.insert(siteTexts).values(rows.texts)
    const defaults = [...rows.defaultConfiguration].map(([model, conf]) => sql`(${model}::int, ${conf}::int)`)
    await tx.execute(sql`update base_models as b set default_configuration_id = v.conf
      from (values ${sql.join(defaults, sql`, `)}) as v(model, conf) where b.id = v.model`)

    await tx.insert(clientGroups).values(CLIENT_GROUPS)
    await tx.insert(clients).values(THIRD_CLIENT).onConflictDoNothing()
    const companies = await tx
      .select({ id: clients.id, code: clients.cliForCode })
      .from(clients)
      .where(inArray(clients.cliForCode, Object.keys(CLIENT_GROUP_OF)))
    const clientByCode = new Map(companies.map((c) => [c.code, c.id]))
    const groupCases = companies.map(
      (c) => sql`when ${c.id}::int then ${clientGroupByCode.get(CLIENT_GROUP_OF[c.code] ?? '') ?? null}::int`,
    )
    if (groupCases.length > 0) {
      await tx.execute(sql`update clients set client_group_id = case id ${sql.join(groupCases, sql` `)} end
        where id in (${sql.join(
          companies.map((c) => sql`${c.id}::int`),
          sql`, `,
        )})`)
    }

    const targetId = (r: (typeof DISCOUNT_RULES)[number]) => {
      if (r.targetCode === null) return null
      if (r.target === 'base_model') return modelByCode.get(r.targetCode) ?? null
      if (r.target === 'product_family') return familyByCode.get(r.targetCode) ?? null
      return groupByCode.get(r.targetCode) ?? null
    }
    const ruleRows = DISCOUNT_RULES.flatMap((r, i) => {
      const scopeId =
        r.scope === 'client' ? clientByCode.get(r.scopeCode) : clientGroupByCode.get(r.scopeCode)
      if (scopeId === undefined) return []
      // The domain's rule schema is the data layer's check: a fixed base off a single product is refused.
      const rule = discountRuleSchema.parse({
        id: i + 1,
        scope: r.scope,
        scope_id: scopeId,
        target: r.target,
        target_id: targetId(r),
        limit: r.limit ?? null,
        limit_final_discount: r.limitFinal ?? null,
        base: {
          mode: r.base.mode,
          fixed_price: r.base.fixedPrice ?? null,
          fixed_amount: r.base.fixedAmount ?? null,
          discount_perc: r.base.perc ?? null,
        },
        extra: r.extra ? { mode: r.extra.mode, discount_perc: r.extra.perc } : null,
      })
      return [toDiscountRuleRow(rule)]
    })
    if (ruleRows.length > 0) await tx.insert(discountRules).values(ruleRows)

    const codeRows = CLIENT_PRODUCT_CODES.flatMap((c) => {
      const clientId = clientByCode.get(c.client)
      return clientId === undefined
        ? []
        : [{ clientId, confCode: c.confCode, refCode: c.refCode, clientCode: c.clientCode }]
    })
    if (codeRows.length > 0) await tx.insert(clientProductCodes).values(codeRows)

    const setvals = SERIAL_TABLES.map(
      (t) =>
        sql`setval(pg_get_serial_sequence(${t}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(t)}), false)`,
    )
    await tx.execute(sql`select ${sql.join(setvals, sql`, `)},
      setval('product_id_seq', (select greatest(
        (select coalesce(max(id), 0) from base_models), (select coalesce(max(id), 0) from accessories)) + 1), false)`)
  })
}
