/** Money is integer cents excluding VAT; a price of -1 means 'to be quoted'. */
export const TO_BE_QUOTED = -1

/** Hundredths of a percent in a whole: percentages carry at most two decimals and are computed exactly. */
export const PERCENT_SCALE = 10_000

/** True for a price that is known (zero or more cents), false for -1 (to be quoted) or no price. */
export function isKnownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isSafeInteger(price) && price >= 0
}

/** A percentage (at most two decimals) as hundredths of a percent: 12.5 -> 1250. */
export function toHundredths(percent: number): number {
  return Math.round(percent * 100)
}

/**
 * amount × numerator ÷ denominator rounded half-up to a whole cent, computed exactly on integers:
 * the one rounding helper for money (12345 × 6700 ÷ 10000 = 8271.15 -> 8271; 999 × 1 ÷ 2 = 499.5 -> 500).
 */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  if (
    ![amount, numerator, denominator].every(Number.isSafeInteger) ||
    amount < 0 ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(
      `mulDivRoundHalfUp needs non-negative integers: ${amount} × ${numerator} ÷ ${denominator}`,
    )
  }
  const twice = 2 * amount * numerator + denominator
  if (Number.isSafeInteger(twice) && Number.isSafeInteger(2 * denominator)) {
    // Integer division without floating-point rounding: subtract the remainder first.
    const d = 2 * denominator
    return (twice - (twice % d)) / d
  }
  const big = (2n * BigInt(amount) * BigInt(numerator) + BigInt(denominator)) / (2n * BigInt(denominator))
  return Number(big)
}
