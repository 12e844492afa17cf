import type { Page } from '@playwright/test'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test, uniqueEmail } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/** The provider's address: the server's PROVIDER_EMAIL default in the e2e run. */
const PROVIDER = 'sales@silo-shop.example'

const windows = [
  { name: 'on a desktop window', viewport: { width: 1280, height: 800 } },
  { name: 'at phone width', viewport: { width: 390, height: 844 } },
] as const

/** Once nothing moves any more (a fade, an autosizing textarea), so a scan or a picture sees the settled page. */
async function untilStill(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

for (const win of windows) {
  const width = win.viewport.width
  test.describe(win.name, () => {
    test.use({ viewport: win.viewport })

    test('a visitor finds who runs the shop and writes to them', async ({ page }) => {
      await page.goto('/it/')
      const footer = page.getByRole('contentinfo')

      // The footer: the company, its office, VAT number, phone and e-mail, the legal links and the languages.
      const provider = footer.getByTestId('footer-provider')
      await expect(provider.getByText('Silo Shop Demo S.r.l.', { exact: true })).toBeVisible()
      await expect(provider).toContainText('Via Antonio Gramsci 45')
      await expect(provider).toContainText('42124 Reggio Emilia (RE)')
      await expect(provider).toContainText('Italia')
      await expect(footer.getByText('P. IVA IT01234567897')).toBeVisible()
      // The share capital as each language writes money (issue 23 item 7: not 'EUR 50.000,00 i.v.' on every page).
      await expect(footer.getByText('Capitale sociale 50.000,00 € i.v.')).toBeVisible()
      await expect(footer.getByRole('link', { name: '+39 0522 123 456' })).toHaveAttribute(
        'href',
        'tel:+390522123456',
      )
      await expect(footer.getByRole('link', { name: 'info@silo-shop.example' })).toHaveAttribute(
        'href',
        'mailto:info@silo-shop.example',
      )
      const legal = footer.getByRole('navigation', { name: 'Informazioni legali' })
      await expect(legal.getByRole('link')).toHaveText([
        'Contatti',
        'Informativa sulla privacy',
        'Condizioni generali di vendita',
      ])
      const languages = footer.getByRole('navigation', { name: 'Lingua del sito' })
      await expect(languages.getByRole('link')).toHaveText(['IT', 'EN', 'DE', 'ES', 'FR'])
      await expect(languages.getByRole('link', { name: 'IT' })).toHaveAttribute('aria-current', 'page')
      await expect(languages.getByRole('link', { name: 'DE' })).toHaveAttribute('href', '/de/')

      // Side by side on a desktop window, stacked at phone width.
      const office = await provider.boundingBox()
      const links = await legal.boundingBox()
      if (!office || !links) throw new Error('the footer has no layout')
      if (width >= 1280) {
        expect(links.x).toBeGreaterThan(office.x + office.width)
        expect(Math.abs(links.y - office.y)).toBeLessThan(4)
      } else {
        expect(links.y).toBeGreaterThan(office.y + office.height)
        expect(Math.abs(links.x - office.x)).toBeLessThan(4)
      }
      await footer.scrollIntoViewIfNeeded()
      await untilStill(page)
      await expectNoSeriousA11yViolations(page)
      await shoot(footer, 'identity', 'footer')

      // The privacy notice names the controller and where to write.
      await legal.getByRole('link', { name: 'Informativa sulla privacy' }).click()
      await expect(page).toHaveURL('/it/privacy')
      await expect(
        page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 }),
      ).toBeInViewport()
      await expect(page.getByTestId('data-controller')).toHaveText(
        'Titolare del trattamento è Silo Shop Demo S.r.l., con sede legale in Via Antonio Gramsci 45, 42124 Reggio Emilia (RE), Italia, P. IVA IT01234567897.',
      )
      await expect(
        page.getByRole('main').getByRole('link', { name: 'privacy@silo-shop.example' }),
      ).toHaveAttribute('href', 'mailto:privacy@silo-shop.example')

      // The terms of sale: a section of the same page, shown and focused on arrival.
      await footer.getByRole('link', { name: 'Condizioni generali di vendita' }).click()
      await expect(page).toHaveURL('/it/privacy#condizioni-vendita')
      const terms = page.getByRole('region', { name: 'Condizioni generali di vendita' })
      await expect(
        terms.getByRole('heading', { name: 'Condizioni generali di vendita', level: 2 }),
      ).toBeInViewport()
      await expect(terms).toBeFocused()
      await expect(terms.getByRole('heading', { name: 'Garanzia', level: 3 })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'identity', 'privacy-terms')
      await shoot(page, 'identity', 'privacy-controller', {
        before: () =>
          page
            .getByRole('main')
            .getByRole('heading', { name: 'Titolare del trattamento' })
            .scrollIntoViewIfNeeded(),
      })

      // The contact page, from the footer: it starts at its top, with the provider's details beside the form.
      await footer.getByRole('link', { name: 'Contatti' }).click()
      await expect(page).toHaveURL('/it/contatti')
      await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeInViewport()
      await expect(page).toHaveTitle('Contatti · Silo Shop')
      const details = page.getByRole('region', { name: 'I nostri recapiti' })
      await expect(details).toContainText('Silo Shop Demo S.r.l.')
      await expect(details).toContainText('P. IVA IT01234567897')
      const form = page.getByRole('form', { name: 'Scrivici' })
      await untilStill(page)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'identity', 'contact', { fullPage: true })

      // Sent empty, the form says what is missing, in the page's language, before anything leaves the browser.
      await form.getByRole('button', { name: 'Invia il messaggio' }).click()
      await expect(form.getByText('Campo obbligatorio.')).toHaveCount(3)
      await expect(form.getByText('Occorre accettare i termini della privacy')).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Nome e cognome' })).toBeFocused()
      await untilStill(page)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'identity', 'contact-errors', { fullPage: true })

      const name = `Giulia Rossi ${Date.now()}`
      const email = uniqueEmail('contact')
      await form.getByRole('textbox', { name: 'Nome e cognome' }).fill(name)
      await form.getByRole('textbox', { name: 'Azienda' }).fill('Mangimi Rossi S.r.l.')
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
      await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 051 000000')
      await form
        .getByRole('textbox', { name: 'Messaggio' })
        .fill('Buongiorno,\nvorrei un preventivo per un silo da 30 m³ con cono a 60°.')
      await form.getByRole('checkbox', { name: /acconsento al trattamento/ }).check()
      await form.getByRole('button', { name: 'Invia il messaggio' }).click()

      // Sent: the confirmation where the sender is (beside the button), and an empty form for the next message.
      const confirmation = form.getByRole('status')
      await expect(confirmation).toHaveText(
        'Grazie, il tuo messaggio è stato inviato. Ti risponderemo al più presto all’indirizzo e-mail che hai indicato.',
      )
      await expect(confirmation).toBeInViewport()
      await expect(form.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('')
      await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('')
      await expect(form.getByRole('checkbox', { name: /acconsento al trattamento/ })).not.toBeChecked()
      await untilStill(page)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'identity', 'contact-sent', { fullPage: true })

      // The provider's sales office gets the message, with the address to answer.
      const mail = await waitForMail(PROVIDER, (m) => m.subject === `Messaggio dal sito: ${name}`)
      expect(mail.text).toContain(`E-mail: ${email} (indirizzo non verificato)`)
      expect(mail.text).toContain(
        '> Buongiorno,\n> vorrei un preventivo per un silo da 30 m³ con cono a 60°.',
      )

      // The footer's languages lead to the same page in another language.
      await footer
        .getByRole('navigation', { name: 'Lingua del sito' })
        .getByRole('link', { name: 'EN' })
        .click()
      await expect(page).toHaveURL('/en/contatti')
      await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
      await expect(footer.getByText('VAT no. IT01234567897')).toBeVisible()
      await expect(footer.getByTestId('footer-provider')).toContainText('Italy')
    })
  })
}
