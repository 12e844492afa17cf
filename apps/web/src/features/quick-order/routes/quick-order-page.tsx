import { Alert, Button, Code, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { MAX_QUICK_ORDER_CHARS, MAX_QUICK_ORDER_LINES } from '@shop/domain/orders/quick-order'
import { useId, useRef, useState } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { emit } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { LineOutcomes } from '../../../shared/ui/line-outcomes.tsx'
import { useAddQuickOrder, usePreviewQuickOrder } from '../api.ts'
import { decodeCsv } from '../lib/read-csv.ts'

/** An upload larger than this cannot hold MAX_QUICK_ORDER_CHARS characters of text. */
const MAX_FILE_BYTES = 4 * MAX_QUICK_ORDER_CHARS

const EXAMPLE = [
  'SZ30-60RFGM-PULM;2;Commessa 118',
  'FI-MAN;1',
  'OP-LR;1;Linea 2;OP-LR=Modbus RTU',
  'SZ30-60RFGM-PULMRL;1;;OP-RL=RAL 3020',
].join('\n')

/**
 * /{lang}/user/quick-order (issue 26 item 5): the buyer pastes lines 'code; quantity; own reference; choices' (or
 * uploads the CSV their ERP exports), checks them — every line decoded and priced, each error in words — and adds the
 * valid ones to the cart in one step. The check's key goes with the add, so a double click adds once; a change to the
 * text asks for a new check first.
 */
export default function QuickOrderPage() {
  const { t } = useTranslation()
  const preview = usePreviewQuickOrder()
  const add = useAddQuickOrder()
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const checkedKey = useRef<string | null>(null)
  const formatId = useId()

  const edit = (value: string) => {
    setText(value)
    setFieldError(null)
    // What was checked is no longer what is written.
    preview.reset()
    add.reset()
  }

  const upload = async (file: File | null) => {
    if (!file) return
    if (file.size > MAX_FILE_BYTES) return setFieldError(t('orders.quick.file_too_large'))
    edit(decodeCsv(new Uint8Array(await file.arrayBuffer())))
  }

  const check = () => {
    if (text.trim() === '') return setFieldError(t('orders.quick.empty'))
    if (text.length > MAX_QUICK_ORDER_CHARS) return setFieldError(t('orders.quick.too_long'))
    add.reset()
    preview.mutate(text, { onSuccess: () => (checkedKey.current = crypto.randomUUID()) })
  }

  const checked = preview.data
  const refused = checked ? checked.lines.length - checked.valid : 0

  return (
    <AreaPage title={t('area.menu.quick_order')} testId="quick-order-page">
      <Text>{t('orders.quick.intro', { max: MAX_QUICK_ORDER_LINES })}</Text>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Textarea
            label={t('orders.quick.text_label')}
            description={t('orders.quick.text_hint')}
            aria-describedby={formatId}
            placeholder={EXAMPLE}
            autosize
            minRows={6}
            maxRows={16}
            value={text}
            onChange={(e) => edit(e.currentTarget.value)}
            error={fieldError}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="quick-order-text"
          />
          <Stack gap={4} id={formatId}>
            <Text fz="sm" c="dimmed">
              {t('orders.quick.format')}
            </Text>
            <Code block fz="xs">
              {EXAMPLE}
            </Code>
          </Stack>
          <Group gap="sm">
            <BusyButton busy={preview.isPending} onClick={check} data-testid="quick-order-check">
              {t('orders.quick.check')}
            </BusyButton>
            <FileButton onChange={(file) => void upload(file)} accept=".csv,.txt,text/csv,text/plain">
              {(props) => (
                <Button variant="default" {...props} data-testid="quick-order-upload">
                  {t('orders.quick.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Paper>

      {preview.isPending && (
        <Text role="status" c="dimmed">
          {t('orders.quick.checking')}
        </Text>
      )}
      {preview.isError && (
        <Alert color="red" role="alert" title={t('common.error_title')} data-testid="quick-order-error">
          {errorText(preview.error, t)}
        </Alert>
      )}
      {checked && (
        <Stack gap="sm">
          <Alert
            color={refused > 0 ? 'yellow' : 'green'}
            role="status"
            title={t('orders.quick.summary', { count: checked.valid, total: checked.lines.length })}
            data-testid="quick-order-summary"
          >
            {refused > 0
              ? t('orders.quick.summary_refused', { count: refused })
              : t('orders.quick.all_valid')}
          </Alert>
          <LineOutcomes lines={checked.lines} okLabel={t('orders.quick.valid')} testId="quick-order-lines" />
          {add.data ? (
            <Alert
              color="green"
              role="status"
              title={t('orders.quick.added', { count: checked.valid })}
              data-testid="quick-order-added"
            >
              <Button variant="light" onClick={() => emit('customer:open', { section: 'cart' })}>
                {t('orders.by_code.open_cart')}
              </Button>
            </Alert>
          ) : (
            checked.valid > 0 && (
              <BusyButton
                busy={add.isPending}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => add.mutate({ text, key: checkedKey.current ?? crypto.randomUUID() })}
                data-testid="quick-order-add"
              >
                {t('orders.quick.add', { count: checked.valid })}
              </BusyButton>
            )
          )}
          {add.isError && (
            <Alert color="red" role="alert" title={t('common.error_title')}>
              {errorText(add.error, t)}
            </Alert>
          )}
        </Stack>
      )}
    </AreaPage>
  )
}
