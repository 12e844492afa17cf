import { describe, expect, it } from 'vitest'
import { CARRIER_KEYS, carrierName, trackingUrl } from './tracking.ts'

describe('trackingUrl (spec 3 §9)', () => {
  it.each([
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?loc=it_IT&tracknum=1Z999AA10123456784'],
    [
      'dhl',
      '1234567890',
      'https://www.dhl.com/it-it/home/tracking/tracking-express.html?tracking-id=1234567890',
    ],
    // GLS: the last 5 characters are not part of what its page takes.
    [
      'gls',
      'MI1234567890ABCDE',
      'https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match=MI1234567890',
    ],
    [
      'tnt',
      'GE123456789WW',
      'https://www.tnt.com/express/it_it/site/shipping-tools/tracking.html?searchType=con&cons=GE123456789WW',
    ],
    ['fedex', '449044304137821', 'https://www.fedex.com/fedextrack/?trknbr=449044304137821'],
    ['sda', '3UW1234567890', 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/3UW1234567890'],
    [
      'brt',
      '123456789012',
      'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=123456789012',
    ],
    // Spaces copied from a label are dropped; anything else that is not URL-safe is encoded.
    ['ups', ' 1Z 999 AA1 ', 'https://www.ups.com/track?loc=it_IT&tracknum=1Z999AA1'],
    ['fedex', '12/34&x=1', 'https://www.fedex.com/fedextrack/?trknbr=12%2F34%26x%3D1'],
    // No page: another carrier, an unknown key, an empty number, a GLS number of 5 characters or fewer.
    ['other', '123456', null],
    ['poste', '123456', null],
    ['__proto__', '123456', null],
    ['ups', '   ', null],
    ['gls', 'ABCDE', null],
  ] as const)('%s %j → %s', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url)
  })

  it('has a name for every carrier key and a page for every key but other', () => {
    for (const key of CARRIER_KEYS) {
      expect(carrierName(key)).not.toBe(key)
      expect(trackingUrl(key, '123456789') === null).toBe(key === 'other')
    }
  })
})
