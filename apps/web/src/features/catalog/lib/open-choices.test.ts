import type { Accessory } from '@shop/domain/catalog/schemas'
import { describe, expect, it } from 'vitest'
import { namedOpenChoices } from './open-choices.ts'

const accessory = (
  id: number,
  name: string,
  template: { labels: string[]; open_choice: 'required' | 'quotation' } | null,
  variations = 2,
): Accessory => ({
  id,
  code: `A-${id}`,
  configuration_code: `A${id}`,
  name,
  description_short: name,
  description: '',
  accessory_group_id: null,
  image: null,
  layer_z: 0,
  attributes_template: template && {
    need_datasheet: false,
    allow_custom: false,
    attributes: template.labels.map((label, i) => ({ key: `k${i}`, label, values: ['x'] })),
    open_choice: template.open_choice,
  },
  attributes_variations: Array.from({ length: variations }, (_, i) => ({
    id: id * 10 + i,
    accessory_id: id,
    attributes: {},
    variation_value: String(i),
    final_datasheet: null,
    is_custom: false,
  })),
  sold_alone: false,
  available: true,
  base_model_ids: [],
})

const byId = new Map(
  [
    accessory(1, 'Coclea di estrazione', { labels: ['Lunghezza'], open_choice: 'required' }),
    accessory(2, 'Verniciatura RAL', { labels: ['Colore RAL'], open_choice: 'quotation' }),
    accessory(3, 'Celle di carico', {
      labels: ['Numero di celle', 'Portata per cella'],
      open_choice: 'required',
    }),
    accessory(4, 'Tubo di carico', null),
    accessory(5, 'Senza varianti', { labels: ['Misura'], open_choice: 'required' }, 0),
  ].map((a) => [a.id, a]),
)

describe('namedOpenChoices', () => {
  it.each<[string, number[], Record<number, number>, { required: string[]; quotation: string[] }]>([
    ['nothing to choose', [4, 5], {}, { required: [], quotation: [] }],
    [
      'the screw and the paint, nothing chosen',
      [1, 2, 4],
      {},
      { required: ['Lunghezza (Coclea di estrazione)'], quotation: ['Colore RAL (Verniciatura RAL)'] },
    ],
    ['the length chosen', [1, 2], { 1: 10 }, { required: [], quotation: ['Colore RAL (Verniciatura RAL)'] }],
    [
      'two attributes named together',
      [3],
      {},
      { required: ['Numero di celle, Portata per cella (Celle di carico)'], quotation: [] },
    ],
    [
      'a variation of an accessory not chosen',
      [1],
      { 2: 20 },
      { required: ['Lunghezza (Coclea di estrazione)'], quotation: [] },
    ],
  ])('%s', (_name, chosen, variations, expected) => {
    const open = namedOpenChoices(chosen, byId, variations)
    expect({
      required: open.required.map((c) => c.name),
      quotation: open.quotation.map((c) => c.name),
    }).toEqual(expected)
  })
})
