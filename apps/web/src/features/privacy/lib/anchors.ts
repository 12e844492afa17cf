/**
 * The id of the terms of sale on the legal page (/{lang}/privacy#condizioni-vendita, docs/decisions/026): the footer
 * links there, and the checkout's terms link should too.
 */
export const TERMS_ANCHOR = 'condizioni-vendita'
