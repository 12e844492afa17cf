import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { DeskDetailResponse } from '@shop/domain/desk/detail-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { deskKeys, saveQuotation, sendQuotation, storeDetail } from './api.ts'
import { Facts } from './desk-detail-page.tsx'
import { deskDay, deskMoney } from './desk-format.ts'
import { MoneyInput, PercentInput } from './desk-inputs.tsx'
import { draftOf, draftTotals, draftUnitPrices, type PricingDraft } from './pricing-draft.ts'

/**
 * The desk's pricing of a quotation waiting for prices (issue 24 item 2): a price for each line to be quoted, the
 * desk's own discounts, the order discount, shipping and costs, delivery time and validity; the totals recomputed on
 * every keystroke by the domain's computeOrderTotals, the server's and the cart's function. Saving sends the version
 * the page read: a change by someone else meanwhile is a 409 with its message, and the page offers to reload.
 */
export function PricingEditor({ data }: { data: DeskDetailResponse }) {
  const { t } = useTranslation()
  const lang = useLang()
  const client = useQueryClient()
  const id = data.order.id
  const [draft, setDraft] = useState<PricingDraft>(() => draftOf(data))
  const [confirming, setConfirming] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)
  const totals = useMemo(() => draftTotals(data, draft), [data, draft])
  const names = new Map(data.order.lines.map((l) => [l.id, l.product.name]))

  const setLine = (lineId: number, change: Partial<PricingDraft['lines'][number]>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.id === lineId ? { ...l, ...change } : l)) }))

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(errorText(error, t))
    else void notify({ message: errorText(error, t), tone: 'error' })
  }
  const save = useMutation({
    mutationFn: () => saveQuotation(id, { ...draft, version: data.desk.version }),
    onSuccess: (answer) => {
      storeDetail(client, id, answer)
      void notify({ message: t('desk.pricing.saved') })
    },
    onError,
  })
  const send = useMutation({
    // The draft is saved first, so what is sent is what the page shows.
    mutationFn: async () => {
      const saved = await saveQuotation(id, { ...draft, version: data.desk.version })
      return sendQuotation(id, saved.desk.version)
    },
    onSuccess: (answer) => {
      storeDetail(client, id, answer)
      void notify({ message: t('desk.pricing.sent', { ref: data.order.order_ref }) })
    },
    onError: (error) => {
      // The save may have gone through: the page shows what the server has now.
      void client.invalidateQueries({ queryKey: deskKeys.detail(id) })
      onError(error)
    },
  })
  const busy = save.isPending || send.isPending
  const unpriced = totals?.tobe_quoted ?? true

  return (
    <Card withBorder component="section" aria-labelledby="pricing-title">
      <Title order={3} size="h4" mb="sm" id="pricing-title">
        {t('desk.pricing.title')}
      </Title>
      {conflict && (
        <Alert color="red" title={t('desk.pricing.conflict_title')} mb="md" role="alert">
          <Text size="sm">{conflict}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="outline"
            color="red"
            onClick={() => {
              setConflict(null)
              void client.invalidateQueries({ queryKey: deskKeys.detail(id) }).then(() => {
                const fresh = client.getQueryData<DeskDetailResponse>(deskKeys.detail(id))
                if (fresh) setDraft(draftOf(fresh))
              })
            }}
          >
            {t('desk.pricing.reload')}
          </Button>
        </Alert>
      )}
      <DeskTableScroll minWidth={760} label={t('desk.pricing.title')}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('desk.lines.product')}</Table.Th>
              <Table.Th>{t('desk.pricing.list_price')}</Table.Th>
              <Table.Th>{t('desk.pricing.custom_discount')}</Table.Th>
              <Table.Th ta="right">{t('desk.pricing.unit_net')}</Table.Th>
              <Table.Th ta="right">{t('desk.pricing.line_total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.desk.lines.map((line) => {
              const d = draft.lines.find((l) => l.id === line.id)
              if (!d) return null
              const unit = draftUnitPrices(line, d)
              const name = names.get(line.id) ?? `#${line.id}`
              return (
                <Table.Tr key={line.id} data-testid="pricing-line">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.qty} × {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {line.to_quote ? (
                      <MoneyInput
                        label={t('desk.pricing.unit_price_for', { name })}
                        value={d.price}
                        onChange={(price) => setLine(line.id, { price })}
                      />
                    ) : (
                      <Text size="sm">{deskMoney(line.price, lang)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" align="flex-end">
                      <Checkbox
                        label={t('desk.pricing.use_custom')}
                        checked={d.use_custom_discount}
                        onChange={(e) => setLine(line.id, { use_custom_discount: e.currentTarget.checked })}
                      />
                      {d.use_custom_discount && (
                        <>
                          <PercentInput
                            label={t('desk.pricing.discount_perc')}
                            value={d.custom_discount}
                            onChange={(custom_discount) => setLine(line.id, { custom_discount })}
                            w={90}
                          />
                          <PercentInput
                            label={t('desk.pricing.discount_extra')}
                            value={d.custom_discount_extra}
                            onChange={(custom_discount_extra) => setLine(line.id, { custom_discount_extra })}
                            w={90}
                          />
                        </>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {unit.discounted_price < 0
                      ? t('desk.lines.to_quote')
                      : deskMoney(unit.discounted_price, lang)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {unit.discounted_price < 0 ? '—' : deskMoney(unit.discounted_price * line.qty, lang)}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </DeskTableScroll>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="md" spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="order-discount-type">
            {t('desk.pricing.order_discount')}
          </Text>
          <SegmentedControl
            aria-labelledby="order-discount-type"
            value={draft.order_discount_type ?? 'percent'}
            onChange={(value) =>
              setDraft((d) => ({
                ...d,
                order_discount_type: value as 'percent' | 'amount',
                order_discount: null,
              }))
            }
            data={[
              { value: 'percent', label: t('desk.pricing.percent') },
              { value: 'amount', label: t('desk.pricing.amount') },
            ]}
          />
          {(draft.order_discount_type ?? 'percent') === 'percent' ? (
            <PercentInput
              label={t('desk.pricing.order_discount_perc')}
              value={draft.order_discount ?? null}
              onChange={(order_discount) =>
                setDraft((d) => ({ ...d, order_discount, order_discount_type: 'percent' }))
              }
            />
          ) : (
            <MoneyInput
              label={t('desk.pricing.order_discount_amount')}
              value={draft.order_discount}
              onChange={(cents) =>
                setDraft((d) => ({ ...d, order_discount: cents ?? null, order_discount_type: 'amount' }))
              }
            />
          )}
        </Stack>
        <MoneyInput
          label={t('desk.pricing.shipping')}
          value={draft.shipping_price}
          placeholder={t('desk.pricing.shipping_by_port')}
          onChange={(cents) => setDraft((d) => ({ ...d, shipping_price: cents ?? null }))}
        />
        <MoneyInput
          label={t('desk.pricing.additional_price')}
          value={draft.additional_price}
          onChange={(cents) => setDraft((d) => ({ ...d, additional_price: cents ?? 0 }))}
        />
        <MoneyInput
          label={t('desk.pricing.additional_shipping')}
          value={draft.additional_shipping_cost}
          onChange={(cents) => setDraft((d) => ({ ...d, additional_shipping_cost: cents ?? 0 }))}
        />
        <TextInput
          label={t('desk.pricing.delivery_time')}
          value={draft.delivery_time ?? ''}
          onChange={(e) => {
            const delivery_time = e.currentTarget.value
            setDraft((d) => ({ ...d, delivery_time }))
          }}
        />
        <TextInput
          type="date"
          label={t('desk.pricing.valid_until')}
          value={draft.valid_until}
          onChange={(e) => {
            const valid_until = e.currentTarget.value
            setDraft((d) => ({ ...d, valid_until }))
          }}
        />
      </SimpleGrid>
      <Card withBorder mt="md" bg="gray.0" data-testid="pricing-totals" aria-live="polite">
        {totals ? (
          <Facts
            facts={[
              [t('desk.pricing.goods'), deskMoney(totals.total_discounted_price, lang)],
              [t('desk.pricing.weborder'), `−${deskMoney(totals.discount_weborder_value, lang)}`],
              [t('desk.pricing.promo'), `−${deskMoney(totals.discount_promo_code_value, lang)}`],
              [
                t('desk.pricing.order_discount'),
                `−${deskMoney(totals.desk?.order_discount_value ?? 0, lang)}`,
              ],
              [t('desk.pricing.shipping'), deskMoney(totals.shipping_price, lang)],
              [
                t('desk.pricing.costs'),
                deskMoney(
                  (totals.desk?.additional_price ?? 0) + (totals.desk?.additional_shipping_cost ?? 0),
                  lang,
                ),
              ],
              [t('desk.pricing.net'), deskMoney(totals.order_final_price, lang)],
              [t('desk.pricing.iva_perc', { perc: totals.iva_perc }), deskMoney(totals.iva_total, lang)],
              [t('desk.pricing.total'), deskMoney(totals.order_final_price_iva, lang)],
            ]}
          />
        ) : (
          <Text size="sm" c="red.8">
            {t('desk.pricing.invalid')}
          </Text>
        )}
        {unpriced && totals && (
          <Text size="sm" c="red.9" mt="xs">
            {t('desk.pricing.still_to_quote')}
          </Text>
        )}
      </Card>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => save.mutate()} loading={save.isPending} disabled={busy}>
          {t('desk.pricing.save')}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={busy || unpriced} loading={send.isPending}>
          {t('desk.pricing.send')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('desk.pricing.send_confirm', { ref: data.order.order_ref })}
        yesLabel={t('desk.pricing.send')}
        noLabel={t('common.cancel')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false)
          send.mutate()
        }}
      >
        {t('desk.pricing.send_confirm_body', {
          total: deskMoney(totals?.order_final_price_iva ?? null, lang),
          until: deskDay(draft.valid_until, lang),
          email: data.desk.customer?.email ?? '—',
        })}
      </ConfirmDialog>
    </Card>
  )
}
