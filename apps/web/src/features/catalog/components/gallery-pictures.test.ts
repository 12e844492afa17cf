import type { CodeSectionResource } from '@shop/domain/catalog/schemas'
import { OPTIONAL_SECTION_NAME } from '@shop/domain/catalog/sections'
import { describe, expect, it } from 'vitest'
import { galleryPictures } from './gallery-pictures.ts'

const section = (
  id: number,
  letter: CodeSectionResource['letter'],
  label: string,
  accessories: [number, string][],
): CodeSectionResource => ({
  id,
  name: letter === null ? OPTIONAL_SECTION_NAME : label.toLowerCase(),
  letter,
  label,
  len: letter === null ? 2 : 1,
  var_len: false,
  order: id,
  accessories: accessories.map(([accessoryId, code]) => ({
    id: accessoryId,
    code: `P-${code}`,
    configuration_code: code,
    description_short: code,
  })),
})

const detail = {
  id: 1,
  configuration_code: 'SZ30',
  code_sections: [
    section(1, 'A', 'Cone', [
      [11, 'L'],
      [12, 'H'],
    ]),
    section(2, 'B', 'Ladder', [
      [21, 'N'],
      [22, 'G'],
    ]),
    section(3, null, 'Optionals', [
      [31, 'PU'],
      [32, 'LM'],
    ]),
  ],
}

const layer = (id: number, name: string, image: string | null = `/layers/${id}.png`) => ({ id, name, image })
const accessories = [
  layer(11, 'Low cone'),
  layer(12, 'High cone'),
  layer(21, 'No ladder', null),
  layer(22, 'Caged ladder'),
  layer(31, 'Filling pipe'),
  layer(32, 'Level probes'),
]
const model = { code: 'SZ-30', image: '/models/sz30.webp', default_configuration_code: 'SZ30-HG-LMPU' }

describe('galleryPictures', () => {
  it('is the model’s picture, then each part of its standard configuration over it, in the code’s order', () => {
    expect(galleryPictures(model, detail, accessories)).toEqual([
      { key: 'SZ-30', src: '/models/sz30.webp', backdrop: null, part: null },
      {
        key: 'SZ-30-12',
        src: '/layers/12.png',
        backdrop: '/models/sz30.webp',
        part: { name: 'High cone', section: 'Cone' },
      },
      {
        key: 'SZ-30-22',
        src: '/layers/22.png',
        backdrop: '/models/sz30.webp',
        part: { name: 'Caged ladder', section: 'Ladder' },
      },
      // Optionals in the optional section's order, whatever the code's order.
      {
        key: 'SZ-30-31',
        src: '/layers/31.png',
        backdrop: '/models/sz30.webp',
        part: { name: 'Filling pipe', section: 'Optionals' },
      },
      {
        key: 'SZ-30-32',
        src: '/layers/32.png',
        backdrop: '/models/sz30.webp',
        part: { name: 'Level probes', section: 'Optionals' },
      },
    ])
  })

  it('leaves out a part that draws nothing (no layer)', () => {
    const pictures = galleryPictures({ ...model, default_configuration_code: 'SZ30-LN' }, detail, accessories)
    expect(pictures.map((p) => p.part?.name ?? 'model')).toEqual(['model', 'Low cone'])
  })

  it('is the model’s picture alone until the sections and accessories have loaded, or without a default', () => {
    const alone = [{ key: 'SZ-30', src: '/models/sz30.webp', backdrop: null, part: null }]
    expect(galleryPictures(model, undefined, accessories)).toEqual(alone)
    expect(galleryPictures(model, detail, undefined)).toEqual(alone)
    expect(galleryPictures({ ...model, default_configuration_code: null }, detail, accessories)).toEqual(
      alone,
    )
    // A default that no longer decodes (its section changed) still shows the model.
    expect(galleryPictures({ ...model, default_configuration_code: 'SZ30-XX' }, detail, accessories)).toEqual(
      alone,
    )
  })

  it('is empty for a model without a picture', () => {
    expect(galleryPictures({ ...model, image: null }, detail, accessories)).toEqual([])
  })
})
