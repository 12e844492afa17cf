import { Anchor, Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core'
import * as desk from '@shop/domain/desk/quotation-endpoints'
import { pathOf } from '@shop/domain/http/endpoint'
import type { CartDocument } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { deskMoney } from './desk-format.ts'

/** A document's staff address (the customer's route checks the owner). */
const documentUrl = (doc: CartDocument, orderId: number) =>
  pathOf(desk.deskViewDocument, { orderId, documentId: doc.id })

function Documents({ documents, orderId }: { documents: CartDocument[]; orderId: number }) {
  const { t } = useTranslation()
  if (documents.length === 0) return null
  return (
    <Group gap="xs">
      {documents.map((doc) => (
        <Anchor key={doc.id} href={documentUrl(doc, orderId)} target="_blank" rel="noopener" size="sm">
          {t('desk.lines.document', { name: doc.name })}
        </Anchor>
      ))}
    </Group>
  )
}

/**
 * The lines as the customer sent them (issue 24 item 2): product, configuration code decoded into its sections and
 * accessories with the chosen variations and custom texts, the customer's notes and codes, the datasheets and
 * drawings, and the unit prices the catalogue gave (-1: to be quoted).
 */
export function DeskLines({ order }: { order: Order }) {
  const { t } = useTranslation()
  const lang = useLang()
  const orderDocuments = order.documents.filter((d) => d.line_id === null)
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {t('desk.lines.title', { count: order.lines.length })}
      </Title>
      <DeskTableScroll minWidth={700} label={t('desk.lines.title', { count: order.lines.length })}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('desk.lines.product')}</Table.Th>
              <Table.Th>{t('desk.lines.configuration')}</Table.Th>
              <Table.Th ta="right">{t('desk.lines.qty')}</Table.Th>
              <Table.Th ta="right">{t('desk.lines.unit_price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => {
              const config = line.product_configuration
              const texts = config.custom_texts ?? {}
              return (
                <Table.Tr key={line.id} data-testid="desk-line">
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text fw={600}>{line.product.name}</Text>
                    <Text size="sm" ff="monospace">
                      {config.configuration_code}
                    </Text>
                    {line.client_product_ref && (
                      <Text size="sm">{t('desk.lines.client_code', { code: line.client_product_ref })}</Text>
                    )}
                    {line.notes && (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {t('desk.lines.notes')}: {line.notes}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Stack gap={4}>
                      <List size="sm" spacing={2} listStyleType="none" p={0}>
                        {config.accessories.map((acc) => (
                          <List.Item key={acc.id}>
                            <Badge size="xs" variant="outline" mr={6}>
                              {acc.letter ?? t('desk.lines.optional')}
                            </Badge>
                            <Text span size="sm" fw={500}>
                              {acc.section}
                            </Text>
                            <Text span size="sm">
                              {': '}
                              {acc.code} · {acc.description_short}
                              {acc.attributes_variations.map((v) => ` · ${v.variation_value}`).join('')}
                              {texts[String(acc.id)] ? ` · «${texts[String(acc.id)]}»` : ''}
                            </Text>
                            {acc.open_choice && (
                              <Badge size="xs" color="orange" variant="light" ml={6}>
                                {t('desk.lines.open_choice')}
                              </Badge>
                            )}
                          </List.Item>
                        ))}
                      </List>
                      <Documents documents={line.documents} orderId={order.id} />
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                    {line.qty}
                  </Table.Td>
                  <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                    {line.price === null || line.price < 0 ? (
                      <Badge color="orange" variant="light">
                        {t('desk.lines.to_quote')}
                      </Badge>
                    ) : (
                      <>
                        <Text size="sm">{deskMoney(line.discounted_price, lang)}</Text>
                        {line.discounted_price !== line.price && (
                          <Text size="xs" c="dimmed" td="line-through">
                            {deskMoney(line.price, lang)}
                          </Text>
                        )}
                      </>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </DeskTableScroll>
      {orderDocuments.length > 0 && (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            {t('desk.lines.order_documents')}
          </Text>
          <Documents documents={orderDocuments} orderId={order.id} />
        </Stack>
      )}
    </Card>
  )
}
