import { Alert, Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { type ReactNode, useEffect, useState } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { requestProductImage, useWizardSubmit, type WizardConfiguration } from '../api.ts'

/** About this long after the save modal opens, the server composes the configuration's picture (spec 1 §7). */
export const PRODUCT_IMAGE_DELAY_MS = 700

/** What the wizard gives the sign-up form it shows (the accounts feature's form, composed by the route). */
export type WizardSignupSlot = {
  configurationCode: string
  /** Sends the form's fields with the configuration (POST wizard/submit). */
  send: (fields: Record<string, unknown>) => Promise<unknown>
  onSuccess: () => void
  privacyText: string
  submitLabel: string
  /** The address already has an account: sign in, and the configuration is saved to it. */
  onLogin: () => void
}

type Props = {
  opened: boolean
  /** Opened straight on the thank-you step (the pending configuration was saved by a sign-in). */
  sent: boolean
  configuration: WizardConfiguration | null
  user: PublicUser | null | undefined
  privacyText: string
  large: boolean
  onClose: () => void
  onSent: () => void
  onDone: () => void
  onLogin: () => void
  renderSignupForm: (slot: WizardSignupSlot) => ReactNode
}

/** 'Salva la tua configurazione' (spec 1 §2.6): the sign-up fields, then 'Configurazione inviata!' with OK. */
export function SaveModal(props: Props) {
  const { t } = useTranslation()
  const { opened, sent, configuration, large } = props
  const code = configuration?.configuration_code ?? ''
  const [image, setImage] = useState<string | null>(null)

  useEffect(() => {
    if (!opened || !code) return
    setImage(null)
    const timer = window.setTimeout(() => {
      requestProductImage(code)
        .then(setImage)
        .catch(() => {
          // The picture is a nicety for the summary; the save goes on without it.
        })
    }, PRODUCT_IMAGE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [opened, code])

  return (
    <Modal
      opened={opened}
      onClose={sent ? props.onDone : props.onClose}
      title={sent ? t('wizard.sent.title') : t('wizard.save.title')}
      size={large ? 'xl' : 'lg'}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {sent ? (
        // 'Configurazione inviata!' is the modal's title: said once, not again as a heading (issue 13, item 6).
        <Stack role="status">
          <Text>{t('wizard.sent.text')}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('wizard.save.code')}
            </Text>
            <Badge variant="light" size="lg">
              {code}
            </Badge>
          </Group>
          <Button onClick={props.onDone} size={large ? 'lg' : 'md'} w={{ base: '100%', xs: 'auto' }}>
            {t('common.ok')}
          </Button>
        </Stack>
      ) : (
        configuration && (
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="center">
              {image && (
                <Image
                  src={image}
                  alt=""
                  w={72}
                  h={96}
                  fit="contain"
                  bg="white"
                  data-testid="wizard-save-image"
                />
              )}
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('wizard.save.code')}
                </Text>
                <Badge variant="light" size="lg" data-testid="wizard-save-code">
                  {code}
                </Badge>
              </Stack>
            </Group>
            {props.user ? (
              <SignedInSave {...props} configuration={configuration} />
            ) : (
              <VisitorSave {...props} configuration={configuration} />
            )}
          </Stack>
        )
      )}
    </Modal>
  )
}

function VisitorSave(props: Props & { configuration: WizardConfiguration }) {
  const { t } = useTranslation()
  const submit = useWizardSubmit()
  const { configuration } = props
  return (
    <>
      <Text>{t('wizard.save.intro')}</Text>
      {props.renderSignupForm({
        configurationCode: configuration.configuration_code,
        send: (fields) => submit.mutateAsync({ ...fields, ...configuration }),
        onSuccess: props.onSent,
        privacyText: props.privacyText,
        submitLabel: t('wizard.save.submit'),
        onLogin: props.onLogin,
      })}
    </>
  )
}

function SignedInSave(
  props: Props & { configuration: WizardConfiguration; user: PublicUser | null | undefined },
) {
  const { t } = useTranslation()
  const submit = useWizardSubmit()
  const send = () => {
    if (submit.isPending) return
    submit.mutate(props.configuration, { onSuccess: props.onSent })
  }
  return (
    <>
      <Text>{t('wizard.save.signed_in', { email: props.user?.email ?? '' })}</Text>
      {submit.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(submit.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={send} loading={submit.isPending} size={props.large ? 'lg' : 'md'}>
          {t('wizard.save.submit')}
        </Button>
      </Group>
    </>
  )
}
