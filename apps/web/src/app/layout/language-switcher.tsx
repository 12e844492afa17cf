import { Anchor, Stack } from '@mantine/core'
import { LANGS } from '@shop/domain/i18n/langs'
import { Link } from 'react-router'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { LANGUAGE_NAMES, useLang, useSamePageIn } from '../../shared/lib/lang.ts'
import { Disclosure } from '../../shared/ui/disclosure.tsx'
import { GlobeIcon } from '../../shared/ui/icons.tsx'

/** Links to the same page in each language. */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const lang = useLang()
  const samePageIn = useSamePageIn()
  return (
    <Disclosure
      width={180}
      buttonLabel={lang.toUpperCase()}
      buttonProps={{
        leftSection: <GlobeIcon size={18} />,
        'aria-label': t('header.language', { language: LANGUAGE_NAMES[lang] }),
      }}
    >
      {(close) => (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {LANGS.map((code) => (
            <li key={code}>
              <Anchor
                component={Link}
                to={samePageIn(code)}
                lang={code}
                hrefLang={code}
                aria-current={code === lang ? 'page' : undefined}
                fw={code === lang ? 700 : 400}
                c="dark"
                display="block"
                py={4}
                onClick={close}
              >
                {LANGUAGE_NAMES[code]}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Disclosure>
  )
}
