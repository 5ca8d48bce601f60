import { posterFileNames } from '#app/lib/pots/poster-layout.ts'
import { posterMessages } from '#app/lib/pots/poster-messages.ts'
import { expect, expectNoAxeViolations, HTTP_ONLY, test } from '#tests/support/e2e/playwright.ts'
import { makeOrganiserWithPot, readDownload, uniqueEmail } from '#tests/support/e2e/fixtures/organiser.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { band, decodeQr, renderPdfPage } from '#tests/support/qr-decode.ts'

test('an organiser downloads the poster and the QR code, which a phone reads as the pot’s address', async ({
	page,
}) => {
	const email = uniqueEmail('affiche')
	const { potId } = makeOrganiserWithPot(email, 'Le pot de départ de Jeanne')
	await signInAs(page, email)

	await page.goto(`/mes-cagnottes/${potId}`)
	const section = page.getByRole('region', { name: posterMessages.sectionTitle })
	await expect(section).toBeVisible()
	await expectNoAxeViolations(page)
	const potUrl = new URL(`/participate/${potId}`, page.url()).href

	const png = page.waitForEvent('download')
	await section.getByRole('link', { name: posterMessages.qrPngLink }).click()
	const pngFile = await png
	expect(pngFile.suggestedFilename()).toBe(posterFileNames.qrPng(potId))
	expect(await decodeQr(readDownload((await pngFile.path())!))).toBe(potUrl)

	const poster = page.waitForEvent('download')
	await section.getByRole('link', { name: posterMessages.posterLink }).click()
	const posterFile = await poster
	expect(posterFile.suggestedFilename()).toBe(posterFileNames.poster(potId))
	const pdf = readDownload((await posterFile.path())!)
	expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
	expect(await decodeQr(await renderPdfPage(pdf, 150))).toBe(potUrl)

	// Drawing a PDF keeps the server busy for a moment: under load it may answer a short 503 (load guard), which
	// a browser retries; the stand is fetched until it is served.
	const standPath = await section.getByRole('link', { name: posterMessages.standLink }).getAttribute('href')
	let stand: Awaited<ReturnType<typeof page.request.get>> | undefined
	await expect
		.poll(async () => (stand = await page.request.get(standPath!)).status(), { timeout: 30_000 })
		.toBe(200)
	expect(stand!.headers()['content-disposition']).toBe(
		`attachment; filename="${posterFileNames.stand(potId)}"`,
	)
	// Two codes on the sheet: the middle third (the upright face) is read alone.
	const sheet = await renderPdfPage(await stand!.body(), 150)
	expect(await decodeQr(await band(sheet, 1 / 3, 2 / 3))).toBe(potUrl)
})

// Plain HTTP requests with the signed-in context's cookies, no page: one project runs it (HTTP_ONLY).
test('the downloads of someone else’s pot are a 404', HTTP_ONLY, async ({ context }) => {
	const { potId } = makeOrganiserWithPot(uniqueEmail('proprietaire'), 'Pas la mienne')
	const other = uniqueEmail('voisine')
	makeOrganiserWithPot(other, 'La mienne')
	await signInAs(context, other)
	for (const path of ['affiche.pdf', 'chevalet.pdf', 'qr.png', 'qr.svg']) {
		// A 503 (the load guard, right after another test drew a PDF) is retried; what then comes must be a 404.
		let status = 0
		const url = `/mes-cagnottes/${potId}/${path}`
		await expect
			.poll(async () => (status = (await context.request.get(url)).status()), { message: path })
			.not.toBe(503)
		expect(status, path).toBe(404)
	}
})
