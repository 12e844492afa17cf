import { type LabelSource, l } from './types.ts'

/** The home page's range in pictures (issue 13, item 3): each family's drawing and how many models it has. */
export const picturesWebLabels: LabelSource = {
  'home.range.title': l('La gamma', 'The range', 'Das Sortiment', 'La gama', 'La gamme'),
  // The web's t() picks _one or _other by the count (Intl.PluralRules): a family of one model reads '1 modello'.
  'home.range.models_one': l(
    '{{count}} modello',
    '{{count}} model',
    '{{count}} Modell',
    '{{count}} modelo',
    '{{count}} modèle',
  ),
  'home.range.models_other': l(
    '{{count}} modelli',
    '{{count}} models',
    '{{count}} Modelle',
    '{{count}} modelos',
    '{{count}} modèles',
  ),
}
