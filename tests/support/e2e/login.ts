import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type BrowserContext, type Page } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import { E2E_DATA_DIR as dataDir, test } from '#tests/support/e2e/playwright.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * Signs a demo or test account in without the login form, for tests where being signed in is only a
 * precondition (the login journeys themselves keep the form: accounts.test.ts). It does what a login does
 * on the server (app/auth/session.server.ts): a `sessions` row, and the `donnons_session` cookie naming it,
 * signed with the server's SESSION_SECRET. The cookie banner is answered too ("Tout accepter"), as the
 * form-based sign-in used to, so the pages look the same afterwards.
 */

// As app/auth/session.server.ts: SESSION_DURATION_MS and the id format.
const SESSION_DURATION_MS = 30 * 24 * 60 * 60 * 1000

/** The secret the server signs with: from its environment, else the one it generated in its data dir. */
function sessionSecret() {
	return process.env.SESSION_SECRET ?? fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()
}

/** `name=value` of a Set-Cookie header, the value still encoded as the browser would send it back. */
function cookieValue(setCookie: string) {
	return setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'))
}

/** The browser context of a page, or the context itself (a test that opens no page: HTTP_ONLY). */
function contextOf(target: Page | BrowserContext): BrowserContext {
	return 'goto' in target ? target.context() : target
}

export async function signInAs(page: Page | BrowserContext, email: string) {
	const id = crypto.randomBytes(32).toString('base64url')
	const now = Date.now()
	const inserted = e2eDatabase()
		.prepare(
			`insert into sessions (id, user_id, expires_at, user_agent, created_at, updated_at)
			 select ?, id, ?, ?, ?, ? from users where email = ?`,
		)
		.run(id, now + SESSION_DURATION_MS, 'Playwright session fixture', now, now, email.toLowerCase())
	if (inserted.changes !== 1) throw new Error(`signInAs: no account with the e-mail ${email}`)

	const session = createCookie('donnons_session', {
		path: '/',
		sameSite: 'lax',
		httpOnly: true,
		secrets: [sessionSecret()],
	})
	await contextOf(page).addCookies([
		{
			name: 'donnons_session',
			value: cookieValue(await session.serialize(id)),
			url: baseUrl('signInAs'),
			httpOnly: true,
			sameSite: 'Lax',
			expires: Math.floor((now + SESSION_DURATION_MS) / 1000),
		},
	])
	await consentUpFront(page)
}

/**
 * The cookie banner answered « Tout accepter » before the first page, for tests where consent is only a
 * precondition: the `donnons_consent` cookie the banner's form sets. Without JavaScript, answering the banner
 * on the page is a form post and a second load of the page; the banner itself is proven in both projects by
 * smoke.test.ts (« cookie consent ») and legal-pages.test.ts.
 */
export async function consentUpFront(page: Page | BrowserContext) {
	const consent = createCookie('donnons_consent', { path: '/', sameSite: 'lax', httpOnly: true })
	await contextOf(page).addCookies([
		{
			name: 'donnons_consent',
			value: cookieValue(await consent.serialize('accepted')),
			url: baseUrl('consentUpFront'),
			httpOnly: true,
			sameSite: 'Lax',
		},
	])
}

function baseUrl(helper: string) {
	const url = test.info().project.use.baseURL
	if (!url) throw new Error(`${helper}: no baseURL in playwright.config.ts`)
	return url
}
