import { fileURLToPath } from 'node:url'
import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, JS_ONLY, NOJS_ONLY, test } from '#tests/support/e2e/playwright.ts'
import { generic, potMessages } from '#app/lib/messages.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

// The rich-text editor and the image-crop inputs of the pot form, on the demo page /demo/components whose
// action answers with what the server received (sanitised HTML, crop boxes).
const PHOTO = fileURLToPath(new URL('../fixtures/photo.jpg', import.meta.url)) // 1200 × 800 JPEG

function result(page: Page) {
	return page.getByRole('region', { name: 'Résultat de l’envoi' })
}

async function receivedImages(page: Page) {
	// Without JavaScript the answer is a streamed document: wait for the whole JSON before reading it.
	const pre = result(page).locator('pre').nth(1)
	await expect(pre).toHaveText(/\}\s*$/)
	const text = await pre.textContent()
	return JSON.parse(text ?? 'null') as {
		banner: { width: number; height: number; crop: Record<string, number>; cropSource: string } | null
		bannerReset: boolean
		logo: unknown
	}
}

test.beforeEach(async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/demo/components')
})

test(
	'with JavaScript: formatted text, a link and a cropped banner reach the server',
	JS_ONLY,
	async ({ page }) => {
		const editor = page.getByRole('textbox', { name: 'Message de la cagnotte' })
		await expect(editor).toHaveAttribute('contenteditable', 'true')
		await expect(editor).toContainText('Merci de votre générosité !')
		const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' })

		await editor.click()
		await page.keyboard.press('ControlOrMeta+A')
		await page.keyboard.press('Backspace')
		await page.keyboard.press('ControlOrMeta+B')
		await page.keyboard.type('Texte en gras')
		await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true')
		await page.keyboard.press('ControlOrMeta+B')
		await page.keyboard.press('Enter')
		await toolbar.getByRole('button', { name: 'Liste à puces' }).click()
		await page.keyboard.type('Premier')
		await page.keyboard.press('Enter')
		await page.keyboard.type('Second')
		await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		await page.keyboard.press('Enter')
		await page.keyboard.press('Enter')
		await page.keyboard.type('Notre site')
		await page.keyboard.press('Shift+Home')
		await toolbar.getByRole('button', { name: 'Lien' }).click()
		await page.getByLabel('Adresse du lien').fill('exemple.fr')
		await page.getByLabel('Adresse du lien').press('Enter')
		await expect(editor.getByRole('link', { name: 'Notre site' })).toBeVisible()
		await expectNoAxeViolations(page)

		// Too big, then not an image: refused before any dialog.
		const file = page.locator('input[type="file"][name="banner"]')
		await file.setInputFiles({
			name: 'grande.jpg',
			mimeType: 'image/jpeg',
			buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
		})
		await expect(page.getByText(potMessages.imageTooLarge)).toBeVisible()
		await file.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
		await expect(page.getByText('Seules les images .jpg, .jpeg et .png sont acceptées')).toBeVisible()

		// Escape gives up: the file is dropped and the spec's message shows.
		const dialog = page.getByRole('dialog', { name: 'Editez votre image' })
		await file.setInputFiles(PHOTO)
		await expect(dialog.getByRole('button', { name: 'Valider' })).toBeEnabled()
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(page.getByText(generic.errorShort, { exact: true })).toBeVisible()
		await expect(file).toHaveValue('')

		await file.setInputFiles(PHOTO)
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Valider' })).toBeEnabled()
		await expectNoAxeViolations(page)
		await dialog.getByRole('button', { name: 'Valider' }).click()
		await expect(dialog).toBeHidden()
		await expect(page.getByText(generic.errorShort, { exact: true })).toBeHidden()
		await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle image recadrée' })).toBeVisible()
		const crop = JSON.parse(await page.locator('input[name="banner_crop"]').inputValue()) as Record<
			string,
			number
		>
		expect(crop).toEqual({ x: 0, y: expect.any(Number), width: 1200, height: expect.any(Number) })
		expect((crop.width ?? 0) / (crop.height ?? 1)).toBeCloseTo(2.8, 1)

		await page.getByRole('button', { name: 'Envoyer' }).click()
		await expect(result(page)).toBeVisible()
		const html = (await result(page).locator('pre').first().textContent()) ?? ''
		expect(html).toContain('<strong>Texte en gras</strong>')
		expect(html).toMatch(/<ul><li><span>Premier<\/span><\/li><li><span>Second<\/span><\/li><\/ul>/)
		expect(html).toContain(
			'<a href="https://exemple.fr/" rel="noopener noreferrer nofollow" target="_blank">',
		)
		expect(html).not.toMatch(/class=|white-space/)
		const images = await receivedImages(page)
		expect(images.banner).toMatchObject({ width: 1200, height: 800, crop, cropSource: 'boîte envoyée' })
		expect(images.logo).toBeNull()
		await expectNoAxeViolations(page)
	},
)

test('with JavaScript: the banner goes back to the default image', JS_ONLY, async ({ page }) => {
	const reset = page.getByRole('button', { name: 'Revenir à l’image par défaut' })
	await reset.click()
	await expect(reset).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByRole('img', { name: 'Image par défaut' })).toBeVisible()
	await page.getByRole('button', { name: 'Envoyer' }).click()
	await expect(result(page)).toBeVisible()
	expect(await receivedImages(page)).toMatchObject({ banner: null, bannerReset: true })
})

test(
	'without JavaScript: plain text becomes paragraphs and the banner is centre-cropped',
	NOJS_ONLY,
	async ({ page }) => {
		const textarea = page.getByRole('textbox', { name: 'Message de la cagnotte' })
		await expect(textarea).toHaveValue('Bonjour à tous,\n\nMerci de votre générosité !')
		await textarea.fill('Premier paragraphe\nsur deux lignes\n\nSecond <b>paragraphe</b>')
		await page.locator('input[type="file"][name="banner"]').setInputFiles(PHOTO)
		await expect(page.getByRole('checkbox', { name: 'Revenir à l’image par défaut' })).not.toBeChecked()
		await expectNoAxeViolations(page)

		await page.getByRole('button', { name: 'Envoyer' }).click()
		await expect(result(page)).toBeVisible()
		await expect(result(page).locator('pre').first()).toHaveText(
			'<p>Premier paragraphe<br />sur deux lignes</p><p>Second &lt;b&gt;paragraphe&lt;/b&gt;</p>',
		)
		expect(await receivedImages(page)).toMatchObject({
			banner: {
				width: 1200,
				height: 800,
				crop: { x: 0, y: 185, width: 1200, height: 429 },
				cropSource: 'recadrage centré',
			},
			bannerReset: false,
			logo: null,
		})
		await expectNoAxeViolations(page)
	},
)
