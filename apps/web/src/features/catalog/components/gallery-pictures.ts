import { createCodeCatalogue, decodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import type { Accessory, BaseModel, BaseModelLight } from '@shop/domain/catalog/schemas'

/** One picture of a model's gallery: the model's own drawing, or one of its parts drawn over it. */
export type GalleryPicture = {
  key: string
  src: string
  /** For a part: the model's picture it is drawn over, faded (every layer is drawn on the same canvas). */
  backdrop: string | null
  /** For a part: its name and the code section it belongs to; null for the model's own picture. */
  part: { name: string; section: string } | null
}

/**
 * The pictures of a base model's gallery. The catalogue holds one picture per model (its standard configuration);
 * each accessory of that configuration has a layer, drawn where the part sits. So the gallery is the model's picture,
 * then each part it shows, highlighted over the faded model, in the code's order (sections A–F, then optionals).
 * Until the model's sections and the accessories have loaded, the model's picture alone.
 */
export function galleryPictures(
  model: Pick<BaseModelLight, 'code' | 'image' | 'default_configuration_code'>,
  detail: Pick<BaseModel, 'id' | 'configuration_code' | 'code_sections'> | undefined,
  accessories: readonly Pick<Accessory, 'id' | 'name' | 'image'>[] | undefined,
): GalleryPicture[] {
  const image = model.image
  if (!image) return []
  const main: GalleryPicture = { key: model.code, src: image, backdrop: null, part: null }
  const code = model.default_configuration_code
  if (!detail || !accessories || !code) return [main]
  const catalogue = createCodeCatalogue([
    { id: detail.id, configuration_code: detail.configuration_code, sections: detail.code_sections },
  ])
  const decoded = decodeConfigurationCode(code, catalogue)
  if (!decoded.ok) return [main]
  const byId = new Map(accessories.map((a) => [a.id, a]))
  const parts = decoded.configuration.accessoryIds.flatMap((id): GalleryPicture[] => {
    const accessory = byId.get(id)
    const section = detail.code_sections.find((s) => s.accessories.some((a) => a.id === id))
    if (!accessory?.image || !section) return []
    return [
      {
        key: `${model.code}-${id}`,
        src: accessory.image,
        backdrop: image,
        part: { name: accessory.name, section: section.label },
      },
    ]
  })
  return [main, ...parts]
}
