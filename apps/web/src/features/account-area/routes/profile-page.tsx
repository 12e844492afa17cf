import { Alert, List, Stack, Text } from '@mantine/core'
import type { ProfileGap } from '@shop/domain/accounts/area-access'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { VerifyEmailPrompt } from '../components/account-prompts.tsx'
import { ProfileForm } from '../components/profile-form.tsx'

/** What each gap asks the user to do, in the words of the profile's banner. */
const GAP_TEXTS: Record<ProfileGap, string> = {
  email_unverified: 'area.profile.gap.email_unverified',
  privacy_not_accepted: 'area.profile.gap.privacy_not_accepted',
  no_password: 'area.profile.gap.no_password',
}

/**
 * /{lang}/user/profile (spec 3 §2 Profile screen): the banners of an incomplete profile (what is still missing; an
 * unverified e-mail with its resend button), a new e-mail waiting for its link, then the profile form.
 */
export default function ProfilePage() {
  const { t } = useTranslation()
  const session = useQuery(sessionQuery())
  const user = session.data?.user
  if (!user || !session.data) return <PageLoader />
  const { attrib } = session.data
  return (
    <AreaPage title={t('area.profile.title')} testId="profile-page">
      {user.area.missing.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t('area.profile.incomplete_title')}
          data-testid="profile-gaps"
        >
          <Stack gap={6}>
            <Text size="sm">{t('area.profile.incomplete_text')}</Text>
            <List size="sm">
              {user.area.missing.map((gap) => (
                <List.Item key={gap}>{t(GAP_TEXTS[gap])}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      {!user.email_verified && <VerifyEmailPrompt email={user.email} />}
      {attrib.pending_email && (
        <Alert color="blue" variant="light" role="status" title={t('area.profile.pending_email_title')}>
          {t('area.profile.pending_email_text', { email: attrib.pending_email, current: user.email })}
        </Alert>
      )}
      <ProfileForm user={user} attrib={attrib} />
    </AreaPage>
  )
}
