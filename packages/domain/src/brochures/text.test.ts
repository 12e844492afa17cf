import { describe, expect, it } from 'vitest'
import { removeUnstorableCharacters } from '../http/storable-text.ts'
import { normaliseCharacters, normalisePageText } from './text.ts'

// Issue 21 item 12: PostgreSQL refused these at the last insert of an import (text and jsonb alike for U+0000;
// jsonb for an unpaired surrogate), and the whole brochure was lost.
describe('removeUnstorableCharacters', () => {
  it.each([
    ['Dosier\u0000schnecke', 'Dosierschnecke'],
    ['\u0000\u0000', ''],
    // UTF-16BE bytes read one by one, as some fonts' text comes out.
    ['\u0000S\u0000i\u0000l\u0000o', 'Silo'],
    ['lone high \uD800 surrogate', 'lone high  surrogate'],
    ['lone low \uDC00 surrogate', 'lone low  surrogate'],
    ['swapped \uDC00\uD800 pair', 'swapped  pair'],
    ['high at the end \uD83D', 'high at the end '],
    // A pair is a character: an emoji, a mathematical letter; the lone half before it goes, the pair stays.
    ['\uD83D\uDE00 \uD835\uDC00', '\uD83D\uDE00 \uD835\uDC00'],
    ['\uD800\uD83D\uDE00', '\uD83D\uDE00'],
    // Everything else PostgreSQL stores: other control characters, noncharacters, the replacement character.
    ['\u0001\u001F\u007F\uFFFE\uFFFF\uFFFD', '\u0001\u001F\u007F\uFFFE\uFFFF\uFFFD'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    const clean = removeUnstorableCharacters(text)
    expect(clean).toBe(expected)
    expect(clean.isWellFormed()).toBe(true)
    expect(removeUnstorableCharacters(clean)).toBe(clean)
  })
})

describe('normaliseCharacters', () => {
  it.each([
    ['Bro\u0308ker', 'Bröker'],
    ['Moire\u0301', 'Moiré'],
    ['Bröker', 'Bröker'],
    ['\uFB01ltro', 'filtro'],
    ['\uFB02ange', 'flange'],
    ['o\uFB00set', 'offset'],
    ['e\uFB03cient', 'efficient'],
    ['ba\uFB04e', 'baffle'],
    ['\uFB05op', 'stop'],
    ['\uFB06ahl', 'stahl'],
    // Only the ligatures are compatibility-folded: superscripts, fractions and the like stay.
    ['10 m² ½" 5 µm ™', '10 m² ½" 5 µm ™'],
    // What PostgreSQL cannot store goes first, so an accent split from its letter by a U+0000 still composes.
    ['Bro\u0000\u0308ker\uD800', 'Bröker'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseCharacters(text)).toBe(expected)
  })
})

describe('normalisePageText', () => {
  it.each([
    [['Dosier-', 'schnecke aus Stahl'], 'Dosierschnecke aus Stahl'],
    [['Die Dosier-', 'schnecke fördert'], 'Die Dosierschnecke fördert'],
    // A compound keeps its hyphen, only the line break goes.
    [['Edelstahl-', 'Behälter'], 'Edelstahl-Behälter'],
    // Soft hyphen (always a break inside a word), Unicode hyphen and non-breaking hyphen.
    [['Dosier\u00AD', 'schnecke'], 'Dosierschnecke'],
    [['Dosier\u00AD', 'Schnecke'], 'DosierSchnecke'],
    [['Dosier\u2010', 'schnecke'], 'Dosierschnecke'],
    [['Dosier\u2011', 'schnecke'], 'Dosierschnecke'],
    [['Edelstahl\u2010', 'Behälter'], 'Edelstahl\u2010Behälter'],
    // A soft hyphen inside a line is invisible; one before a line that is not a word just goes.
    [['Do\u00ADsier\u00ADschnecke'], 'Dosierschnecke'],
    [['Seite\u00AD', '12'], 'Seite\n12'],
    // Chains of broken words, and a word broken after an accent.
    [['Zellen-', 'rad-', 'schleuse'], 'Zellenradschleuse'],
    [['Bro\u0308-', 'ker'], 'Bröker'],
    [['tubazio-', 'ne in acciaio'], 'tubazione in acciaio'],
    // A hyphen standing for a left-out word part stays, with its space.
    [['Schnecken-', 'und Rohrsysteme'], 'Schnecken- und Rohrsysteme'],
    [['pre-', 'and post-processing'], 'pre- and post-processing'],
    [['carico-', 'e scarico'], 'carico- e scarico'],
    // Not a broken word: a dash after a space, a number, a hyphen before a number or a symbol, a last line.
    [['Silo -', 'verticale'], 'Silo -\nverticale'],
    [['DN 100-', 'flangia'], 'DN 100-\nflangia'],
    [['Art.-', '123'], 'Art.-\n123'],
    [['Modello A-', '• opzioni'], 'Modello A-\n• opzioni'],
    [['Fine-'], 'Fine-'],
    // Blanks folded, empty lines dropped, ligatures and accents normalised on every line.
    [['  Silo   verticale ', '', '   ', '\uFB01ltro'], 'Silo verticale\nfiltro'],
    [['Moire\u0301 e\uFB00ect'], 'Moiré effect'],
    // A line of nothing but U+0000 is an empty line.
    [['Silo', '\u0000\u0000', 'Dosier\u0000-', 'schnecke'], 'Silo\nDosierschnecke'],
    [[], ''],
  ])('%j → %j', (lines, expected) => {
    expect(normalisePageText(lines)).toBe(expected)
  })

  it('gives the same text when run again on its own result (text stored before it existed goes through it too)', () => {
    const lines = [
      'Dosier-',
      'schnecke',
      'Edelstahl-',
      'Behälter',
      'Schnecken-',
      'und Rohr',
      'Seite\u00AD',
      '12',
    ]
    const once = normalisePageText(lines)
    expect(normalisePageText(once.split('\n'))).toBe(once)
  })
})
