import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import {
  CONTACT_MESSAGE_MAX,
  type ContactRequest,
  type ContactRequestInput,
  contactRequest,
} from '@shop/domain/identity/contact'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { useSendContactMessage } from '../api.ts'

type FieldName = keyof ContactRequestInput

/** A signed-in customer's name, company, address and phone, so they only write the message. */
function useStartingValues(): ContactRequestInput {
  const { data } = useQuery(sessionQuery())
  const user = data?.user
  return {
    name: user ? `${user.nome} ${user.cognome}`.trim() : '',
    company: user?.client?.ragione || user?.azienda || '',
    email: user?.email ?? '',
    phone: data?.attrib.telefono ?? '',
    message: '',
    privacy: false,
  }
}

/**
 * The contact form (issue 13 item 1): checked with the schema the server uses, then the server's own field errors.
 * Once sent it says so and starts over empty (a signed-in customer's own details filled in again).
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const send = useSendContactMessage()
  const sending = useRef(false)
  const [sent, setSent] = useState<string | null>(null)
  const [general, setGeneral] = useState<string | null>(null)
  const starting = useStartingValues()
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequest),
    defaultValues: starting,
  })
  const { register, reset, formState } = form

  // The user's details arrive after the first render, or change on sign-in: fill them in until the visitor types.
  const userKey = `${starting.email}|${starting.name}`
  const isDirty = formState.isDirty
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on who is signed in, not on every new object
  useEffect(() => {
    if (!isDirty) reset(starting)
  }, [userKey])

  const fieldError = (name: FieldName) => messageText(formState.errors[name]?.message, t)

  const submit = form.handleSubmit(async (values) => {
    if (sending.current) return
    sending.current = true
    setGeneral(null)
    setSent(null)
    try {
      const answer = await send.mutateAsync(values)
      reset(starting)
      setSent(answer.message)
    } catch (error) {
      let shownOnField = false
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field in starting && messages[0]) {
            form.setError(field as FieldName, { message: messages[0] }, { shouldFocus: !shownOnField })
            shownOnField = true
          }
        }
      }
      if (!shownOnField) setGeneral(errorText(error, t))
    } finally {
      sending.current = false
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} data-testid="contact-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('contact.required_note')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            required
            {...register('name')}
            error={fieldError('name')}
          />
          <TextInput
            label={t('contact.company')}
            autoComplete="organization"
            {...register('company')}
            error={fieldError('company')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={fieldError('email')}
          />
          <TextInput
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
            error={fieldError('phone')}
          />
        </SimpleGrid>
        <Textarea
          label={t('contact.message')}
          description={t('contact.message_hint', { max: CONTACT_MESSAGE_MAX })}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={CONTACT_MESSAGE_MAX}
          {...register('message')}
          error={fieldError('message')}
        />
        <Checkbox
          label={t('contact.privacy')}
          required
          {...register('privacy')}
          error={fieldError('privacy')}
          description={
            <Anchor href={`/${lang}/privacy`} target="_blank" rel="noopener" size="sm">
              {t('contact.privacy_link')}
            </Anchor>
          }
        />
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <div>
          {/*
           * Always in the page, so a screen reader announces the confirmation when it appears; beside the button, so
           * the sender sees it where they are, at phone width too.
           */}
          <div role="status">
            {sent && (
              <Alert color="green" variant="light" mb="md" data-testid="contact-sent">
                {sent}
              </Alert>
            )}
          </div>
          <Button type="submit" loading={formState.isSubmitting || send.isPending}>
            {t('contact.send')}
          </Button>
        </div>
      </Stack>
    </form>
  )
}
