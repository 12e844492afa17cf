import fs from 'node:fs'
import { windows } from '../../fixtures/brochures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('the configuration codes documentation', () => {
  test('explains every part of a valid code and says precisely what is wrong with others', async ({
    page,
  }) => {
    await page.goto('/it/prodotti/documentazione-codici')
    await expect(
      page.getByRole('heading', { name: 'Documentazione codici prodotto', level: 1 }),
    ).toBeVisible()
    const input = page.getByRole('textbox', { name: 'Codice di configurazione' })
    const result = page.getByTestId('analysis-result')

    await input.fill(' sz30-60rcsgm-lmpu ')
    await page.getByRole('button', { name: 'Analizza' }).click()
    await expect(result.getByText('Codice valido')).toBeVisible()
    // The canonical form: upper case, optionals in the section's order.
    await expect(result.getByText('SZ30-60RCSGM-PULM', { exact: true })).toBeVisible()
    const parts = result.getByTestId('analysis-segments').getByRole('listitem')
    await expect(parts).toHaveText([
      /^SZ30\s*Modello base — Silo zincato 30 m³$/,
      /^60\s*Sezione A · Cono di scarico — Cono di scarico a 60° in acciaio zincato$/,
      /^R\s*Sezione B · Supporto — Gambe rinforzate/,
      // The var_len section C reads the two-character code CS.
      /^CS\s*Sezione C · Dispositivo di scarico — Coclea di estrazione/,
      /^G\s*Sezione D · Scala e accesso — Scala alla marinara con gabbia/,
      /^M\s*Sezione E · Filtro \/ sfiato — Filtro a maniche/,
      /^LM\s*Opzionale — Due indicatori di livello/,
      /^PU\s*Opzionale — Tubo di carico pneumatico/,
    ])

    const cases: [string, string][] = [
      ['SZ30-46RFGM', 'Nessun accessorio con codice 46 nella sezione A'],
      ['SZ30-60RFGM-ZZ', "Codice opzionale 'ZZ' sconosciuto"],
      ['SZ30-60RFGM-PUPU', "Opzionale 'PU' ripetuto"],
      ['SZ30-60R', 'Codice troppo corto: sezione C mancante o incompleta'],
      ['SZ31-60RFGM', "Modello base 'SZ31' sconosciuto"],
      ['SZ30-60 RFGM', "Carattere non ammesso ' ' in posizione 8"],
      ['SZ30-60NFGM', 'Configurazione non ammessa: Il cono a 60° richiede le gambe rinforzate'],
    ]
    for (const [code, reason] of cases) {
      await input.fill(code)
      await page.getByRole('button', { name: 'Analizza' }).click()
      await expect(result.getByRole('alert').or(result.locator('#analysis-error'))).toContainText(reason)
    }
    // The parts read before the error are still explained.
    await input.fill('SZ30-60RFGM-ZZ')
    await input.press('Enter')
    await expect(result.getByTestId('analysis-segments').getByRole('listitem')).toHaveCount(6)
  })

  test('exports the sections of a model as CSV with every cell quoted and formulas neutralised', async ({
    page,
  }) => {
    // One description is made to look like a formula, as a careless edit in the back office could.
    await page.route('**/api/front/configuration_rules_table', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      const sz30 = body.configuration_rules_table.find(
        (e: { base_model: { code: string } }) => e.base_model.code === 'SZ-30',
      )
      sz30.code_sections[0].accessories[0].description_short = '=HYPERLINK("http://evil.example","x")'
      sz30.code_sections[0].accessories[1].description_short = '-30% @cono "60°"'
      await route.fulfill({ response, json: body })
    })
    // Reached from the catalogue, so the browser reads the table itself (a page loaded at its address arrives with
    // the server's reading of it).
    await page.goto('/it/prodotti')
    await page.getByRole('link', { name: 'Documentazione codici prodotto' }).click()
    await page.getByRole('combobox', { name: 'Modello base' }).selectOption('SZ-30')
    await expect(page.getByRole('heading', { name: /Silo zincato 30 m³/, level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cono di scarico', level: 3 })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Esporta .csv' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('documentazione-codici-SZ30.csv')
    // Italian Excel splits on ';' (its list separator); the BOM makes it read UTF-8 (issue 13).
    const raw = fs.readFileSync(await download.path(), 'utf8')
    expect(raw.startsWith('\uFEFF')).toBe(true)
    const lines = raw.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      '"Modello";"Lettera";"Sezione";"Lunghezza";"Codice";"Codice prodotto";"Descrizione"',
    )
    expect(lines[1]).toBe(
      `"SZ30";"A";"Cono di scarico";"2";"45";"SZ-CO45";"'=HYPERLINK(""http://evil.example"",""x"")"`,
    )
    expect(lines[2]).toBe(`"SZ30";"A";"Cono di scarico";"2";"60";"SZ-CO60";"'-30% @cono ""60°"""`)
    expect(lines).toContain(
      '"SZ30";"C";"Dispositivo di scarico";"≤ 2";"CS";"SC-COC";"Coclea di estrazione Ø 140 con motoriduttore 2,2 kW"',
    )
    expect(lines).toContain(
      '"SZ30";"Opz.";"Opzionali";"2";"PU";"OP-PU";"Tubo di carico pneumatico DN100 con attacco Storz per autocisterna"',
    )
    // 3 + 3 + 4 + 4 + 3 lettered choices, 11 optionals, the header and the empty string after the last CRLF.
    expect(lines).toHaveLength(1 + 17 + 11 + 1)
    expect(lines.at(-1)).toBe('')
    // Every cell of every line is quoted.
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^"(?:[^"]|"")*"(?:;"(?:[^"]|"")*")*$/)
  })

  test('exports with commas in English, where Excel splits on commas', async ({ page }) => {
    await page.goto('/en/prodotti/documentazione-codici')
    await page.getByRole('combobox', { name: 'Base model' }).selectOption('SZ-30')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: /\.csv/ }).click()
    const raw = fs.readFileSync(await (await downloading).path(), 'utf8')
    expect(raw.startsWith('\uFEFF')).toBe(true)
    expect(raw.slice(1).split('\r\n')[0]).toBe(
      '"Model","Letter","Section","Length","Code","Product code","Description"',
    )
  })
})

for (const win of windows) {
  test.describe(`the sections' tables ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('share their column widths, so codes and descriptions line up from section to section', async ({
      page,
    }) => {
      await page.goto('/it/prodotti/documentazione-codici?modello=SZ-30')
      await expect(page.getByRole('heading', { name: 'Cono di scarico', level: 3 })).toBeVisible()
      const tables = page.getByTestId('docs-section-table')
      // Five lettered sections and the optionals.
      await expect(tables).toHaveCount(6)
      const columns = await tables.evaluateAll((els) =>
        els.map((table) =>
          [...table.querySelectorAll('thead th')].map((th) => {
            const box = th.getBoundingClientRect()
            return { x: Math.round(box.x), width: Math.round(box.width) }
          }),
        ),
      )
      for (const section of columns.slice(1)) expect(section).toEqual(columns[0])
      // The short codes take little room; the description the most.
      const [code, productCode, description] = columns[0] ?? []
      expect(description?.width).toBeGreaterThan(productCode?.width ?? Infinity)
      expect(productCode?.width).toBeGreaterThan(code?.width ?? Infinity)
      // Readable on a phone: no table wider than its section, so no sideways scrolling is needed at 390 px.
      const overflowing = await tables.evaluateAll(
        (els) =>
          els.filter((t) => {
            const scroller = t.closest('section')
            return scroller && t.getBoundingClientRect().width > scroller.clientWidth
          }).length,
      )
      expect(overflowing).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        win.viewport.width,
      )
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'catalog-code-docs', { fullPage: true })
    })
  })
}
