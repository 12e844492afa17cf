import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import {
  cartSignupRequest,
  normaliseVat,
  signupRequest,
  USA_ZONE,
  wizardSignupRequest,
} from '@shop/domain/accounts/schemas'
import { useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { AccountField } from '../../../shared/ui/account-fields.tsx'
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx'
import { PasswordField } from '../../../shared/ui/password-field.tsx'
import { useSignup } from '../api.ts'

/** The checkout's own fields (spec 2 §3 'Signup form (used inside checkout)'): where the company is, and a password. */
type CheckoutFields = Pick<
  z.input<typeof cartSignupRequest>,
  'indirizzo' | 'localita' | 'cap' | 'provincia' | 'password'
>
type SignupInput = z.input<typeof wizardSignupRequest> & Partial<CheckoutFields>
type SignupOutput = z.output<typeof wizardSignupRequest>
type FieldName = keyof SignupInput

type Props = {
  onRecoverPassword: () => void
  onSuccess: () => void
} & (
  | {
      /**
       * 'checkout': the cart-level variant (spec 1 §3.2, spec 2 §3 and §5): the company's address and a password too,
       * company and VAT number required for everyone; the account is signed in with its password at once.
       */
      variant?: 'shop' | 'checkout'
      onBackToLogin: () => void
    }
  | {
      /**
       * Inside the wizard (spec 1 §2.6, §3.2): company optional, no way back to login, the privacy text inline on
       * click, and the wizard sends the form with its configuration (POST wizard/submit).
       */
      variant: 'wizard'
      configurationCode: string
      send: (values: SignupOutput) => Promise<unknown>
      privacyText: string
      submitLabel: string
      /** Offered beside the reset button when the address already has an account. */
      onLogin: () => void
    }
)

/**
 * The form's values without the fields it hides (spec 1 §3.2): the VAT number and company role belong to returning
 * customers, the client type to new ones, the US state to a US company, the free text to 'altro'. A hidden field
 * keeps its value on screen, so switching back shows it again, but it is dropped from what is checked and sent.
 */
function visibleSignupValues(values: SignupInput, isCheckout: boolean): SignupInput {
  const isNewClient = values.new_client !== false
  const zone = values.esaedro_zone_code ?? ''
  const { indirizzo, localita, cap, provincia, password, ...shared } = values
  return {
    ...shared,
    // The checkout's fields go only with the checkout's form: a password is what tells the server which form it is.
    ...(isCheckout ? { indirizzo, localita, cap, provincia, password } : {}),
    // A US company's VAT number is the placeholder whatever was typed (normaliseVat); others have none when new,
    // except in the checkout, which asks every company for it.
    piva: normaliseVat(zone, isNewClient && !isCheckout ? '' : (values.piva ?? '')),
    company_role: isNewClient ? '' : values.company_role,
    client_type: isNewClient ? values.client_type : undefined,
    usa_state_code: zone === USA_ZONE ? values.usa_state_code : '',
    profil_about_us: values.profil_about_us_select === 'altro' ? values.profil_about_us : '',
  }
}

/** Sign-up step 1 (spec 1 §2.2, §3.2): validated with the schema the server uses, then the server's own field errors. */
export default function SignupForm(props: Props) {
  const { onRecoverPassword, onSuccess } = props
  const wizard = props.variant === 'wizard' ? props : null
  const isCheckout = props.variant === 'checkout'
  const { t } = useTranslation()
  const lang = useLang()
  const signup = useSignup()
  const sending = useRef(false)
  const [general, setGeneral] = useState<string | null>(null)
  const [alreadyExists, setAlreadyExists] = useState(false)
  const [privacyShown, setPrivacyShown] = useState(false)
  const privacyId = useId()

  const defaultValues: SignupInput = {
    new_client: true,
    first_name: '',
    last_name: '',
    company: '',
    company_role: '',
    esaedro_zone_code: '',
    usa_state_code: '',
    piva: '',
    email: '',
    telefono: '',
    profil_about_us_select: undefined,
    profil_about_us: '',
    client_type: undefined,
    privacy: false,
    optin_marketing: false,
    preferred_lang: lang,
    configuration_code: wizard?.configurationCode ?? '',
    ...(isCheckout ? { indirizzo: '', localita: '', cap: '', provincia: '', password: '' } : {}),
  }
  // The shop's schema has no configuration_code; the wizard's makes the company optional; the checkout's adds the
  // address and the password.
  const schema = wizard ? wizardSignupRequest : isCheckout ? cartSignupRequest : signupRequest
  const resolve = zodResolver(schema as typeof wizardSignupRequest)
  const form = useForm<SignupInput, unknown, SignupOutput>({
    // What the visitor cannot see is neither validated nor sent: a VAT number typed as a returning customer and
    // left behind on switching to a new one would otherwise block Register with an error nobody can see.
    resolver: (values, context, options) =>
      resolve(visibleSignupValues(values, isCheckout), context, options),
    defaultValues,
  })
  const { control, register, watch, formState } = form
  const isNewClient = watch('new_client') !== false
  const password = watch('password') ?? ''
  const email = watch('email') ?? ''

  const fieldError = (name: FieldName) => messageText(formState.errors[name]?.message, t)
  const shared = { form, prefix: '', fieldError } as const

  const submit = form.handleSubmit(async (values) => {
    // Submitting is blocked while a submit is running (spec 1 §4.2): a second click sends nothing.
    if (sending.current) return
    sending.current = true
    setGeneral(null)
    setAlreadyExists(false)
    try {
      if (wizard) await wizard.send(values)
      else await signup.mutateAsync(values)
      onSuccess()
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setGeneral(t('common.something_went_wrong'))
        return
      }
      if (error.errorCode === 'already_exist') setAlreadyExists(true)
      let shownOnField = false
      for (const [field, messages] of Object.entries(error.errors)) {
        // The wizard's code is no field of the form: its error shows as the general one.
        if (field in defaultValues && field !== 'configuration_code' && messages[0]) {
          form.setError(field as FieldName, { message: messages[0] }, { shouldFocus: !shownOnField })
          shownOnField = true
        }
      }
      if (!shownOnField || error.errorCode === 'already_exist') setGeneral(errorText(error, t))
    } finally {
      sending.current = false
    }
  })

  const isSending = formState.isSubmitting || signup.isPending

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('signup.required_note')}
        </Text>
        <Controller
          control={control}
          name="new_client"
          render={({ field }) => (
            <Radio.Group
              label={t('signup.customer_kind')}
              value={field.value === false ? 'returning' : 'new'}
              onChange={(v) => field.onChange(v !== 'returning')}
            >
              <Group mt={6} gap="lg">
                <Radio value="new" label={t('signup.new_client')} />
                <Radio value="returning" label={t('signup.returning_client')} />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('signup.first_name')}
            autoComplete="given-name"
            required
            {...register('first_name')}
            error={fieldError('first_name')}
          />
          <TextInput
            label={t('signup.last_name')}
            autoComplete="family-name"
            required
            {...register('last_name')}
            error={fieldError('last_name')}
          />
          <TextInput
            label={t('signup.company')}
            autoComplete="organization"
            required={!wizard}
            {...register('company')}
            error={fieldError('company')}
          />
          {!isNewClient && (
            <TextInput
              label={t('signup.company_role')}
              autoComplete="organization-title"
              {...register('company_role')}
              error={fieldError('company_role')}
            />
          )}
          <AccountField
            {...shared}
            field="country"
            // The VAT number belongs to returning customers, and to every company in the checkout.
            vat={!isNewClient || isCheckout ? { required: true } : null}
            showsLoadError
          />
          {isCheckout && (
            <>
              <TextInput
                label={t('checkout.address.street')}
                autoComplete="street-address"
                required
                {...register('indirizzo')}
                error={fieldError('indirizzo')}
              />
              <TextInput
                label={t('checkout.address.locality')}
                autoComplete="address-level2"
                required
                {...register('localita')}
                error={fieldError('localita')}
              />
              <TextInput
                label={t('checkout.address.cap')}
                autoComplete="postal-code"
                required
                {...register('cap')}
                error={fieldError('cap')}
              />
              <TextInput
                label={t('checkout.address.prov')}
                maxLength={2}
                {...register('provincia')}
                error={fieldError('provincia')}
              />
            </>
          )}
          <AccountField {...shared} field="email" />
          <AccountField {...shared} field="phone" />
          {isNewClient && (
            <AccountField {...shared} field="clientType" required={!isCheckout} clearable={false} />
          )}
          <AccountField {...shared} field="lang" />
          <AccountField {...shared} field="aboutUs" />
        </SimpleGrid>
        {isCheckout && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PasswordField
              label={t('login.password')}
              autoComplete="new-password"
              required
              {...register('password')}
              error={fieldError('password')}
            />
            <PasswordChecklist
              id="signup-password-rules"
              password={password}
              email={email.trim()}
              submitted={formState.isSubmitted}
            />
          </SimpleGrid>
        )}
        <Checkbox
          label={t('signup.privacy')}
          required
          {...register('privacy')}
          error={fieldError('privacy')}
          description={
            wizard ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                aria-expanded={privacyShown}
                aria-controls={privacyId}
                onClick={() => setPrivacyShown((shown) => !shown)}
              >
                {t(privacyShown ? 'wizard.privacy.hide' : 'wizard.privacy.show')}
              </Anchor>
            ) : (
              <Anchor href={`/${lang}/privacy`} target="_blank" rel="noopener" size="sm">
                {t('signup.privacy_link')}
              </Anchor>
            )
          }
        />
        {wizard && (
          <Collapse expanded={privacyShown} id={privacyId}>
            <Text size="sm" p="sm" bg="gray.0" style={{ borderRadius: 4 }}>
              {wizard.privacyText}
            </Text>
          </Collapse>
        )}
        <Checkbox label={t('signup.optin_marketing')} {...register('optin_marketing')} />
        {general && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{general}</Text>
              {alreadyExists && (
                <Group gap="xs">
                  {wizard && (
                    <Button size="xs" color="red" onClick={wizard.onLogin}>
                      {t('wizard.save.login')}
                    </Button>
                  )}
                  <Button size="xs" variant="outline" color="red" onClick={onRecoverPassword}>
                    {t('signup.reset_password')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify={wizard ? 'flex-end' : 'space-between'}>
          {props.variant !== 'wizard' && (
            <Button variant="default" onClick={props.onBackToLogin}>
              {t('signup.back_to_login')}
            </Button>
          )}
          <Button type="submit" loading={isSending}>
            {wizard ? wizard.submitLabel : t('signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
