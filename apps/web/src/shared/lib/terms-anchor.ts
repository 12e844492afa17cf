/**
 * The id of the terms of sale on the legal page (/{lang}/privacy#condizioni-vendita, docs/decisions/026): the privacy
 * feature sets it, the footer and the checkout's terms checkbox link there. Shared, as features never import each other.
 */
export const TERMS_ANCHOR = 'condizioni-vendita'
