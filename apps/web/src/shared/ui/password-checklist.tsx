import { Box, Group, List, Text } from '@mantine/core'
import { checkPassword } from '@shop/domain/accounts/password'
import { checklistPhase, type RuleState, ruleState } from '../lib/checklist-state.ts'
import { useTranslation } from '../lib/i18n.ts'
import { CheckIcon, CrossIcon } from './icons.tsx'

// The light-variant green (darkened in theme.ts) keeps 4.5:1 on white; the palette's green.9 does not.
const COLOR: Record<RuleState, string> = {
  neutral: 'dimmed',
  met: 'var(--mantine-color-green-light-color)',
  unmet: 'red.9',
}

/** A rule not judged yet: a small grey dot where the tick or the cross will be. */
function PendingDot({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </svg>
  )
}

type Props = {
  id: string
  password: string
  email: string
  /** A submit was tried: with the field still empty, the broken rules turn red. */
  submitted?: boolean
}

/** The live list of password rules: the same function the server enforces (spec 3 §5). */
export function PasswordChecklist({ id, password, email, submitted = false }: Props) {
  const { t } = useTranslation()
  const phase = checklistPhase(password, submitted)
  const rules = checkPassword(password, email)
  return (
    <Box id={id} data-phase={phase}>
      <Text size="sm" fw={600} mb={4}>
        {t('checklist.title')}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" aria-live="polite">
        {rules.map((rule) => {
          const state = ruleState(rule.ok, phase)
          return (
            <List.Item key={rule.id} data-state={state}>
              <Group gap={6} wrap="nowrap" align="flex-start" c={COLOR[state]}>
                {/* The icon keeps its size and sits on the first line when a rule wraps on a narrow screen. */}
                <Box component="span" display="flex" mt={3} style={{ flexShrink: 0 }}>
                  {state === 'met' ? (
                    <CheckIcon size={16} />
                  ) : state === 'unmet' ? (
                    <CrossIcon size={16} />
                  ) : (
                    <PendingDot size={16} />
                  )}
                </Box>
                <Text size="sm" inherit>
                  {/* A short name: the heading above already says 'The password must:'. */}
                  {t(`checklist.${rule.id}`, { defaultValue: rule.message })}
                  <span className="visually-hidden">
                    : {state === 'met' ? t('checklist.ok') : t('checklist.ko')}
                  </span>
                </Text>
              </Group>
            </List.Item>
          )
        })}
      </List>
    </Box>
  )
}
