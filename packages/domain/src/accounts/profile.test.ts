import { describe, expect, it } from 'vitest'
import { V } from '../http/fields.ts'
import { PRIVACY_REQUIRED, profileForm, profileFormOf, splitSectors, vatNumberProblem } from './profile.ts'
import type { PublicUser, UserAttrib } from './schemas.ts'

describe('vatNumberProblem (spec 3 §5)', () => {
  it.each([
    // zone, area, piva -> problem
    ['000', 0, '', V.required],
    ['000', 0, '0123456789', V.vatShort],
    ['000', 0, '01234567890', null],
    ['DEU', 1, '', V.required],
    // Area 1 asks for a number, of whatever length the country's own format has.
    ['DEU', 1, 'DE1234', null],
    ['CHE', 2, '', null],
    ['USA', 2, '', null],
  ] as const)('zone %s, area %i, "%s" -> %s', (zone, area, piva, problem) => {
    expect(vatNumberProblem({ zone, area, piva })).toBe(problem)
  })
})

const form = (changes: Record<string, unknown> = {}) => ({
  azienda: 'Molino Ferraresi S.r.l.',
  piva: '02845190376',
  nome: 'Marco',
  cognome: 'Bianchi',
  email: 'buyer@example.com',
  esaedro_zone_code: '000',
  preferred_lang: 'it',
  privacy: true,
  ...changes,
})

function fieldErrors(input: unknown): Record<string, string[]> {
  const parsed = profileForm.safeParse(input)
  if (parsed.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.')
    out[key] = [...(out[key] ?? []), issue.message]
  }
  return out
}

describe('profileForm (spec 3 §3, §5)', () => {
  it('takes the form with empty passwords as "no change" and stores sectors in the list order, once each', () => {
    const parsed = profileForm.parse(form({ profil_sector: 'chimico|alimentare|chimico' }))
    expect(parsed).toMatchObject({ password: '', confirmPassword: '', current_password: '' })
    expect(parsed.profil_sector).toBe('alimentare|chimico')
  })

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['privacy switch off', { privacy: false }, { privacy: [PRIVACY_REQUIRED] }],
    ['an unknown sector', { profil_sector: 'alimentare|nucleare' }, { profil_sector: [V.invalid] }],
    ['sector "altro" without its text', { profil_sector: 'altro' }, { profil_sector_other: [V.required] }],
    [
      'about us "altro" without its text',
      { profil_about_us_select: 'altro' },
      { profil_about_us: [V.required] },
    ],
    ['a US company without its state', { esaedro_zone_code: 'USA' }, { usa_state_code: [V.usState] }],
    ['a language the shop does not have', { preferred_lang: 'pt' }, { preferred_lang: [V.invalid] }],
    [
      'a new password breaking the rules (against the e-mail typed)',
      { password: 'buyer@example.com' },
      { password: ['password.uppercase', 'password.number', 'password.not_email'] },
    ],
  ])('%s', (_, changes, errors) => {
    expect(fieldErrors(form(changes))).toEqual(errors)
  })

  it('leaves the confirmation match to the server (spec 3 §5: only its error is shown)', () => {
    expect(fieldErrors(form({ password: 'Nuova#Pass2026', confirmPassword: 'Altra#Pass2026' }))).toEqual({})
  })

  it('splits a stored value, dropping empties', () => {
    expect(splitSectors(' alimentare||chimico ')).toEqual(['alimentare', 'chimico'])
    expect(splitSectors('')).toEqual([])
  })
})

describe('profileFormOf', () => {
  const user = {
    email: 'buyer@example.com',
    nome: 'Marco',
    cognome: 'Bianchi',
    azienda: 'Molino Ferraresi S.r.l.',
    esaedro_zone_code: '000',
    preferred_lang: 'en',
    privacy_accepted: true,
  } as PublicUser
  const attrib: UserAttrib = {
    piva: '02845190376',
    telefono: '+39 051 634 2281',
    company_role: 'Buyer',
    client_type: 'rivenditore',
    usa_state_code: '',
    profil_about_us_select: null,
    profil_about_us: '',
    optin_marketing: true,
    profil_sector: 'alimentare|altro',
    profil_sector_other: 'Ceramica',
    pending_email: null,
  }

  it('starts the form from GET user: a save without changes passes and keeps every value', () => {
    const parsed = profileForm.parse(profileFormOf(user, attrib))
    expect(parsed).toMatchObject({
      azienda: 'Molino Ferraresi S.r.l.',
      email: 'buyer@example.com',
      preferred_lang: 'en',
      profil_title: 'Buyer',
      profil_sector: 'alimentare|altro',
      profil_sector_other: 'Ceramica',
      client_type: 'rivenditore',
      optin_marketing: true,
      password: '',
    })
  })

  it('starts an unknown language as Italian, the privacy switch as accepted so far, missing details empty', () => {
    const form = profileFormOf({ ...user, preferred_lang: 'pt', privacy_accepted: false }, {})
    expect(form).toMatchObject({ preferred_lang: 'it', privacy: false, piva: '', profil_sector: '' })
  })
})
