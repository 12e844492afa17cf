/** `?variations=12,40` as ids; anything malformed is left for the server to refuse with its reason. */
export function parseVariations(value: string | null): number[] {
  if (!value) return []
  return value
    .split(',')
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n) && n > 0)
}
