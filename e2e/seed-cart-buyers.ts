// node e2e/seed-cart-buyers.ts <dataDir>: the demo data, then one buyer of the demo company per cart and checkout
// journey, and the checkout journeys' users without a client (e2e/fixtures/cart.ts). Run by global-setup before the shop starts, as PGlite allows one process per data
// directory; the shop's own seeding then finds the demo data in place and leaves it.
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { clients, userClientLinks, users } from '../apps/server/src/db/schema/index.ts'
import { seedDatabase } from '../apps/server/src/db/seed/index.ts'
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts'
import {
  CART_BUYER_COUNT,
  CART_BUYER_PASSWORD,
  CHECKOUT_BUYER_COUNT,
  CHECKOUT_PROSPECT_COUNT,
  cartBuyer,
  checkoutBuyer,
  checkoutProspect,
} from './fixtures/cart.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: node e2e/seed-cart-buyers.ts <dataDir>')
const database = await openDatabase({ dataDir: path.resolve(dataDir) })
try {
  await database.migrate()
  await seedDatabase(database.db, { demo: true })
  const [molino] = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.cliForCode, 'C001024'))
  if (!molino) throw new Error('the demo company C001024 is missing')
  const passwordHash = await hashPassword(CART_BUYER_PASSWORD)
  const now = new Date()
  const buyers = [
    ...Array.from({ length: CART_BUYER_COUNT }, (_, i) => ({ email: cartBuyer(i + 1).email, n: i + 1 })),
    ...Array.from({ length: CHECKOUT_BUYER_COUNT }, (_, i) => ({
      email: checkoutBuyer(i + 1).email,
      n: CART_BUYER_COUNT + i + 1,
    })),
  ]
  const rows = await database.db
    .insert(users)
    .values(
      buyers.map(({ email, n }) => ({
        email,
        passwordHash,
        firstName: 'Carla',
        lastName: `Buyer ${n}`,
        company: 'Molino Ferraresi S.r.l.',
        esaedroZoneCode: '000',
        piva: '02845190376',
        newClient: false,
        clientId: molino.id,
        emailVerifiedAt: now,
        privacyAcceptedAt: now,
        preferredLang: 'it',
      })),
    )
    .returning({ id: users.id })
  await database.db
    .insert(userClientLinks)
    .values(rows.map((row) => ({ userId: row.id, clientId: molino.id, kind: 'main' as const })))
  // Verified, with a password and no client, as the demo prospect: they may only request a quotation.
  await database.db.insert(users).values(
    Array.from({ length: CHECKOUT_PROSPECT_COUNT }, (_, i) => ({
      email: checkoutProspect(i + 1).email,
      passwordHash,
      firstName: 'Giulia',
      lastName: `Prospect ${i + 1}`,
      company: 'Rossi Impianti Zootecnici',
      esaedroZoneCode: '000',
      clientType: 'installatore' as const,
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
      preferredLang: 'it',
    })),
  )
} finally {
  await database.close()
}
