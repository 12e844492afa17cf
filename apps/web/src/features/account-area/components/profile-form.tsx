import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core'
import {
  PROFIL_SECTORS,
  type ProfileFormInput,
  profileFormOf,
  profileUpdateRequest,
  SECTOR_SEPARATOR,
  splitSectors,
  vatNumberProblem,
} from '@shop/domain/accounts/profile'
import type { PublicUser, UserAttrib } from '@shop/domain/accounts/schemas'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { track } from '../../../shared/lib/analytics.ts'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { countriesQuery } from '../../../shared/lib/lookups.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { AccountField } from '../../../shared/ui/account-fields.tsx'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx'
import { PasswordField } from '../../../shared/ui/password-field.tsx'
import { type ProfileUpdateBody, useUpdateProfile } from '../api.ts'

/** POST user/update's body: the form's values are `{ user }`, so a field error `user.<field>` lands on its field. */
type Values = { user: ProfileFormInput }
type Field = keyof ProfileFormInput

const FIELD_NAMES: Field[] = [
  'azienda',
  'piva',
  'nome',
  'cognome',
  'telefono',
  'email',
  'current_password',
  'password',
  'confirmPassword',
  'esaedro_zone_code',
  'usa_state_code',
  'preferred_lang',
  'privacy',
  'profil_about_us_select',
  'profil_about_us',
  'profil_sector',
  'profil_sector_other',
  'client_type',
  'profil_title',
  'optin_marketing',
]
const FIELDS = FIELD_NAMES.map((field): FieldPath<Values> => `user.${field}`)

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The profile form (spec 3 §3, §5), checked with POST user/update's own schema (react-hook-form and zodResolver),
 * then by the server, whose field errors land under their fields and anything else above the buttons. The current
 * password is asked only when the e-mail or the password changes; the VAT rule of the chosen country's area is said
 * before sending. Saving twice at once is ignored; a failure keeps everything typed.
 */
export function ProfileForm({ user, attrib }: { user: PublicUser; attrib: Partial<UserAttrib> }) {
  const { t } = useTranslation()
  const lang = useLang()
  const update = useUpdateProfile()
  const countries = useQuery(countriesQuery())
  const form = useForm<Values, unknown, ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateRequest),
    defaultValues: { user: profileFormOf(user, attrib) },
  })
  const { control, register, formState, setError } = form
  const [general, setGeneral] = useState<string | null>(null)
  const [email, password, sectors] = useWatch({
    control,
    name: ['user.email', 'user.password', 'user.profil_sector'],
  })
  const emailChanged = !same(email ?? '', user.email)
  // A user without a password has none to confirm (the checkout's sign-up and the shop's own leave it unset).
  const asksCurrentPassword = user.has_password && (Boolean(password) || emailChanged)
  const id = useId()
  const fieldError = (field: Field) => messageText(formState.errors.user?.[field]?.message, t)
  const text = (field: Field) => ({ ...register(`user.${field}`), error: fieldError(field) })
  const shared = { form, prefix: 'user.', fieldError } as const

  const submit = form.handleSubmit((body) => {
    if (update.isPending) return
    setGeneral(null)
    // The VAT rule of the country's area (spec 3 §5), said before sending; the server checks it the same way.
    const area = countries.data?.find(
      (c) => c.zone_code === body.user.esaedro_zone_code,
    )?.esaedro_ind_area_naz
    const vatProblem =
      area === undefined
        ? null
        : vatNumberProblem({ zone: body.user.esaedro_zone_code, area, piva: body.user.piva })
    if (vatProblem) return setError('user.piva', { message: vatProblem }, { shouldFocus: true })
    update.mutate(body, {
      onSuccess: (answer) => {
        track('profile_update')
        void notify({ message: answer.message })
        form.reset({ user: profileFormOf(answer.user, answer.attrib) })
      },
      onError: (error) => {
        if (!setServerErrors(setError, error, FIELDS)) setGeneral(errorText(error, t))
      },
    })
  })

  return (
    <form noValidate onSubmit={submit} data-testid="profile-form">
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby={`${id}-company`}>
          <Title order={2} size="h4" id={`${id}-company`}>
            {t('area.profile.company_section')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('signup.company')}
              autoComplete="organization"
              required
              {...text('azienda')}
            />
            <AccountField {...shared} field="country" vat={{ required: false }} />
            <AccountField {...shared} field="clientType" required={false} clearable />
            <TextInput
              label={t('area.profile.job_role')}
              autoComplete="organization-title"
              {...text('profil_title')}
            />
            <Controller
              control={control}
              name="user.profil_sector"
              render={({ field }) => (
                <MultiSelect
                  label={t('area.profile.sector')}
                  placeholder={splitSectors(field.value ?? '').length ? undefined : t('signup.choose')}
                  data={PROFIL_SECTORS.map((value) => ({
                    value,
                    label: t(`accounts.profile.sector.${value}`),
                  }))}
                  value={splitSectors(field.value ?? '')}
                  onChange={(values) => field.onChange(values.join(SECTOR_SEPARATOR))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  clearable
                  error={fieldError('profil_sector')}
                />
              )}
            />
            {splitSectors(sectors ?? '').includes('altro') && (
              <TextInput label={t('area.profile.sector_other')} required {...text('profil_sector_other')} />
            )}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={`${id}-person`}>
          <Title order={2} size="h4" id={`${id}-person`}>
            {t('area.profile.person_section')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={t('signup.first_name')} autoComplete="given-name" required {...text('nome')} />
            <TextInput
              label={t('signup.last_name')}
              autoComplete="family-name"
              required
              {...text('cognome')}
            />
            <AccountField {...shared} field="phone" />
            <AccountField
              {...shared}
              field="email"
              description={emailChanged ? t('area.profile.email_change', { current: user.email }) : undefined}
            />
            <AccountField {...shared} field="lang" />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={`${id}-password`}>
          <Title order={2} size="h4" id={`${id}-password`}>
            {t(user.has_password ? 'area.profile.password_section' : 'area.profile.choose_password')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Stack gap="xs">
              <PasswordField
                label={t('recovery.new_password')}
                description={user.has_password ? t('area.profile.password_keep') : undefined}
                autoComplete="new-password"
                {...text('password')}
              />
              <PasswordField
                label={t('recovery.confirm_password')}
                autoComplete="new-password"
                {...text('confirmPassword')}
              />
              {asksCurrentPassword && (
                <PasswordField
                  label={t('area.profile.current_password')}
                  description={t('area.profile.current_password_why')}
                  autoComplete="current-password"
                  required
                  {...text('current_password')}
                />
              )}
            </Stack>
            <PasswordChecklist
              id={`${id}-checklist`}
              password={password ?? ''}
              email={(email ?? '').trim()}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={`${id}-consents`}>
          <Title order={2} size="h4" id={`${id}-consents`}>
            {t('area.profile.consents_section')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <AccountField {...shared} field="aboutUs" />
          </SimpleGrid>
          <Controller
            control={control}
            name="user.privacy"
            render={({ field }) => (
              <Switch
                label={t('signup.privacy')}
                description={
                  <Anchor href={`/${lang}/privacy`} target="_blank" rel="noopener" size="sm">
                    {t('signup.privacy_link')}
                  </Anchor>
                }
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError('privacy')}
              />
            )}
          />
          <Controller
            control={control}
            name="user.optin_marketing"
            render={({ field }) => (
              <Switch
                label={t('signup.optin_marketing')}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Stack>

        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={areaPath(lang, 'dashboard')} variant="default">
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={update.isPending} data-testid="profile-save">
            {t('common.save')}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  )
}
