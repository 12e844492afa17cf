import { ORDER_TRANSITIONS } from '@shop/domain/orders/status-machine'
import { z } from 'zod'

/*
 * The demo's orders and quotations in every status of the lifecycle (issue 24 item 9), as data: who submitted what,
 * when (days before the seed), and what the desk and the customer did since. demo-lifecycle.ts checks it against
 * demoLifecycleSchema and plays it through the checkout's submission and the status machine's named moves.
 */

/** The configurations the demo orders hold (the e2e fixtures' products: their prices are known). */
const PRODUCTS = {
  /** SZ-30 on its default configuration: list 23.985,00 €. */
  silo: { configuration_code: 'SZ30-60RFGM-PULM', variations: [], custom_texts: {} },
  /** The same silo painted a custom RAL colour: to be quoted (price -1). */
  customSilo: {
    configuration_code: 'SZ30-60RFGM-PULMRL',
    variations: [18],
    custom_texts: { '139': 'RAL 3020 opaco' },
  },
  /** The bag filter sold alone: list 3.850,00 €. */
  filter: { configuration_code: 'FI-MAN', variations: [], custom_texts: {} },
}

const transitionNames = ORDER_TRANSITIONS.map((t) => t.name) as [string, ...string[]]
const daysAgo = z.number().min(0).max(365)
const cents = z.number().int().min(0)

/** A line to add: one of PRODUCTS, with the buyer's quantity and note. */
const lineSchema = z.object({
  product: z.enum(['silo', 'customSilo', 'filter']),
  qty: z.number().int().min(1).max(99),
  notes: z.string().max(500).default(''),
})

/** What happened to the order after its submission, in time order. */
const stepSchema = z.discriminatedUnion('do', [
  z.object({
    /** The desk prices the lines to be quoted and sends it (price_quotation, a revision row). */
    do: z.literal('price'),
    at: daysAgo,
    /** Unit prices by line position (1-based) for the lines to be quoted. */
    prices: z.record(z.string(), z.object({ price: cents, discounted_price: cents })),
    delivery_time: z.string().min(1),
    valid_days: z.number().int().min(1).max(90),
  }),
  z.object({ do: z.literal('ask_modification'), at: daysAgo, reason: z.string().min(1) }),
  z.object({ do: z.literal('refuse'), at: daysAgo, note: z.string() }),
  /** The expiry job found it past its validity (the flag, no status move). */
  z.object({ do: z.literal('expire') }),
  /** The desk records the bank transfer that arrived (payment record_transfer, the order paid). */
  z.object({ do: z.literal('record_transfer'), at: daysAgo, note: z.string() }),
  /** The buyer pays by card at the provider, which confirms it (payment_confirmed). */
  z.object({ do: z.literal('pay_card'), at: daysAgo }),
  /** A staff move of the status machine by name, with its note. */
  z.object({
    do: z.literal('move'),
    at: daysAgo,
    move: z.enum(transitionNames),
    note: z.string().default(''),
  }),
  /** A shipment (transport document of that day) with its packages: carrier key, tracking number, lines and qty. */
  z.object({
    do: z.literal('ship'),
    at: daysAgo,
    packages: z
      .array(
        z.object({
          carrier: z.string().min(1),
          tracking_number: z.string().min(1),
          /** [line position (1-based), qty] */
          items: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])).min(1),
        }),
      )
      .min(1),
  }),
])

const orderSchema = z.object({
  /** Also its submission key ('demo:<key>'): a later seed finds it and adds it again never. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** The company the demo buyer acts for (cli_for_code). */
  client: z.enum(['C001024', 'C001187']),
  /** The checkout's outcome it was submitted as (checkout.service.ts OUTCOMES). */
  submit: z.enum(['quote_request', 'saved_quote', 'order_request', 'wallet_order', 'bank_order']),
  at: daysAgo,
  quotation_reference: z.string().default(''),
  reference_client_code: z.string().default(''),
  lines: z.array(lineSchema).min(1),
  steps: z.array(stepSchema).default([]),
})

/** The demo lifecycle as demo-lifecycle.ts reads it. */
export const demoLifecycleSchema = z.object({
  products: z.record(
    z.string(),
    z.object({
      configuration_code: z.string(),
      variations: z.array(z.number().int()),
      custom_texts: z.record(z.string(), z.string()),
    }),
  ),
  orders: z.array(orderSchema),
  /** A company created in the checkout (user/create_client), not verified yet, and its user. */
  newco: z.object({
    email: z.email(),
    password: z.string().min(8),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    piva: z.string(),
    phone: z.string(),
    indirizzo: z.string(),
    localita: z.string(),
    provincia: z.string(),
    cap: z.string(),
  }),
})
export type DemoLifecycle = z.infer<typeof demoLifecycleSchema>
export type DemoOrder = DemoLifecycle['orders'][number]
export type DemoStep = DemoOrder['steps'][number]

const CUSTOM_SILO_PRICE = { '2': { price: 2_650_000, discounted_price: 1_855_000 } }

/** The demo's lifecycle (the README and /work/notes/demo.md list the same). */
export const DEMO_LIFECYCLE = {
  products: PRODUCTS,
  newco: {
    email: 'newco@example.com',
    password: 'Newco#2026',
    firstName: 'Sara',
    lastName: 'Neri',
    company: 'Nuova Cerealicola Emiliana S.r.l.',
    piva: '04125630363',
    phone: '+39 059 221 4470',
    indirizzo: 'Via Canaletto Sud 88',
    localita: 'Modena',
    provincia: 'MO',
    cap: '41122',
  },
  orders: [
    {
      key: 'request-to-price',
      client: 'C001024',
      submit: 'quote_request',
      at: 1,
      quotation_reference: 'Ampliamento Carpi 2026',
      lines: [
        { product: 'silo', qty: 2 },
        {
          product: 'customSilo',
          qty: 1,
          notes: 'Verniciatura RAL 3020 come i silos esistenti; consegna entro marzo se possibile.',
        },
      ],
    },
    {
      key: 'ready-quotation',
      client: 'C001024',
      submit: 'quote_request',
      at: 4,
      quotation_reference: 'Linea mangimi Carpi',
      lines: [
        { product: 'filter', qty: 2 },
        { product: 'customSilo', qty: 1 },
      ],
      steps: [
        { do: 'price', at: 0.5, prices: CUSTOM_SILO_PRICE, delivery_time: '6-8 settimane', valid_days: 30 },
      ],
    },
    {
      key: 'expired-quotation',
      client: 'C001187',
      submit: 'saved_quote',
      at: 45,
      quotation_reference: 'Silo stoccaggio Cremona',
      lines: [{ product: 'silo', qty: 1 }],
      steps: [{ do: 'expire' }],
    },
    {
      key: 'modification-request',
      client: 'C001024',
      submit: 'quote_request',
      at: 12,
      quotation_reference: 'Sostituzione silo 3',
      lines: [
        { product: 'silo', qty: 1 },
        { product: 'customSilo', qty: 1 },
      ],
      steps: [
        { do: 'price', at: 10, prices: CUSTOM_SILO_PRICE, delivery_time: '8 settimane', valid_days: 30 },
        {
          do: 'ask_modification',
          at: 2,
          reason: 'Ci servono due bocchette di carico sul silo verniciato e la consegna in 6 settimane.',
        },
      ],
    },
    {
      key: 'awaiting-acceptance',
      client: 'C001024',
      submit: 'bank_order',
      at: 2,
      reference_client_code: 'ODA-2026-0412',
      lines: [{ product: 'filter', qty: 3 }],
    },
    {
      key: 'confirmed',
      client: 'C001024',
      submit: 'bank_order',
      at: 9,
      reference_client_code: 'ODA-2026-0388',
      lines: [{ product: 'silo', qty: 1 }],
      steps: [
        { do: 'record_transfer', at: 7, note: 'Bonifico ricevuto, CRO 0306909606' },
        { do: 'move', at: 7, move: 'accept_order' },
      ],
    },
    {
      key: 'shipped',
      client: 'C001187',
      submit: 'bank_order',
      at: 20,
      reference_client_code: 'AP-5521',
      lines: [
        { product: 'silo', qty: 1 },
        { product: 'filter', qty: 2 },
      ],
      steps: [
        { do: 'record_transfer', at: 18, note: 'Bonifico ricevuto' },
        { do: 'move', at: 18, move: 'accept_order' },
        {
          do: 'ship',
          at: 3,
          packages: [
            { carrier: 'gls', tracking_number: 'M4123456789012', items: [[1, 1]] },
            { carrier: 'ups', tracking_number: '1Z999AA10123456784', items: [[2, 2]] },
          ],
        },
      ],
    },
    {
      key: 'closed',
      client: 'C001024',
      submit: 'bank_order',
      at: 60,
      reference_client_code: 'ODA-2026-0197',
      lines: [{ product: 'filter', qty: 1 }],
      steps: [
        { do: 'record_transfer', at: 57, note: 'Bonifico ricevuto' },
        { do: 'move', at: 57, move: 'accept_order' },
        {
          do: 'ship',
          at: 40,
          packages: [{ carrier: 'gls', tracking_number: 'M4123456780099', items: [[1, 1]] }],
        },
        { do: 'move', at: 30, move: 'close' },
      ],
    },
    {
      key: 'refused-quotation',
      client: 'C001187',
      submit: 'quote_request',
      at: 30,
      quotation_reference: 'Silo verniciato magazzino 2',
      lines: [{ product: 'customSilo', qty: 1 }],
      steps: [
        {
          do: 'price',
          at: 28,
          prices: { '1': CUSTOM_SILO_PRICE['2'] },
          delivery_time: '10 settimane',
          valid_days: 30,
        },
        { do: 'refuse', at: 20, note: 'Abbiamo rimandato il progetto al prossimo anno.' },
      ],
    },
    {
      key: 'cancelled',
      client: 'C001024',
      submit: 'bank_order',
      at: 25,
      lines: [{ product: 'filter', qty: 1 }],
      steps: [{ do: 'move', at: 24, move: 'cancel_new', note: 'Il cliente ha annullato per telefono.' }],
    },
    {
      key: 'incomplete-request',
      client: 'C001024',
      submit: 'order_request',
      at: 1,
      reference_client_code: 'ODA-2026-0425',
      lines: [{ product: 'silo', qty: 1 }],
    },
    {
      key: 'paid-card',
      client: 'C001024',
      submit: 'wallet_order',
      at: 3,
      reference_client_code: 'ODA-2026-0420',
      lines: [{ product: 'filter', qty: 1 }],
      steps: [{ do: 'pay_card', at: 3 }],
    },
    {
      key: 'refund-due',
      client: 'C001024',
      submit: 'wallet_order',
      at: 6,
      lines: [{ product: 'filter', qty: 2 }],
      steps: [
        { do: 'pay_card', at: 6 },
        {
          do: 'move',
          at: 5,
          move: 'cancel_new',
          note: 'Doppio ordine: il cliente ha già ordinato per telefono.',
        },
      ],
    },
  ],
}
