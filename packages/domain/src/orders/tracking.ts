/**
 * Tracking links of a shipment's packages (spec 3 §9; issue 24 item 4): one table of carriers with the address of
 * their public tracking page, used by the desk's forms, the shipping mail and the customer area. The numbers go into
 * the address as the carrier's site takes them; GLS Italy's site takes the number without its last 5 characters (the
 * consignee's depot and check digits our labels print after it, spec 3 §9 "last 5 characters trimmed").
 */

/** The carriers a package may go with, in the order the desk's form lists them; 'other' has no tracking page. */
export const TRACKING_CARRIERS = [
  { key: 'gls', name: 'GLS' },
  { key: 'ups', name: 'UPS' },
  { key: 'brt', name: 'BRT' },
  { key: 'sda', name: 'SDA / Poste Italiane' },
  { key: 'dhl', name: 'DHL' },
  { key: 'tnt', name: 'TNT' },
  { key: 'fedex', name: 'FedEx' },
  { key: 'other', name: 'Altro corriere' },
] as const

export type CarrierKey = (typeof TRACKING_CARRIERS)[number]['key']

/** The carrier keys, for the schemas (z.enum). */
export const CARRIER_KEYS = TRACKING_CARRIERS.map((c) => c.key) as [CarrierKey, ...CarrierKey[]]

/** How many characters GLS Italy's tracking page does not take at the end of the number. */
const GLS_TRIMMED = 5

const PAGES: Record<Exclude<CarrierKey, 'other'>, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?loc=it_IT&tracknum=${n}`,
  dhl: (n) => `https://www.dhl.com/it-it/home/tracking/tracking-express.html?tracking-id=${n}`,
  gls: (n) => `https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match=${n}`,
  tnt: (n) => `https://www.tnt.com/express/it_it/site/shipping-tools/tracking.html?searchType=con&cons=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  sda: (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}`,
  brt: (n) => `https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=${n}`,
}

/** The carrier's public tracking page of a number, or null (another carrier, or no number left to look up). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  if (!Object.hasOwn(PAGES, carrier)) return null
  // Numbers are copied from labels and mails: spaces between groups are not part of them.
  const compact = trackingNumber.replace(/\s+/g, '')
  const number = carrier === 'gls' ? compact.slice(0, -GLS_TRIMMED) : compact
  if (number === '') return null
  return PAGES[carrier as keyof typeof PAGES](encodeURIComponent(number))
}

/** The carrier's display name ('GLS', 'SDA / Poste Italiane'); the key itself for one not in the table. */
export function carrierName(carrier: string): string {
  return TRACKING_CARRIERS.find((c) => c.key === carrier)?.name ?? carrier
}
