import { Paper, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { rangeQuery } from '../api.ts'

/** Rows kept while the families load, so the hero does not grow under the visitor's eyes. */
const PLACEHOLDERS = ['first', 'second']

/**
 * The range in pictures (issue 13, item 3): each family's drawing of its models, opening that family's models in the
 * wizard. The pictures are the families' own (the wizard's step 1 shows them too), two small files for the whole
 * range; they sit above the fold on a desktop, so they load at once rather than lazily.
 */
export function Range() {
  const { t } = useTranslation()
  const lang = useLang()
  const families = useQuery(rangeQuery(lang))
  // The hero reads whole without it: a failed call leaves the text alone rather than an error in the shop window.
  if (families.isError) return null
  return (
    <Paper
      component="section"
      aria-labelledby="home-range-title"
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      c="dark.9"
      data-testid="home-range"
    >
      <Title order={2} id="home-range-title" size="h4" mb="xs">
        {t('home.range.title')}
      </Title>
      <div className="home-range-list">
        {families.data
          ? families.data.map((f) => (
              <Link
                key={f.id}
                to={`/${lang}/prodotti/wizard?tipo=${encodeURIComponent(f.code)}`}
                className="home-range-family"
                data-testid={`home-range-${f.code}`}
              >
                <span className="home-range-picture">{f.image && <img src={f.image} alt="" />}</span>
                <span className="home-range-caption">
                  <span className="home-range-name">{f.name}</span>
                  <span className="home-range-count">
                    {t('home.range.models', { count: f.wizard_hotspots.length })}
                  </span>
                </span>
              </Link>
            ))
          : PLACEHOLDERS.map((key) => (
              <div key={key} className="home-range-family" aria-hidden>
                <span className="home-range-picture" />
                <span className="home-range-caption">&nbsp;</span>
              </div>
            ))}
      </div>
    </Paper>
  )
}
