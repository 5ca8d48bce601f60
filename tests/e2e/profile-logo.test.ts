import { PDFDocument, rgb } from 'pdf-lib'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { freshCompany } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'

/**
 * A company logo given as a PDF (spec 1 "Logo cropper popup": the input accepts pdf), with JavaScript on and
 * off: no crop popup (the browser cannot show a PDF in it), the server draws the first page and centre-crops it.
 */

async function pdfLogo() {
	const doc = await PDFDocument.create()
	doc.addPage([300, 200]).drawRectangle({ x: 0, y: 0, width: 300, height: 200, color: rgb(0.1, 0.45, 0.35) })
	return { name: 'logo-entreprise.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

test('a company uploads its logo as a PDF', async ({ page }) => {
	const company = await freshCompany('logo-pdf')
	await signInAs(page, company.email)
	await page.goto('/company/profile')
	const logo = page.getByRole('region', { name: "Logo de l'entreprise" })
	await expect(logo.getByText('recadrée en carré sur son centre')).toBeVisible()
	const input = logo.locator('input[type=file]')
	await expect(input).toHaveAttribute('accept', /application\/pdf/)
	await input.setInputFiles(await pdfLogo())
	if (test.info().project.name === 'js') {
		await expect(logo.getByText('Fichier choisi : logo-entreprise.pdf')).toBeVisible()
		await expect(page.getByRole('dialog', { name: 'Editez votre image' })).toBeHidden()
		await expectNoAxeViolations(page)
	}
	await logo.getByRole('button', { name: 'Mettre à jour mon logo' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Votre logo a été mis à jour' })).toBeVisible()
	const image = page.getByRole('region', { name: "Logo de l'entreprise" }).getByRole('img')
	await expect(image).toHaveAttribute('src', /\/uploads\/logos\/\w+\.png$/)
	const response = await page.request.get((await image.getAttribute('src'))!)
	expect(response.headers()['content-type']).toBe('image/png')
	await expectNoAxeViolations(page)
})
