import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, hasJs, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'
import {
	addParticipations,
	makeOrganiserWithPot,
	uniqueEmail,
} from '#tests/support/e2e/fixtures/organiser.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { amountLinkLabel, goalMessages, percentOfGoal } from '#app/lib/pots/goal-messages.ts'

/** Issue 27, items 1 and 5: a pot's goal and its progress, the widget in another site, prefilled amounts. */

/** An organiser's pot with 65,00 € collected (two gifts); the organiser signed in when `page` is given. */
async function potWithGifts(label: string, page?: Page) {
	const email = uniqueEmail(label)
	const { potId } = makeOrganiserWithPot(email, `Cagnotte ${label} (${test.info().project.name})`)
	addParticipations(potId, uniqueEmail(`${label}-invite`))
	if (page) await signInAs(page, email)
	return potId
}

async function saveGoal(page: Page, potId: number, goal: string) {
	await page.goto(`/edit/particular/details/${potId}`)
	await page.getByLabel('Objectif (facultatif)').fill(goal)
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}$`))
}

const progressOf = (page: Page, percent: number, goalCents: number) =>
	page.getByRole('progressbar', { name: percentOfGoal(percent, goalCents) })

test('the organiser sets a goal at edit; the pot page shows the bar, then « Objectif atteint ! »', async ({
	page,
}) => {
	const potId = await potWithGifts('objectif', page)
	await page.goto(`/participate/${potId}`)
	await expect(page.getByRole('progressbar')).toHaveCount(0)

	await saveGoal(page, potId, '100')
	const bar = progressOf(page, 65, 10_000)
	await expect(bar).toBeVisible()
	await expect(bar).toHaveAttribute('value', '6500')
	await expect(bar).toHaveAttribute('max', '10000')
	await expect(page.getByText(goalMessages.reached)).toHaveCount(0)
	await expectNoAxeViolations(page)

	// Lowered below what is collected: reached, and the organiser is offered to raise it.
	await saveGoal(page, potId, '50')
	await expect(progressOf(page, 130, 5_000)).toHaveAttribute('value', '5000')
	await expect(page.getByText(goalMessages.reached)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: goalMessages.raise }).first().click()
	await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${potId}$`))
	await expect(page.getByLabel('Objectif (facultatif)')).toHaveValue('50')
})

test('a wrong goal is refused in French and nothing is saved', async ({ page }) => {
	const potId = await potWithGifts('objectif-faux', page)
	await page.goto(`/edit/particular/details/${potId}`)
	await page.getByLabel('Objectif (facultatif)').fill('-5')
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
	await expect(page.getByText(goalMessages.notPositive).first()).toBeVisible()
	await expect(page.getByLabel('Objectif (facultatif)')).toHaveAttribute('aria-invalid', 'true')
	const { goal } = e2eDatabase().prepare('select goal_cents as goal from pots where id = ?').get(potId) as {
		goal: number | null
	}
	expect(goal).toBeNull()
})

test('the widget shows in another site’s frame; « Participer » opens the pot', async ({ page, baseURL }) => {
	const potId = await potWithGifts('widget')
	e2eDatabase().prepare('update pots set goal_cents = 20000 where id = ?').run(potId)
	// Another site: a page of its own server, on the loopback like ours (Chromium refuses a public page
	// framing a local address, whatever its headers, which is no concern of ours here).
	const html = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Mon blog</title></head><body><main><h1>Mon blog</h1><iframe src="${baseURL}/participate/${potId}/widget" title="Cagnotte sur Donnons" width="320" height="220"></iframe><iframe src="${baseURL}/participate/${potId}" title="Page de la cagnotte" width="320" height="220"></iframe></main></body></html>`
	const blog = http.createServer((_req, res) => {
		res.setHeader('Content-Type', 'text/html; charset=utf-8')
		res.end(html)
	})
	await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve))
	try {
		await page.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/`)
		const frame = page.frameLocator('iframe[title="Cagnotte sur Donnons"]')
		await expect(frame.getByRole('heading', { level: 1 })).toContainText('Cagnotte widget')
		await expect(frame.getByText(/65,00\s€/)).toBeVisible()
		await expect(frame.getByRole('progressbar', { name: percentOfGoal(32, 20_000) })).toBeVisible()
		// The pot page itself refuses to be shown in another site: its frame is the browser's error page.
		await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/')
		await expect(page.frameLocator('iframe[title="Page de la cagnotte"]').getByRole('heading')).toHaveCount(0)
		await frame.getByRole('link', { name: goalMessages.participate }).click()
		await expect(page).toHaveURL(`${baseURL}/participate/${potId}`)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Cagnotte widget')
	} finally {
		await new Promise<void>((resolve) => blog.close(() => resolve()))
	}
})

test('only the widget may be framed; it has no script and weighs at most 10 kB', async ({
	page,
	request,
}) => {
	const potId = await potWithGifts('cadre')
	const widget = await request.get(`/participate/${potId}/widget`)
	expect(widget.status()).toBe(200)
	expect(widget.headers()['x-frame-options']).toBeUndefined()
	expect(widget.headers()['content-security-policy']).not.toContain('frame-ancestors')
	const body = await widget.body()
	expect(body.length).toBeLessThanOrEqual(10 * 1024)
	expect(body.toString()).not.toContain('<script')
	for (const path of [`/participate/${potId}`, '/']) {
		const other = await request.get(path)
		expect(other.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
		expect(other.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'")
	}
	const missing = await request.get('/participate/999999999/widget')
	expect(missing.status()).toBe(404)
	expect(await missing.text()).toContain(goalMessages.widgetNotFound)

	await page.goto(`/participate/${potId}/widget`)
	await expect(page.getByRole('link', { name: goalMessages.participate })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('the organiser’s view: progress, the code to copy and links with an amount', async ({
	page,
	baseURL,
}) => {
	const potId = await potWithGifts('extraits', page)
	e2eDatabase().prepare('update pots set goal_cents = 6000 where id = ?').run(potId)
	await page.goto(`/mes-cagnottes/${potId}`)
	await expect(page.getByText(goalMessages.reached)).toBeVisible()
	await expect(page.getByRole('link', { name: goalMessages.raise })).toHaveAttribute(
		'href',
		`/edit/particular/details/${potId}`,
	)
	const code = page.getByLabel(goalMessages.embedLabel)
	await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/participate/${potId}/widget" title="`))
	await expect(page.getByRole('button', { name: goalMessages.copy })).toHaveCount(hasJs() ? 1 : 0)
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: amountLinkLabel(2_000) }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}\\?amount=2000$`))
	await expect(page.getByLabel('Montant de votre don (en euros)')).toHaveValue('20')
})

test('the copy button puts the code in the clipboard', JS_ONLY, async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	const potId = await potWithGifts('copie', page)
	await page.goto(`/mes-cagnottes/${potId}`)
	await page.getByRole('button', { name: goalMessages.copy }).click()
	await expect(page.getByText(goalMessages.copied)).toBeVisible()
	const copied = await page.evaluate(() => navigator.clipboard.readText())
	expect(copied).toContain(`/participate/${potId}/widget`)
})
