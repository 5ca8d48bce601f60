import { configuredSiteFigures } from '#app/lib/site/key-figures.ts'
import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, hasJs, test } from '#tests/support/e2e/playwright.ts'
import { expectSignedInAs, signInAs } from '#tests/support/e2e/accounts.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'
import { potMessages } from '#app/lib/messages.ts'

const PARTICULAR_EVENTS = '/evenement-particulier-creation-cagnotte-solidaire-don-association'
const COMPANY_EVENTS = '/evenements-entreprises-creation-cagnotte-solidaire-don-association'
const CATEGORIES = [
	'Femme',
	'Humanitaire',
	'Enfant',
	'Environnement',
	'Solidarité',
	'Animaux',
	'Santé',
	'Éducation',
]
const TESTIMONIALS = [
	'Camille et Théo',
	'Gérard Lemoine',
	'Sophie Marchal',
	'Inès Belkacem',
	'Yannick Le Goff',
]

const creation = (page: Page) => page.getByRole('region', { name: 'Créer une cagnotte', exact: true })
const testimonials = (page: Page) =>
	page.getByRole('region', { name: 'Ils ont créé leur cagnotte solidaire' })

/**
 * Runs `action` and waits for the browser to ask for step 1 with the event: a document request without
 * JavaScript, the route data (`.data`) with it. Step 1 may not be built yet, so only the request is checked.
 */
async function expectStepOneRequest(
	page: Page,
	type: 'particular' | 'company',
	evt: string,
	action: () => Promise<void>,
) {
	const request = page.waitForRequest((r) => {
		const url = new URL(r.url())
		return (
			url.pathname.replace(/\.data$/, '') === `/create/${type}/assocs` && url.searchParams.get('evt') === evt
		)
	})
	await action()
	await request
}

async function eventIdOf(page: Page, name: string, type: 'particular' | 'company') {
	const href = await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href')
	const match = href?.match(new RegExp(`^/create/${type}/assocs\\?evt=(\\d+)$`))
	expect(match, `link of ${name}: ${href}`).toBeTruthy()
	return match![1]!
}

test.describe('home page', () => {
	test('a visitor sees both cards, the causes, the figures, the claims, the steps, the offer, the press and the testimonials', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto('/')
		await expect(page).toHaveTitle(/cagnotte solidaire/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(creation(page).getByRole('article')).toHaveCount(2)
		await expect(creation(page).getByRole('heading', { name: 'Je suis un particulier' })).toBeVisible()
		await expect(creation(page).getByRole('heading', { name: 'Je suis une entreprise' })).toBeVisible()

		const causes = page.getByRole('region', { name: 'Les causes que vous pouvez soutenir' })
		for (const name of CATEGORIES) await expect(causes.getByRole('link', { name, exact: true })).toBeVisible()
		await expect(causes.getByRole('link', { name: 'Éducation' })).toHaveAttribute(
			'href',
			'/associations-partenaires-cagnotte-solidaire?cause=education',
		)

		// The demo shows the spec's figures (SITE_FIGURES unset), and /nos-valeurs the very same ones.
		const figures = page.getByRole('region', { name: 'Donnons en chiffres' })
		const spec = configuredSiteFigures('spec', true)!
		for (const figure of spec) await expect(figures).toContainText(figure.label)
		await expect(figures).toContainText(/plus de 100\s*associations partenaires/)
		await expect(figures).toContainText(/2\s000\s000\s€\s*de dons collectés/)
		const shown = await figures.getByRole('listitem').allTextContents()

		// Open public pots only: the demo company's pot on invitation and the finished ones are not there (other
		// journeys create pots, so which open ones are among the six most recent varies).
		const pots = page.getByRole('region', { name: 'Cagnottes en cours' })
		await expect(pots.getByRole('link').first()).toHaveAttribute('href', /^\/participate\/\d+$/)
		await expect(pots).toContainText('participant')
		await expect(pots.getByRole('link', { name: 'Challenge solidaire Atelier Lumière 2026' })).toHaveCount(0)
		await expect(pots.getByRole('link', { name: 'Pot de départ de Jacques' })).toHaveCount(0)

		const claims = page.getByRole('region', { name: 'Nos engagements' })
		for (const claim of [
			'Création gratuite',
			'Aucun frais pour les donateurs',
			'compte séquestre',
			'60',
			'100',
			'4 minutes',
		]) {
			await expect(claims).toContainText(claim)
		}

		const steps = page.getByRole('region', { name: 'Comment ça marche ?' }).getByRole('listitem')
		await expect(steps).toHaveCount(4)
		await expect(steps.nth(0)).toContainText('Choisissez une association')
		await expect(steps.nth(3)).toContainText('déduction fiscale')

		const offer = page.getByRole('region', { name: 'Mécénat, RSE et qualité de vie au travail' })
		await expect(offer.getByRole('link', { name: /offre entreprises/ })).toHaveAttribute(
			'href',
			'https://entreprises.donnons.org/mecenat-rse',
		)
		await expect(offer.getByRole('link', { name: /mécénat RSE/ })).toHaveAttribute('href', '/mecenat-rse')
		await expect(offer.getByRole('link', { name: /mécénat QVT/ })).toHaveAttribute('href', '/mecenat-qvt')

		const press = page.getByRole('region', { name: 'Ils parlent de nous' }).getByRole('img')
		await expect(press).toHaveCount(5)
		await expect(press.first()).toHaveAttribute('alt', 'La Gazette Solidaire')
		await expectNoAxeViolations(page)

		// Testimonials: all listed without JavaScript, one at a time with previous / next with it.
		const section = testimonials(page)
		if (!hasJs()) {
			await expect(section.getByRole('listitem')).toHaveCount(TESTIMONIALS.length)
			for (const name of TESTIMONIALS) await expect(section.getByText(name, { exact: true })).toBeVisible()
			await expect(section.getByRole('img', { name: 'Logo de l’entreprise de Sophie Marchal' })).toBeVisible()
		} else {
			const live = section.locator('[aria-live="polite"]')
			await expect(live).toContainText('Camille et Théo')
			await expect(live).toContainText('Témoignage 1 sur 5')
			await expect(section.getByText('Gérard Lemoine')).toBeHidden()
			await section.getByRole('button', { name: 'Témoignage suivant' }).click()
			await expect(live).toContainText('Gérard Lemoine')
			await expect(live).toContainText('Jeune retraité de la SNCF, 62 ans')
			await expect(section.getByText('Camille et Théo')).toBeHidden()
			await section.getByRole('button', { name: 'Témoignage précédent' }).click()
			await section.getByRole('button', { name: 'Témoignage précédent' }).click()
			await expect(live).toContainText('Yannick Le Goff')
			await expect(live).toContainText('Témoignage 5 sur 5')
			await expectNoAxeViolations(page)
		}

		// /nos-valeurs shows the very same figures.
		await page.goto('/nos-valeurs')
		const values = page.getByRole('region', { name: 'Donnons en chiffres' }).getByRole('listitem')
		await expect(values).toHaveCount(shown.length)
		expect(await values.allTextContents()).toEqual(shown)
	})

	test('the demo company sees only the company card, the demo individual only the individual card', async ({
		page,
	}) => {
		await signInAs(page, 'contact@atelier-lumiere.demo')
		await page.goto('/')
		await expectSignedInAs(page, 'Atelier Lumière')
		await expect(creation(page).getByRole('article')).toHaveCount(1)
		await expect(creation(page).getByRole('heading', { name: 'Je suis une entreprise' })).toBeVisible()
		// Signed in, the header goes straight to the company's event selection.
		await expect(page.getByRole('banner').getByRole('link', { name: 'Créer une cagnotte' })).toHaveAttribute(
			'href',
			'/select/company',
		)
		await expectNoAxeViolations(page)

		await page.context().clearCookies()
		await signInAs(page, 'marie.dupont@donnons.demo')
		await page.goto('/')
		await expectSignedInAs(page, 'Marie')
		await expect(creation(page).getByRole('article')).toHaveCount(1)
		await expect(creation(page).getByRole('heading', { name: 'Je suis un particulier' })).toBeVisible()
	})
})

test.describe('event selection', () => {
	test('select/company and select/particular lead to their events; a card goes to step 1 with its event', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto('/select/company')
		await expect(page).toHaveURL(new RegExp(`${COMPANY_EVENTS}$`))
		await expect(page.getByRole('main').getByRole('link', { name: 'Anniversaire', exact: true })).toHaveCount(
			0,
		)
		await eventIdOf(page, 'Séminaire', 'company')
		await expectNoAxeViolations(page)

		await page.goto('/select/particular')
		await expect(page).toHaveURL(new RegExp(`${PARTICULAR_EVENTS}$`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Pour quel événement créez-vous votre cagnotte ?',
		)
		await expect(page.getByRole('main').getByRole('heading', { name: 'Mariage', level: 2 })).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Séminaire' })).toHaveCount(0)
		await expectNoAxeViolations(page)
		const evt = await eventIdOf(page, 'Anniversaire', 'particular')
		await expectStepOneRequest(page, 'particular', evt, () =>
			page.getByRole('main').getByRole('link', { name: 'Anniversaire' }).click(),
		)
	})
})

test.describe('create-pot entry', () => {
	test('the page refuses an incomplete or mismatched choice, then leads to step 1', async ({ page }) => {
		await consentUpFront(page)
		await page.goto('/creer-une-cagnotte?evt=')
		const alert = page.getByRole('main').getByRole('alert')
		await expect(alert).toContainText('Merci de choisir pour qui vous créez cette cagnotte')
		await expect(alert).toContainText(potMessages.eventTypeRequired)
		await expectNoAxeViolations(page)

		await page.goto('/creer-une-cagnotte')
		const main = page.getByRole('main')
		const next = main.getByRole('button', { name: 'Suivant' })
		if (hasJs()) {
			await expect(next).toBeDisabled()
			await expect(main.getByLabel('Pour quel événement ?')).toBeDisabled()
			await main.getByLabel('Pour moi ou mes proches').check()
			await expect(next).toBeDisabled()
			// Only the individual events are offered.
			await expect(
				main.getByLabel('Pour quel événement ?').locator('option', { hasText: 'Séminaire' }),
			).toHaveCount(0)
		} else {
			await next.click()
			await expect(alert).toContainText('Merci de choisir pour qui vous créez cette cagnotte')
			// A company with an individual event is refused.
			await main.getByLabel('Pour mon entreprise').check()
			await main.getByLabel('Pour quel événement ?').selectOption({ label: 'Anniversaire' })
			await next.click()
			await expect(alert).toContainText('Cet événement ne correspond pas au type de cagnotte choisi')
			await main.getByLabel('Pour moi ou mes proches').check()
		}
		await main.getByLabel('Pour quel événement ?').selectOption({ label: 'Anniversaire' })
		const evt = await main.getByLabel('Pour quel événement ?').inputValue()
		await expect(next).toBeEnabled()
		await expectStepOneRequest(page, 'particular', evt, () => next.click())
	})

	test('the header and the home cards open the entry (a modal with JavaScript, the page without)', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto('/')
		const header = page.getByRole('banner')
		if (!hasJs()) {
			await expect(header.getByRole('link', { name: 'Créer une cagnotte' })).toHaveAttribute(
				'href',
				'/creer-une-cagnotte',
			)
			await creation(page).getByRole('link', { name: 'Créer une cagnotte entreprise' }).click()
			await expect(page).toHaveURL(/\/creer-une-cagnotte\?type=company$/)
			await expect(page.getByRole('main').getByLabel('Pour mon entreprise')).toBeChecked()
			await expectNoAxeViolations(page)
			return
		}
		await header.getByRole('button', { name: 'Créer une cagnotte' }).click()
		const dialog = page.getByRole('dialog', { name: 'Créer une cagnotte solidaire' })
		await expect(dialog).toBeVisible()
		const next = dialog.getByRole('button', { name: 'Suivant' })
		await expect(next).toBeDisabled()
		await dialog.getByLabel('Pour mon entreprise').check()
		await expect(next).toBeDisabled()
		await dialog.getByLabel('Pour quel événement ?').selectOption({ label: 'Séminaire' })
		await expect(next).toBeEnabled()
		await expectNoAxeViolations(page)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()

		// The home card opens it with its type already chosen.
		await creation(page).getByRole('button', { name: 'Créer une cagnotte particulier' }).click()
		await expect(dialog.getByLabel('Pour moi ou mes proches')).toBeChecked()
		await dialog.getByLabel('Pour quel événement ?').selectOption({ label: 'Mariage' })
		const evt = await dialog.getByLabel('Pour quel événement ?').inputValue()
		await expectStepOneRequest(page, 'particular', evt, () => next.click())
	})
})

test.describe('jackpot placeholder', () => {
	test('company and individual pages link to their event selection; any other type goes home', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto('/create/jackpot/company')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('La cagnotte solidaire d’entreprise')
		await expect(
			page.getByRole('main').getByRole('link', { name: 'Choisir l’événement de mon entreprise' }),
		).toHaveAttribute('href', COMPANY_EVENTS)
		await expectNoAxeViolations(page)
		await page.goto('/create/jackpot/individual')
		await page.getByRole('main').getByRole('link', { name: 'Choisir mon événement' }).click()
		await expect(page).toHaveURL(new RegExp(`${PARTICULAR_EVENTS}$`))
		await page.goto('/create/jackpot/autre')
		await expect(page).toHaveURL(/\/$/)
	})
})
