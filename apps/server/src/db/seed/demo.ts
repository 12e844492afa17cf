import { count } from 'drizzle-orm'
import { hashPassword } from '../../modules/accounts/password-hash.ts'
import type { Db } from '../client.ts'
import { addresses, clients, userClientLinks, users } from '../schema/index.ts'

/** The demo accounts (README lists them; e2e and API tests sign in with them). */
export const DEMO_USERS = {
  buyer: { email: 'buyer@example.com', password: 'Buyer#2026' },
  prospect: { email: 'prospect@example.com', password: 'Prospect#2026' },
  admin: { email: 'admin@example.com', password: 'Admin#2026' },
} as const

/** The demo accounts and companies; runs once (skipped when users exist). */
export async function seedDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) return
  const [buyerHash, prospectHash, adminHash] = await Promise.all(
    [DEMO_USERS.buyer, DEMO_USERS.prospect, DEMO_USERS.admin].map((u) => hashPassword(u.password)),
  )
  const now = new Date()
  await db.transaction(async (tx) => {
    const [molino, agrimangimi] = await tx
      .insert(clients)
      .values([
        {
          cliForCode: 'C001024',
          ragione: 'Molino Ferraresi S.r.l.',
          piva: '02845190376',
          sdiCode: 'M5UXCR1',
          esaedroZoneCode: '000',
          canSeePrices: true,
          canCreateOrder: true,
          verified: true,
        },
        {
          cliForCode: 'C001187',
          ragione: 'Agrimangimi Padana S.p.A.',
          piva: '03917260485',
          sdiCode: 'KRRH6B9',
          esaedroZoneCode: '000',
          canSeePrices: true,
          canCreateOrder: true,
          verified: true,
        },
      ])
      .returning({ id: clients.id })
    if (!molino || !agrimangimi) throw new Error('demo clients not inserted')

    await tx.insert(addresses).values([
      {
        clientId: molino.id,
        addressType: 'main',
        addressTitle: 'Molino Ferraresi S.r.l.',
        ragione: 'Molino Ferraresi S.r.l.',
        piva: '02845190376',
        name: 'Marco',
        lastName: 'Bianchi',
        address: 'Via Emilia Ponente',
        addressNum: '120',
        city: 'Bologna',
        prov: 'BO',
        cap: '40133',
        tel: '+39 051 634 2281',
        esaedroZoneCode: '000',
      },
      {
        clientId: molino.id,
        addressType: 'address',
        addressTitle: 'Stabilimento di Carpi',
        ragione: 'Molino Ferraresi S.r.l.',
        name: 'Paolo',
        lastName: 'Gualtieri',
        address: "Via dell'Industria",
        addressNum: '15',
        city: 'Carpi',
        prov: 'MO',
        cap: '41012',
        tel: '+39 059 689 4410',
        esaedroZoneCode: '000',
        deliveryDefault: true,
      },
      {
        clientId: agrimangimi.id,
        addressType: 'main',
        addressTitle: 'Agrimangimi Padana S.p.A.',
        ragione: 'Agrimangimi Padana S.p.A.',
        piva: '03917260485',
        address: 'Strada Statale 10',
        addressNum: '48',
        city: 'Cremona',
        prov: 'CR',
        cap: '26100',
        tel: '+39 0372 458 120',
        esaedroZoneCode: '000',
      },
    ])

    const verified = {
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
      esaedroZoneCode: '000',
      preferredLang: 'it',
    }
    const [buyer] = await tx
      .insert(users)
      .values([
        {
          ...verified,
          email: DEMO_USERS.buyer.email,
          passwordHash: buyerHash,
          firstName: 'Marco',
          lastName: 'Bianchi',
          company: 'Molino Ferraresi S.r.l.',
          companyRole: 'Responsabile acquisti',
          phone: '+39 051 634 2281',
          piva: '02845190376',
          newClient: false,
          clientId: molino.id,
        },
        {
          ...verified,
          email: DEMO_USERS.prospect.email,
          passwordHash: prospectHash,
          firstName: 'Giulia',
          lastName: 'Rossi',
          company: 'Rossi Impianti Zootecnici',
          phone: '+39 0522 771 305',
          clientType: 'installatore',
          aboutUsSelect: 'trade_fair',
        },
        {
          ...verified,
          email: DEMO_USERS.admin.email,
          passwordHash: adminHash,
          firstName: 'Luca',
          lastName: 'Conti',
          company: 'Silo Shop',
          isAdmin: true,
        },
      ])
      .returning({ id: users.id })
    if (!buyer) throw new Error('demo users not inserted')

    await tx.insert(userClientLinks).values([
      { userId: buyer.id, clientId: molino.id, kind: 'main' },
      { userId: buyer.id, clientId: agrimangimi.id, kind: 'alias' },
    ])
  })
}
