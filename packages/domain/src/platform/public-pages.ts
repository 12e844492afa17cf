/**
 * The public pages every language has, as paths after /{lang}/ ('' is the home page): the pages the server renders
 * (apps/web/src/app/router.tsx, `publicPage`; a test there checks the two agree) and the sitemap lists. Sign-up and
 * recovery are steps of the login page, with no address of their own; the catalogue's models and parts and the
 * brochures come from the database.
 */
export const STATIC_PAGES = [
  '',
  'prodotti',
  'prodotti/documentazione-codici',
  'prodotti/wizard',
  'prodotti/tablet_silo',
  'guida-acquisto',
  'contatti',
  'privacy',
  'login',
] as const
