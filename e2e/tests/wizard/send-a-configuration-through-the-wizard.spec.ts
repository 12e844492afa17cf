import { analyticsEvents } from '../../fixtures/accounts.ts'
import { readMails, waitForMail } from '../../fixtures/mail.ts'
import { demo, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/** The provider's address: the server's PROVIDER_EMAIL default in the e2e run. */
const PROVIDER = 'sales@silo-shop.example'

test.describe('a visitor uses the wizard', () => {
  test('chooses solids, a silo on the image map, configures it and sends it: Configurazione inviata! and two mails', async ({
    page,
  }) => {
    const email = uniqueEmail('wizard')
    const imageCalls: string[] = []
    page.on('request', (req) => {
      const { pathname } = new URL(req.url())
      if (pathname.startsWith('/api/front/save_prod_images/')) imageCalls.push(pathname)
    })
    // The page's timers run on a clock the test moves, so the 700 ms delay is checked without measuring time.
    await page.clock.install()

    await page.goto('/it/prodotti/wizard')
    await expect(page.getByRole('heading', { name: 'Configuratore guidato', level: 1 })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Passaggi' }).locator('[aria-current="step"]')).toContainText(
      'Tipo',
    )
    await page.getByRole('button', { name: /^Silos per solidi/ }).click()

    const map = page.getByRole('group', { name: /^Modelli: Silos per solidi/ })
    await expect(map.getByRole('button')).toHaveCount(6)
    await map.getByRole('button', { name: 'Silo zincato 30 m³ (SZ-30)' }).click()

    const detail = page.getByRole('dialog', { name: 'Silo zincato 30 m³' })
    await expect(detail.getByTestId('wizard-model-code')).toHaveText('SZ-30')
    await expect(detail).toContainText('cereali e mangimi')
    // The picture toggles between the standard configuration and the structure alone.
    const picture = detail.getByRole('button', { name: 'Solo struttura' })
    await expect(picture).toHaveAttribute('aria-pressed', 'false')
    const standardSrc = await picture.locator('img').getAttribute('src')
    await picture.click()
    await expect(picture).toHaveAttribute('aria-pressed', 'true')
    await expect(picture.locator('img')).not.toHaveAttribute('src', standardSrc ?? '')
    await picture.click()
    await expect(picture.locator('img')).toHaveAttribute('src', standardSrc ?? '')
    await detail.getByRole('button', { name: 'Configura' }).click()

    await expect(page.getByRole('heading', { name: 'Configura Silo zincato 30 m³', level: 2 })).toBeVisible()
    await expect(page).toHaveURL(/passo=3/)
    const code = page.getByTestId('wizard-current-code')
    await expect(code).toHaveText(/^SZ30-/, { timeout: 10_000 })
    const configurationCode = (await code.textContent()) ?? ''

    // The modal opens on this click; 700 ms later, and not before, the server composes the configuration's picture,
    // once.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('button', { name: 'Salva la tua configurazione' }).click()
    const save = page.getByRole('dialog', { name: 'Salva la tua configurazione' })
    // The modal's opening transition runs on the same clock.
    await page.clock.runFor(300)
    await expect(save.getByTestId('wizard-save-code')).toHaveText(configurationCode)
    await page.clock.runFor(350)
    expect(imageCalls).toEqual([])
    await page.clock.runFor(100)
    await expect.poll(() => imageCalls.length).toBe(1)
    await page.clock.resume()
    expect(imageCalls[0]).toBe(`/api/front/save_prod_images/${encodeURIComponent(configurationCode)}`)
    await expect(save.getByTestId('wizard-save-image')).toBeVisible()

    // The privacy text shows inline, on click.
    const privacyText = save.getByText(/privacy@silo-shop\.example/)
    await expect(privacyText).toBeHidden()
    await save.getByRole('button', { name: "Leggi l'informativa sulla privacy" }).click()
    await expect(privacyText).toBeVisible()

    await save.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia')
    await save.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Rossi')
    // In the wizard the company is not required (spec 1 §3.2).
    await expect(save.getByRole('textbox', { name: 'Azienda', exact: true })).not.toHaveAttribute(
      'required',
      '',
    )
    await save.getByRole('combobox', { name: 'Paese' }).fill('Itali')
    await page.getByRole('option', { name: 'Italia', exact: true }).click()
    await save.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await save.getByRole('combobox', { name: 'Tipo di attività' }).click()
    await page.getByRole('option', { name: 'Cliente finale' }).click()
    await save.getByRole('checkbox', { name: /accetto i termini della privacy/ }).check()
    await expectNoSeriousA11yViolations(page)
    await save.getByRole('button', { name: 'Invia configurazione' }).click()

    const sent = page.getByRole('dialog', { name: 'Configurazione inviata!' })
    await expect(sent.getByRole('status')).toContainText('il nostro ufficio commerciale ti contatterà')
    await expect(sent).toContainText(configurationCode)
    // Said once: the modal's title, not again as a heading inside it.
    await expect(sent.getByText('Configurazione inviata!')).toHaveCount(1)
    expect(await analyticsEvents(page)).toContain('sign_up')
    await sent.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Solidi o liquidi?', level: 2 })).toBeVisible()
    // The wizard signed the new account in, as sign-up does.
    await expect(page.getByRole('button', { name: /Giulia Rossi/ })).toBeVisible()

    // The address is not verified yet: it gets the activation mail, and the configuration's copy waits for a
    // verified address (anyone can type anyone's address here); the provider hears at once.
    await waitForMail(email, (m) => /\/user\/activate\?token=/.test(m.text))
    const providerMail = await waitForMail(PROVIDER, (m) => m.text.includes(email))
    expect(providerMail.subject).toBe(`Nuova configurazione dal wizard: ${configurationCode}`)
    expect(providerMail.text).toContain('Giulia Rossi')
    expect(providerMail.text).toContain(`/it/prodotti/SZ-30?code=${encodeURIComponent(configurationCode)}`)
    expect(readMails(email).map((m) => m.subject)).not.toContain(`La tua configurazione ${configurationCode}`)
  })

  test('with an address that has an account, logs in and finds the configuration sent', async ({ page }) => {
    await page.goto('/en/prodotti/wizard?passo=3')
    // Without a model chosen, step 3 opens the default wizard configuration (id 25, the SZ-30's).
    const code = page.getByTestId('wizard-current-code')
    await expect(code).toHaveText(/^SZ30-/, { timeout: 10_000 })
    const configurationCode = (await code.textContent()) ?? ''
    await page.getByRole('button', { name: 'Save your configuration' }).click()
    const save = page.getByRole('dialog', { name: 'Save your configuration' })
    await save.getByRole('textbox', { name: 'First name', exact: true }).fill('Paolo')
    await save.getByRole('textbox', { name: 'Last name', exact: true }).fill('Neri')
    await save.getByRole('combobox', { name: 'Country' }).fill('Ital')
    await page.getByRole('option', { name: 'Italy', exact: true }).click()
    await save.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.prospect.email)
    await save.getByRole('combobox', { name: 'Type of business' }).click()
    await page.getByRole('option', { name: 'Reseller' }).click()
    await save.getByRole('checkbox', { name: /accept the privacy terms/ }).check()
    await save.getByRole('button', { name: 'Send configuration' }).click()
    await expect(save.getByRole('alert')).toContainText('already registered: log in')

    await save.getByRole('button', { name: 'Log in' }).click()
    const login = page.getByRole('dialog', { name: 'Log in' })
    await login.getByRole('textbox', { name: 'Email' }).fill(demo.prospect.email)
    await login.getByLabel('Password', { exact: true }).fill(demo.prospect.password)
    await login.getByRole('button', { name: 'Log in', exact: true }).click()

    const sent = page.getByRole('dialog', { name: 'Configuration sent!' })
    await expect(sent).toContainText(configurationCode)
    await waitForMail(
      PROVIDER,
      (m) => m.text.includes(demo.prospect.email) && m.text.includes(configurationCode),
    )
  })

  test('reaches every model of the image map with the keyboard, in English', async ({ page }) => {
    await page.goto('/it/prodotti/wizard?tipo=liquidi')
    await page
      .getByRole('navigation', { name: 'Lingua del configuratore' })
      .getByRole('link', { name: 'EN' })
      .click()
    await expect(page).toHaveURL(/\/en\/prodotti\/wizard\?tipo=liquidi$/)
    const map = page.getByRole('group', { name: /^Models: Tanks for liquids/ })
    const hotspots = map.getByRole('button')
    await expect(hotspots).toHaveCount(4)
    await hotspots.first().focus()
    await page.keyboard.press('Tab')
    await expect(hotspots.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    const detail = page.getByRole('dialog')
    await expect(detail.getByTestId('wizard-model-code')).toHaveText('LV-25')
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()
    await expectNoSeriousA11yViolations(page)
  })

  test('on the tablet variant, the send signs the visitor out again for the next one', async ({ page }) => {
    const email = uniqueEmail('tablet')
    await page.goto('/it/prodotti/tablet_silo?passo=3')
    await expect(page.getByRole('heading', { name: 'Configura il tuo silo', level: 1 })).toBeVisible()
    await expect(page.getByTestId('wizard-current-code')).toHaveText(/^SZ30-/, { timeout: 10_000 })
    // Like the wizard, the tablet ends in its save modal: no cart and no link to copy.
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copia link' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Salva la tua configurazione' }).click()
    const save = page.getByRole('dialog', { name: 'Salva la tua configurazione' })
    await save.getByRole('textbox', { name: 'Nome', exact: true }).fill('Luca')
    await save.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Gialli')
    await save.getByRole('combobox', { name: 'Paese' }).fill('Itali')
    await page.getByRole('option', { name: 'Italia', exact: true }).click()
    await save.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await save.getByRole('combobox', { name: 'Tipo di attività' }).click()
    await page.getByRole('option', { name: 'Rivenditore' }).click()
    await save.getByRole('checkbox', { name: /accetto i termini della privacy/ }).check()
    await save.getByRole('button', { name: 'Invia configurazione' }).click()
    await page
      .getByRole('dialog', { name: 'Configurazione inviata!' })
      .getByRole('button', { name: 'OK' })
      .click()
    await expect(page.getByRole('heading', { name: 'Solidi o liquidi?', level: 2 })).toBeVisible()
    const me = await (await page.request.get('/api/front/user')).json()
    expect(me.user).toBeNull()
    await waitForMail(PROVIDER, (m) => m.text.includes(email))
  })
})
