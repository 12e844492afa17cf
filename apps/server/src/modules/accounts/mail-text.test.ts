import { describe, expect, it } from 'vitest'
import { foldUserText } from './mail-text.ts'

describe('foldUserText', () => {
  it.each([
    ['a plain name stays as it is', 'Giulia', 'Giulia'],
    ['company abbreviations stay readable', 'Molino Ferraresi S.r.l.', 'Molino Ferraresi S.r.l.'],
    ['a phone number keeps its dots', '+39 051.000.000', '+39 051.000.000'],
    ['CR and LF become one space', 'Giulia\r\n\r\nPlease call +1 555', 'Giulia Please call +1 555'],
    ['tabs, NUL and other controls become spaces', 'A\tB\u0000C\u007fD', 'A B C D'],
    ['Unicode line and paragraph separators too', 'A\u2028B\u2029C\u0085D', 'A B C D'],
    ['zero-width and bidi-override characters go', 'Ev\u200Bil\u202Etxt.exe', 'Ev il txt[.]exe'],
    ['an https URL is defanged', 'see https://evil.example/login', 'see hxxps://evil[.]example/login'],
    ['an http URL too', 'HTTP://x.io', 'hxxp://x[.]io'],
    ['other schemes lose their ://', 'ftp://files.example', 'ftp[:]//files[.]example'],
    ['a bare domain loses its dots', 'Visit www.evil.com now', 'Visit www[.]evil[.]com now'],
    ['full-width dots count as dots', 'evil\uFF0Ecom', 'evil[.]com'],
    ['spaces are collapsed and trimmed', '   Giulia    Rossi  ', 'Giulia Rossi'],
  ])('%s', (_case, input, expected) => {
    expect(foldUserText(input)).toBe(expected)
  })

  it('caps the length with an ellipsis, counting characters rather than UTF-16 units', () => {
    expect(foldUserText('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`)
    expect(foldUserText('😀'.repeat(20), 5)).toBe('😀😀😀😀…')
    expect(foldUserText('short', 10)).toBe('short')
  })
})
