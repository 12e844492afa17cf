import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import type { BaseModelLight } from '@shop/domain/catalog/schemas'
import { WIZARD_DEFAULT_CONFIGURATION_ID, type WizardModeType } from '@shop/domain/catalog/wizard'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { emit, usePageEvent } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import {
  familiesQuery,
  findOwnConfigurationCodes,
  modelsQuery,
  textsQuery,
  useSignOut,
  type WizardConfiguration,
} from '../api.ts'
import { ImageMap } from './image-map.tsx'
import { ModelModal } from './model-modal.tsx'
import { SaveModal, type WizardSignupSlot } from './save-modal.tsx'

/** What the wizard gives the configurator of step 3 (the catalogue feature's, composed by the route). */
export type WizardConfiguratorSlot = {
  modeType: WizardModeType
  configId: number
  baseModelId: number | null
  /** The current configuration, or null while it cannot be saved (a section without a choice, a missing text). */
  onChange: (configuration: WizardConfiguration | null) => void
}

/**
 * The cart line the configured silo becomes (spec 1 §4.6), given by the route: held while the save modal is open,
 * released once the configuration is sent.
 */
export type WizardCartLineSlot = {
  hold: (configuration: WizardConfiguration) => void
  release: () => void
}

type Props = {
  modeType: WizardModeType
  renderConfigurator: (slot: WizardConfiguratorSlot) => ReactNode
  renderSignupForm: (slot: WizardSignupSlot) => ReactNode
  cartLine?: WizardCartLineSlot
}

/** The wizard's languages (spec 1 §2.6): reload and language links for it and en. */
const WIZARD_LANGS = ['it', 'en'] as const
const STEP_PARAM = 'passo'
const FAMILY_PARAM = 'tipo'
const MODEL_PARAM = 'modello'
const CONFIG_PARAM = 'config'

type Step = 'family' | 'model' | 'configure'

/**
 * The guided wizard at /{lang}/prodotti/wizard and its tablet variant at /{lang}/prodotti/tablet_silo (spec 1
 * §2.6, §4.6): Solids or Liquids, the image map of models, the detail modal, the configurator, the save modal.
 * The address holds the step, so reload and the language links keep the visitor where they are.
 */
export function WizardScreen({ modeType, renderConfigurator, renderSignupForm, cartLine }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const large = modeType === 'TABLET_SILO'
  usePageHead({
    title: t(large ? 'wizard.tablet_title' : 'wizard.title'),
    description: t(large ? 'meta.tablet_silo' : 'meta.wizard'),
  })
  const user = useCurrentUser()
  const { pathname, search } = useLocation()
  const [params, setParams] = useSearchParams()
  const families = useQuery(familiesQuery(lang))
  const models = useQuery(modelsQuery(lang))
  const texts = useQuery(textsQuery(lang))
  const signOut = useSignOut()

  const [detail, setDetail] = useState<{ model: BaseModelLight; image: string | null } | null>(null)
  const [configuration, setConfiguration] = useState<WizardConfiguration | null>(null)
  const [save, setSave] = useState<{ opened: boolean; sent: boolean }>({ opened: false, sent: false })
  const awaitingLogin = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const familyCode = params.get(FAMILY_PARAM)
  const family = families.data?.find((f) => f.code === familyCode) ?? null
  const modelId = Number(params.get(MODEL_PARAM)) || null
  const step: Step = params.get(STEP_PARAM) === '3' ? 'configure' : family ? 'model' : 'family'
  const configId = Number(params.get(CONFIG_PARAM)) || WIZARD_DEFAULT_CONFIGURATION_ID
  const byId = new Map((models.data ?? []).map((m) => [m.id, m]))
  const model = modelId ? (byId.get(modelId) ?? null) : null
  const text = (key: string) => texts.data?.find((x) => x.key === key)?.text ?? ''

  // Each step replaces the content under the focus: put it on the step's heading.
  const firstStep = useRef(step)
  useEffect(() => {
    if (step === firstStep.current) return
    firstStep.current = step
    heading.current?.focus()
  }, [step])

  const go = (next: Record<string, string>) => setParams(next)
  const restart = () => {
    setConfiguration(null)
    go({})
  }

  // After the sign-in the wizard asked for, the server has saved the pending configuration: say so, or let the
  // now signed-in user send it.
  usePageEvent('logged_in', () => {
    if (!awaitingLogin.current) return
    awaitingLogin.current = false
    const code = configuration?.configuration_code
    findOwnConfigurationCodes()
      .then((codes) => {
        const sent = code !== undefined && codes.includes(code)
        if (sent) cartLine?.release()
        setSave({ opened: true, sent })
      })
      .catch(() => setSave({ opened: true, sent: false }))
  })

  const done = async () => {
    setSave({ opened: false, sent: false })
    // A tablet at a trade fair serves one visitor after another: nobody stays signed in there.
    if (large && user !== null) await signOut.mutateAsync().catch(() => undefined)
    restart()
  }

  if (families.isPending || models.isPending) return <PageLoader />

  const stepLabels: [Step, string][] = [
    ['family', t('wizard.step.family')],
    ['model', t('wizard.step.model')],
    ['configure', t('wizard.step.configure')],
  ]
  const stepIndex = stepLabels.findIndex(([s]) => s === step)

  return (
    // The header's and footer's container on the tablet too: a kiosk wants large targets (the `large` sizes), not
    // content running edge to edge under a header that stays in the column (issue 13, item 6).
    <Container size="lg" py="xl" data-mode-type={modeType}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} fz={large ? 40 : undefined}>
            {t(large ? 'wizard.tablet_title' : 'wizard.title')}
          </Title>
          <Group gap="md" component="nav" aria-label={t('wizard.languages')}>
            {WIZARD_LANGS.map((l) => (
              <Anchor
                key={l}
                component={Link}
                to={`${pathname.replace(/^\/[^/]+/, `/${l}`)}${search}`}
                aria-current={l === lang ? 'true' : undefined}
                fw={l === lang ? 700 : 400}
                lang={l}
              >
                {l.toUpperCase()}
              </Anchor>
            ))}
            <Anchor component={Link} to={pathname} onClick={() => setConfiguration(null)}>
              {t('wizard.restart')}
            </Anchor>
          </Group>
        </Group>

        <Box component="ol" aria-label={t('wizard.steps')} className="wizard-steps" m={0} p={0}>
          {stepLabels.map(([s, label], i) => (
            <Box
              component="li"
              key={s}
              aria-current={s === step ? 'step' : undefined}
              data-done={i < stepIndex || undefined}
              className="wizard-step"
            >
              <span className="wizard-step-number" aria-hidden>
                {i + 1}
              </span>
              {label}
            </Box>
          ))}
        </Box>

        {step === 'family' && (
          <Stack gap="md">
            <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {t('wizard.home.heading')}
            </Title>
            {text('wizard_intro') && <Text c="dimmed">{text('wizard_intro')}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {(families.data ?? []).map((f) => (
                <UnstyledButton
                  key={f.id}
                  onClick={() => go({ [FAMILY_PARAM]: f.code })}
                  className="wizard-family"
                >
                  <Card withBorder radius="md" padding="lg" h="100%">
                    {f.image && (
                      <Card.Section>
                        {/* A family's picture is a wide row of its models: a wide box of fixed shape fits it
                            without empty white above and below on a phone, and keeps its room while loading. */}
                        <Image
                          src={f.image}
                          alt=""
                          fit="contain"
                          bg="white"
                          style={{ aspectRatio: '3 / 1' }}
                        />
                      </Card.Section>
                    )}
                    <Text fw={700} fz={large ? 28 : 'xl'} mt="md">
                      {f.name}
                    </Text>
                    <Text size={large ? 'lg' : 'sm'} c="dimmed">
                      {f.description}
                    </Text>
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        )}

        {step === 'model' && family && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Stack gap={2}>
                <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                  {t('wizard.map.heading')}: {family.name}
                </Title>
                <Text c="dimmed">{t('wizard.map.hint')}</Text>
              </Stack>
              <Button variant="default" onClick={() => go({})} size={large ? 'lg' : 'sm'}>
                {t('wizard.change_family')}
              </Button>
            </Group>
            <Paper withBorder radius="md" p="xs" bg="white">
              <ImageMap
                family={family}
                models={byId}
                large={large}
                onPick={(m) =>
                  setDetail({
                    model: m,
                    image: family.wizard_hotspots.find((h) => h.base_model_id === m.id)?.image ?? null,
                  })
                }
              />
            </Paper>
          </Stack>
        )}

        {step === 'configure' && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                {model ? t('wizard.configure.heading', { name: model.name }) : t('wizard.step.configure')}
              </Title>
              {family && (
                <Button
                  variant="default"
                  size={large ? 'lg' : 'sm'}
                  onClick={() => go({ [FAMILY_PARAM]: family.code })}
                >
                  {t('wizard.change_model')}
                </Button>
              )}
            </Group>
            <Box key={`${configId}-${model?.id ?? ''}`}>
              {renderConfigurator({
                modeType,
                configId,
                baseModelId: model?.id ?? null,
                onChange: setConfiguration,
              })}
            </Box>
            <Paper withBorder radius="md" p="md" className="wizard-save-bar" data-testid="wizard-save-bar">
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {configuration ? (
                    <>
                      {t('wizard.save.code')}:{' '}
                      <strong data-testid="wizard-current-code">{configuration.configuration_code}</strong>
                    </>
                  ) : null}
                </Text>
                <Button
                  size={large ? 'xl' : 'md'}
                  w={{ base: '100%', xs: 'auto' }}
                  disabled={!configuration}
                  onClick={() => {
                    if (configuration) cartLine?.hold(configuration)
                    setSave({ opened: true, sent: false })
                  }}
                >
                  {t('wizard.save.open')}
                </Button>
              </Group>
            </Paper>
          </Stack>
        )}
      </Stack>

      <ModelModal
        model={detail?.model ?? null}
        hotspotImage={detail?.image ?? null}
        large={large}
        onClose={() => setDetail(null)}
        onConfigure={(m) => {
          setDetail(null)
          go({
            ...(family ? { [FAMILY_PARAM]: family.code } : {}),
            [MODEL_PARAM]: String(m.id),
            [CONFIG_PARAM]: String(m.default_configuration ?? WIZARD_DEFAULT_CONFIGURATION_ID),
            [STEP_PARAM]: '3',
          })
        }}
      />
      <SaveModal
        opened={save.opened}
        sent={save.sent}
        configuration={configuration}
        user={user}
        privacyText={text('wizard_privacy')}
        large={large}
        onClose={() => setSave({ opened: false, sent: false })}
        onSent={() => {
          cartLine?.release()
          setSave({ opened: true, sent: true })
        }}
        onDone={done}
        onLogin={() => {
          awaitingLogin.current = true
          setSave({ opened: false, sent: false })
          emit('customer:open', { section: 'login' })
        }}
        renderSignupForm={renderSignupForm}
      />
    </Container>
  )
}
