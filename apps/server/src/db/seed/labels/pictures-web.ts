import { type LabelSource, l } from './types.ts'

/** The home page's range in pictures (issue 13, item 3): each family's drawing and how many models it has. */
export const picturesWebLabels: LabelSource = {
  'home.range.title': l('La gamma', 'The range', 'Das Sortiment', 'La gama', 'La gamme'),
  'home.range.models': l(
    '{{count}} modelli',
    '{{count}} models',
    '{{count}} Modelle',
    '{{count}} modelos',
    '{{count}} modèles',
  ),
}
