/**
 * The id of the terms of sale on the legal page (/{lang}/privacy#condizioni-vendita, docs/decisions/026): the footer
 * and the checkout's terms checkbox link there.
 */
export const TERMS_ANCHOR = 'condizioni-vendita'
