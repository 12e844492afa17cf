import { AREA_PASSWORD, AREA_WIDTHS, completeAccount } from '../../fixtures/account-area.ts'
import { analyticsEvents, logInByApi, postApi } from '../../fixtures/accounts.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

const NEW_PASSWORD = 'Silos#Nuovo7'

test('a buyer edits the profile, changes the password and the e-mail, then adds, edits and deletes a delivery address', async ({
  page,
  browser,
}) => {
  // A sign-up with its activation, two screens at two widths with their axe scans: more than a minute on a busy machine.
  test.slow()
  const account = await completeAccount(page, 'area-profile')
  // The company the checkout makes from the sign-up (not verified yet), with its billing address.
  await postApi(page.request, 'user/create_client')
  // Another session of the same user, which the new password will end.
  const elsewhere = await browser.newContext()
  await logInByApi(elsewhere.request, account.email, AREA_PASSWORD)

  await page.goto('/it/user/profile')
  await expect(page.getByRole('heading', { name: 'Il tuo profilo', level: 1 })).toBeVisible()
  const form = page.getByTestId('profile-form')
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(account.firstName)
  await expect(page.getByTestId('profile-gaps')).toHaveCount(0)
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'profile', { fullPage: true })
  }

  // The privacy switch must stay on; the VAT number is required for an Italian company.
  await form.getByRole('switch', { name: /accetto i termini della privacy/ }).uncheck()
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill('')
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(
    form.getByText('La privacy deve essere accettata per poter procedere al salvataggio dei dati.'),
  ).toBeVisible()
  await form.getByRole('switch', { name: /accetto i termini della privacy/ }).check()
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(form.getByRole('textbox', { name: 'Partita IVA' })).toHaveAttribute('aria-invalid', 'true')

  // The details: phone, role, sectors with another one, marketing.
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill('02845190376')
  await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 0521 998 877')
  await form.getByRole('textbox', { name: 'Ruolo in azienda' }).fill('Direttrice di stabilimento')
  await form.getByLabel('Settore', { exact: true }).click()
  await page.getByRole('option', { name: /Mangim/ }).click()
  await page.getByRole('option', { name: 'Altro', exact: true }).click()
  await page.keyboard.press('Escape')
  await form.getByRole('textbox', { name: 'Altro settore' }).fill('Essiccazione cereali')
  await form.getByRole('switch', { name: /novità e offerte/ }).check()

  // A new password asks for the current one: a wrong one is refused on its field, nothing else is lost.
  await form.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByLabel('Conferma la password', { exact: true }).fill(NEW_PASSWORD)
  const current = form.getByRole('textbox', { name: 'Password attuale', exact: true })
  await current.fill('Sbagliata#2026')
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Telefono' })).toHaveValue('+39 0521 998 877')
  await current.fill(AREA_PASSWORD)
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('Dati aggiornati correttamente')).toBeVisible()
  await expect(current).toHaveCount(0)
  expect(await analyticsEvents(page)).toContain('profile_update')

  // Saved: a fresh page reads it back; the other session is over, the new password signs in.
  await page.reload()
  await expect(form.getByRole('textbox', { name: 'Ruolo in azienda' })).toHaveValue(
    'Direttrice di stabilimento',
  )
  await expect(form.getByRole('textbox', { name: 'Altro settore' })).toHaveValue('Essiccazione cereali')
  const { user: stale } = await (await elsewhere.request.get('/api/front/user')).json()
  expect(stale).toBeNull()
  await logInByApi(elsewhere.request, account.email, NEW_PASSWORD)
  await elsewhere.close()

  // A new e-mail address: the current password again, then the old address stays the login until the link mailed
  // to the new one is followed.
  const newEmail = account.email.replace('area-profile', 'area-profile-new')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(newEmail)
  await form.getByRole('textbox', { name: 'Password attuale', exact: true }).fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Salva' }).click()
  const pending = page.getByRole('status').filter({ hasText: 'Conferma il nuovo indirizzo e-mail' })
  await expect(pending).toContainText(`Fino ad allora accedi con ${account.email}`)
  const mail = await waitForMail(newEmail, (m) => m.text.includes('/user/confirm-email?token='))
  const link = mail.text.match(/https?:\/\/\S+\/user\/confirm-email\?token=\S+/)?.[0] ?? ''
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Conferma del nuovo indirizzo e-mail' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    `Indirizzo confermato: d’ora in poi accedi con ${newEmail}.`,
  )
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Vai al tuo profilo' }).click()
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(newEmail)
  await expect(pending).toHaveCount(0)

  // Cancel leads back to the dashboard.
  await form.getByRole('link', { name: 'Annulla' }).click()
  await expect(page).toHaveURL('/it/user/dashboard')

  // The addresses: the billing data (one, no adding) and the delivery addresses.
  await page
    .getByRole('navigation', { name: 'Menu dell’area riservata' })
    .getByRole('link', { name: 'Indirizzi' })
    .click()
  await expect(page).toHaveURL('/it/user/address')
  const billing = page.getByTestId('address-book').filter({ hasText: 'Dati di fatturazione' })
  const delivery = page.getByTestId('address-book').filter({ hasText: 'Indirizzi di consegna' })
  await expect(billing.getByTestId('address-card')).toHaveCount(1)
  await expect(billing.getByRole('button', { name: 'Aggiungi i dati di fatturazione' })).toHaveCount(0)
  await expect(page.getByTestId('no-client-notice')).toBeVisible()

  await delivery.getByRole('button', { name: 'Nuovo indirizzo' }).click()
  const editor = page.getByRole('region', { name: 'Nuovo indirizzo' })
  await editor.getByRole('textbox', { name: 'Destinatario o nome della sede' }).fill('Magazzino di Modena')
  await editor.getByRole('combobox', { name: 'Nazione' }).fill('Itali')
  await page.getByRole('option', { name: 'Italia', exact: true }).click()
  await editor.getByTestId('address-street').fill('Via Emilia Est')
  await editor.getByRole('textbox', { name: 'CAP' }).fill('41121')
  await editor.getByRole('textbox', { name: 'Città' }).fill('Modena')
  await editor.getByRole('textbox', { name: 'Telefono' }).fill('+39 059 123 456')
  await editor.getByRole('checkbox', { name: 'Usa come indirizzo di consegna predefinito' }).check()
  await editor.getByRole('button', { name: 'Salva indirizzo' }).click()
  await expect(page.getByText('Indirizzo salvato con successo')).toBeVisible()
  const card = delivery.getByTestId('address-card').filter({ hasText: 'Magazzino di Modena' })
  await expect(card).toContainText('Consegna predefinita')

  // Its own address opens it for editing; saving comes back to the screen.
  const { addresses } = await (await page.request.get('/api/front/user/addresses')).json()
  const saved = (addresses as { id: number; address_title: string }[]).find(
    (a) => a.address_title === 'Magazzino di Modena',
  )
  await page.goto(`/it/user/address/${saved?.id}`)
  const edit = page.getByRole('region', { name: 'Modifica indirizzo' })
  await expect(edit.getByRole('textbox', { name: 'Città' })).toHaveValue('Modena')
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'address-edit', { fullPage: true })
  }
  await edit.getByRole('textbox', { name: 'Città' }).fill('Carpi')
  await edit.getByRole('textbox', { name: 'CAP' }).fill('41012')
  await edit.getByRole('button', { name: 'Salva indirizzo' }).click()
  await expect(page).toHaveURL('/it/user/address')
  await expect(card).toContainText('Carpi')
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'addresses', { fullPage: true })
  }

  // Deleting asks first.
  await card.getByRole('button', { name: "Elimina l'indirizzo Magazzino di Modena" }).click()
  const confirm = page.getByRole('dialog', { name: "Sei sicuro di voler cancellare l'indirizzo?" })
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Elimina' }).click()
  await expect(card).toHaveCount(0)
  await expect(delivery.getByText('Nessun indirizzo salvato.')).toBeVisible()
})
