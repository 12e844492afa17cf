import { Alert, Button, Pagination, Stack, Text, TextInput, Title } from '@mantine/core'
import type { DeskRefundRow } from '@shop/domain/desk/order-schemas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { deskMoney } from '../quotations/desk-format.ts'
import { recordRefund, refundsQueryOptions } from './api.ts'
import { RefundsTable } from './refunds-table.tsx'

const PER_PAGE = 50

/**
 * /{lang}/desk/refunds (issue 24 item 5): money to give back, oldest first, 50 a page from the server. Staff refund at
 * the provider (or by transfer), then record it here with a note; the row leaves the list.
 */
export default function RefundsPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('desk.refunds.title') })
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useQuery(refundsQueryOptions(page, PER_PAGE))
  const client = useQueryClient()
  const [asking, setAsking] = useState<DeskRefundRow | null>(null)
  const [note, setNote] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const onRefund = useCallback((row: DeskRefundRow) => {
    setNote('')
    setAsking(row)
  }, [])

  const record = async (row: DeskRefundRow) => {
    setAsking(null)
    setFailure(null)
    try {
      await recordRefund(row.id, note.trim())
      void notify({ message: t('desk.refunds.done', { ref: row.order_ref }), tone: 'success' })
    } catch (error) {
      setFailure(errorText(error, t))
    }
    await client.invalidateQueries({ queryKey: ['desk'] })
  }

  const total = list.data?.total ?? 0
  const pages = Math.ceil(total / PER_PAGE)
  return (
    <Stack gap="md">
      <Title order={2}>{t('desk.refunds.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('desk.refunds.intro')}
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorText(list.error, t)}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => list.refetch()}>
            {t('desk.refunds.retry')}
          </Button>
        </Alert>
      ) : list.data && total === 0 ? (
        <Text>{t('desk.refunds.none')}</Text>
      ) : (
        <RefundsTable rows={list.data?.refunds ?? []} loading={list.isPending} onRefund={onRefund} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setParams({ page: String(next) })}
          getControlProps={(control) => ({ 'aria-label': t(`desk.refunds.page_${control}`) })}
        />
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={t('desk.refunds.confirm', {
          amount: deskMoney(asking ? (asking.received_amount ?? asking.amount) : null, lang),
          ref: asking?.order_ref ?? '',
        })}
        yesLabel={t('desk.refunds.record')}
        noLabel={t('common.cancel')}
        onYes={() => asking && void record(asking)}
        onNo={() => setAsking(null)}
      >
        <TextInput
          label={t('desk.refunds.note')}
          description={t('desk.refunds.note_help')}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </ConfirmDialog>
    </Stack>
  )
}
