import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, hasJs, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'
import { expectVideoOnClickOnly } from '#tests/support/e2e/video.ts'
import { potMessages } from '#app/lib/messages.ts'

const STEP1 = '/create/particular/assocs?evt=1'

const resultsHeading = (page: Page) => page.getByRole('heading', { name: /associations? à découvrir/ })
const cards = (page: Page) => page.getByTestId('charity-card')
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents()
const searchPanel = (page: Page) => page.getByRole('region', { name: 'Rechercher une association' })

async function openStep1(page: Page, path = STEP1) {
	await consentUpFront(page)
	await page.goto(path)
	await expect(
		page.getByRole('heading', { level: 1, name: 'Choisissez la cause qui vous tient à cœur !' }),
	).toBeVisible()
}

test.describe('step 1: cause selection', () => {
	test('the step indicator, 12 charities shuffled per page, the goals explainer (modal with JavaScript, anchor without), no accessibility violation', async ({
		page,
	}) => {
		await openStep1(page)
		await expect(page.getByRole('navigation', { name: 'Étapes de création de la cagnotte' })).toBeVisible()
		await expect(resultsHeading(page)).toHaveText(/^\d+ associations à découvrir$/)
		await expect(cards(page)).toHaveCount(12)
		const card = cards(page).first()
		await expect(card.getByRole('link', { name: /Choisir cette association/ })).toHaveAttribute(
			'href',
			/^\/create\/particular\/details\?evt=1&assoc=\d+$/,
		)
		await expect(card.locator('p.line-clamp-5')).toBeVisible()
		await expect(
			card
				.getByRole('list', { name: /Objectifs soutenus/ })
				.getByRole('img')
				.first(),
		).toBeVisible()
		await expectNoAxeViolations(page)

		const opener = page.getByRole(hasJs() ? 'button' : 'link', {
			name: 'Les objectifs de développement durable',
		})
		await opener.click()
		const content = hasJs()
			? page.getByRole('dialog', { name: 'Les objectifs de développement durable' })
			: page.getByRole('region', { name: 'Les objectifs de développement durable' })
		await expect(content).toBeVisible()
		await expect(content).toContainText('2030')
		await expect(content.getByRole('listitem')).toHaveCount(17)
		if (!hasJs()) await expect(page).toHaveURL(/#objectifs-developpement-durable$/)
	})

	test('an accent-less keyword finds the charity, and the search is in the URL', async ({ page }) => {
		await openStep1(page)
		await searchPanel(page).getByLabel('Mots-clés').fill('etincelles')
		await searchPanel(page).getByRole('button', { name: 'Rechercher' }).click()
		await expect(page).toHaveURL(/[?&]q=etincelles/)
		await expect(page).toHaveURL(/[?&]evt=1/)
		await expect(resultsHeading(page)).toHaveText('1 association à découvrir')
		expect(await cardNames(page)).toEqual(['Les Étincelles de Recherche'])
		await expect(searchPanel(page).getByLabel('Mots-clés')).toHaveValue('etincelles')
		await expectNoAxeViolations(page)
	})

	test('a cause filter narrows the list and stays in the URL; "Voir tout" resets it', async ({ page }) => {
		await openStep1(page)
		const all = Number((await resultsHeading(page).textContent())?.match(/\d+/)?.[0])
		await searchPanel(page).locator('summary', { hasText: 'Causes' }).click()
		await searchPanel(page).getByRole('checkbox', { name: 'Santé' }).check()
		await searchPanel(page).getByRole('button', { name: 'Rechercher' }).click()
		await expect(page).toHaveURL(/[?&]cause=sante/)
		await expect(resultsHeading(page)).not.toHaveText(`${all} associations à découvrir`)
		const count = await cards(page).count()
		expect(count).toBeGreaterThan(0)
		expect(count).toBeLessThan(all)
		for (const category of await cards(page).locator('p.text-brand-dark').allTextContents())
			expect(category).toBe('Santé')
		await page.reload()
		await expect(searchPanel(page).getByRole('checkbox', { name: 'Santé' })).toBeChecked()
		await expectNoAxeViolations(page)
		await searchPanel(page).getByRole('link', { name: 'Voir tout' }).click()
		await expect(page).toHaveURL(/\/create\/particular\/assocs\?evt=1$/)
		await expect(resultsHeading(page)).toHaveText(`${all} associations à découvrir`)
		// The group is closed again (nothing ticked), the box unticked.
		await expect(searchPanel(page).locator('input[name="cause"][value="sante"]')).not.toBeChecked()
	})

	test('the quick category bar, off by default, opens on demand and shows one category', async ({ page }) => {
		await openStep1(page)
		const bar = page.getByRole('navigation', { name: 'Causes' })
		await expect(bar).toBeHidden()
		await page.getByText('Filtrer par cause').click()
		await bar.getByRole('link', { name: 'Éducation' }).click()
		await expect(page).toHaveURL(/[?&]cause=education/)
		await expect(bar.getByRole('link', { name: 'Éducation' })).toHaveAttribute('aria-current', 'page')
		for (const category of await cards(page).locator('p.text-brand-dark').allTextContents())
			expect(category).toBe('Éducation')
	})

	// Without JavaScript the browser shows its own loading state.
	test(
		'with JavaScript, a loading message covers the results while the next ones load',
		JS_ONLY,
		async ({ page }) => {
			await openStep1(page)
			let release = () => {}
			const gate = new Promise<void>((resolve) => (release = resolve))
			await page.route(/\/create\/particular\/assocs\.data/, async (route) => {
				await gate
				await route.continue()
			})
			await page.getByText('Filtrer par cause').click()
			await page.getByRole('navigation', { name: 'Causes' }).getByRole('link', { name: 'Santé' }).click()
			const loading = page
				.getByRole('status')
				.filter({ hasText: 'Chargement des résultats, veuillez patienter ...' })
			await expect(loading).toBeVisible()
			release()
			await expect(page).toHaveURL(/[?&]cause=sante/)
			await expect(loading).toHaveCount(0)
		},
	)

	test('paging through every page shows each charity once, in a stable order', async ({ page }) => {
		await openStep1(page)
		const total = Number((await resultsHeading(page).textContent())?.match(/\d+/)?.[0])
		const pages = Math.ceil(total / 12)
		const seen: string[] = []
		const pagination = page.getByRole('navigation', { name: 'Pages de résultats' })
		for (let n = 1; n <= pages; n++) {
			if (n > 1) {
				await pagination.getByRole('link', { name: 'Page suivante' }).click()
				await expect(page).toHaveURL(new RegExp(`[?&]page=${n}`))
				await expect(pagination.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
					'aria-current',
					'page',
				)
			}
			await expect(cards(page)).toHaveCount(n < pages ? 12 : total - 12 * (pages - 1))
			seen.push(...(await cardNames(page)))
		}
		expect(seen).toHaveLength(total)
		expect(new Set(seen).size).toBe(total)
		await expect(pagination.getByRole('link', { name: 'Page suivante' })).toHaveCount(0)
		// Same seed (cookie): the first page comes back identical.
		await pagination.getByRole('link', { name: 'Page 1', exact: true }).click()
		await expect(page).not.toHaveURL(/page=/)
		// With JavaScript the list re-renders just after the URL changes: wait for it.
		await expect.poll(() => cardNames(page)).toEqual(seen.slice(0, 12))
	})

	test('no result shows the spec message; ?assoc= shows that charity only', async ({ page }) => {
		await openStep1(page, `${STEP1}&q=zzzqqqxx`)
		await expect(page.getByRole('alert')).toContainText(potMessages.noCharityFound)
		await expect(cards(page)).toHaveCount(0)
		await expectNoAxeViolations(page)
		await page.goto(`${STEP1}&assoc=1`)
		await expect(cards(page)).toHaveCount(1)
	})

	test('"En savoir plus" opens the charity details (modal with JavaScript, page without)', async ({
		page,
	}) => {
		await openStep1(page, `${STEP1}&q=etincelles`)
		// With JavaScript the link becomes a button once the page has hydrated: waiting for the button is waiting
		// for hydration (a click on the link before it would open the page, not the modal).
		await cards(page)
			.getByRole(hasJs() ? 'button' : 'link', { name: /En savoir plus/ })
			.click()
		const title = 'Créez une cagnotte solidaire pour Les Étincelles de Recherche'
		if (hasJs()) {
			const dialog = page.getByRole('dialog', { name: title })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
			await expect(dialog.getByLabel('Quel évènement?')).toBeVisible()
			await expect(page).toHaveURL(/\/create\/particular\/assocs/)
			await expectNoAxeViolations(page)
			await dialog.getByRole('button', { name: 'Fermer' }).click()
			await expect(dialog).toBeHidden()
		} else {
			await expect(page).toHaveURL(/\/association\/les-etincelles-de-recherche\?evt=1&type=particular$/)
			await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		}
	})
})

test.describe('charity page', () => {
	const PAGE = '/association/maison-des-aubes'
	const title = 'Créez une cagnotte solidaire pour La Maison des Aubes'

	test('shows the charity, with its social meta tags, no accessibility violation, and its slideshow', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto(PAGE)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(page).toHaveTitle(/La Maison des Aubes/)
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
			'content',
			/^https?:\/\/.+\/og\/association\/\d+\/[0-9a-f]{16}\.jpg$/,
		)
		await expect(page.getByRole('img', { name: 'Label Donnons' }).first()).toBeVisible()
		// A visitor who chose no audience sees the spec's default reduction.
		await expect(page.getByTestId('tax-rate')).toHaveText('66 %')
		await expect(page.getByText('Avec 30 €')).toBeVisible()
		await expect(page.getByText('Avec 100 €')).toBeVisible()
		// No request to the video site before the visitor asks.
		await expectVideoOnClickOnly(page)
		await expectNoAxeViolations(page)

		const photos = page.getByRole(hasJs() ? 'region' : 'list', { name: 'Photos de La Maison des Aubes' })
		// All the images without JavaScript; with it, next stops at the last image and previous wraps.
		if (!hasJs()) {
			await expect(photos.getByRole('img')).toHaveCount(3)
			return
		}
		const next = photos.getByRole('button', { name: 'Image suivante' })
		await expect(photos).toContainText('Image 1 sur 3')
		await next.click()
		await expect(photos).toContainText('Image 2 sur 3')
		await next.click()
		await expect(photos).toContainText('Image 3 sur 3')
		// Next stops at the last image.
		await expect(next).toHaveAttribute('aria-disabled', 'true')
		await next.dispatchEvent('click')
		await expect(photos).toContainText('Image 3 sur 3')
		await photos.getByRole('button', { name: 'Image précédente' }).click()
		await expect(photos).toContainText('Image 2 sur 3')
		await photos.getByRole('button', { name: 'Image précédente' }).click()
		await expect(photos).toContainText('Image 1 sur 3')
		// Previous wraps from the first to the last.
		await photos.getByRole('button', { name: 'Image précédente' }).click()
		await expect(photos).toContainText('Image 3 sur 3')
	})

	test('creating without an event shows the spec message; a personal event goes to step 2, a professional one to the company flow', async ({
		page,
	}) => {
		await consentUpFront(page)
		await page.goto(PAGE)
		const side = page.getByRole('complementary', { name: 'Créer une cagnotte pour La Maison des Aubes' })
		await side.getByRole('button', { name: 'Créer une cagnotte' }).click()
		const alert = page.getByRole('alert')
		await expect(alert).toContainText('Attention')
		await expect(alert).toContainText(potMessages.eventTypeRequired)
		await expectNoAxeViolations(page)

		await side.getByRole('radio', { name: 'Evènement personnel' }).check()
		if (hasJs()) await expect(side.getByTestId('tax-rate')).toHaveText('75 %')
		await side.getByLabel('Quel évènement?').selectOption({ label: 'Anniversaire' })
		const stepTwo = page.waitForRequest((request) =>
			/\/create\/particular\/details(\.data)?\?evt=\d+&assoc=\d+/.test(request.url()),
		)
		await side.getByRole('button', { name: 'Créer une cagnotte' }).click()
		await stepTwo
		await expect(page).toHaveURL(/\/create\/particular\/details/)

		await page.goto(PAGE)
		await side.getByRole('radio', { name: 'Evènement professionnel' }).check()
		await side.getByLabel('Quel évènement?').selectOption({ label: 'Séminaire' })
		const companyStepTwo = page.waitForRequest((request) =>
			/\/create\/company\/details(\.data)?\?evt=\d+&assoc=\d+/.test(request.url()),
		)
		await side.getByRole('button', { name: 'Créer une cagnotte' }).click()
		await companyStepTwo
		await expect(page).toHaveURL(/\/create\/company\/details/)
	})
})

test.describe('partner charities list', () => {
	test('same search without the step indicator; cards lead to the charity page', async ({ page }) => {
		await consentUpFront(page)
		await page.goto('/partenaires/assocs')
		await expect(page).toHaveURL(/\/associations-partenaires-cagnotte-solidaire$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Nos associations partenaires' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Étapes de création de la cagnotte' })).toHaveCount(0)
		await expect(cards(page)).toHaveCount(12)
		await expectNoAxeViolations(page)
		await searchPanel(page).getByLabel('Mots-clés').fill('maison des aubes')
		await searchPanel(page).getByRole('button', { name: 'Rechercher' }).click()
		await expect(page).toHaveURL(/\/associations-partenaires-cagnotte-solidaire\?q=maison\+des\+aubes/)
		// With JavaScript the URL changes before the new results replace the 12 shown: wait for them.
		await expect(cards(page).first()).toContainText('La Maison des Aubes')
		await cards(page)
			.filter({ hasText: 'La Maison des Aubes' })
			.getByRole('link', { name: /Créer une cagnotte/ })
			.click()
		await expect(page).toHaveURL(/\/association\/maison-des-aubes$/)
		await expect(
			page.getByRole('heading', { level: 1, name: 'Créez une cagnotte solidaire pour La Maison des Aubes' }),
		).toBeVisible()
	})
})

test('former, alternative and unknown addresses lead where they should', async ({ page }) => {
	// An unknown creator type leads home; private is the particular flow.
	await page.goto('/create/inconnu/assocs')
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/create/private/assocs?evt=2')
	await expect(page).toHaveURL(/\/create\/particular\/assocs\?evt=2$/)
	// A charity's display path shows it too; an unknown charity leads home.
	await page.goto('/association/don-maison-des-aubes-cagnotte-solidaire')
	await expect(
		page.getByRole('heading', { level: 1, name: 'Créez une cagnotte solidaire pour La Maison des Aubes' }),
	).toBeVisible()
	await page.goto('/association/cette-association-n-existe-pas')
	await expect(page).toHaveURL(/\/$/)
	// The partner list's former address.
	await page.goto('/assoc-partenaire')
	await expect(page).toHaveURL(/\/associations-partenaires-cagnotte-solidaire$/)
})
