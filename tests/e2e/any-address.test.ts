import { type Page } from '@playwright/test'
import { expect, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { infoMessages, paymentMessages } from '#app/lib/messages.ts'

/**
 * The demo works at whatever address it is opened: here 127.0.0.1 instead of the
 * localhost the server announces. The card form posts to the sandbox vault and the mandate form's redirect
 * goes to the signature page: both must stay on the visitor's address, where the session is and where the
 * page's `form-action 'self'` lets them go. With JavaScript on and off (the two projects).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

const SUCCESS = paymentMessages.donationSucceeded
const PENDING = infoMessages.paymentPending
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`

/** Signed in at 127.0.0.1: the fixture's cookies, set for this address. */
async function signInHere(page: Page, email: string) {
	await signInAs(page, email)
	const cookies = await page.context().cookies()
	await page.context().addCookies(
		cookies.map(({ name, value, httpOnly, sameSite, expires }) => ({
			name,
			value,
			httpOnly,
			sameSite,
			expires,
			url: `http://127.0.0.1:${PORT}`,
		})),
	)
}

/** Every form and redirect stays on 127.0.0.1: a request to localhost would be a bug. */
function refuseLocalhost(page: Page) {
	const strays: string[] = []
	page.on('request', (request) => {
		if (new URL(request.url()).hostname === 'localhost') strays.push(request.url())
	})
	return strays
}

test('a card payment with 3-D Secure, opened at 127.0.0.1', async ({ page }) => {
	const strays = refuseLocalhost(page)
	await signInHere(page, 'marie.dupont@donnons.demo')
	const euros = test.info().project.name === 'js' ? 23 : 24
	await page.goto(`/participate/4/payment?amount=${euros * 100}&tip=0`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement de votre don')
	await page.getByLabel('Numéro de carte').fill('4970105181818183')
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
	await page.getByRole('button', { name: `Payer ${euros},00 €` }).click()
	await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/sandbox/3ds/`))
	await page
		.getByRole('button', { name: /Valider|Approuver|Confirmer/ })
		.first()
		.click()
	await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/participate/4/confirmation`))
	await expect(page.getByText(SUCCESS).first()).toBeVisible()
	expect(strays).toEqual([])
})

test('a direct-debit mandate signed, opened at 127.0.0.1', async ({ page }) => {
	const strays = refuseLocalhost(page)
	await signInHere(page, 'marie.dupont@donnons.demo')
	// An IBAN of its own per project: its mandate is new, so the signature page shows.
	const iban = test.info().project.name === 'js' ? 'DE89370400440532013000' : 'BE68539007547034'
	await page.goto('/participate/4/payment?amount=2600&tip=0&mode=unique')
	await page.getByLabel('IBAN').fill(iban)
	await page.getByLabel('BIC').fill('BNPAFRPP')
	await page.getByRole('button', { name: 'Signer le mandat et donner' }).click()
	await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/sandbox/mandate/`))
	await page.getByRole('button', { name: 'Signer le mandat' }).click()
	await expect(page).toHaveURL(
		new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/participate/4/confirmation\\?MandateId=`),
	)
	await expect(page.getByText(PENDING).first()).toBeVisible()
	expect(strays).toEqual([])
})
