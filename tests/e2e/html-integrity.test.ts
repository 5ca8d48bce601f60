import { htmlFindings } from '#tests/support/e2e/html-validity.ts'
import { expect, HTTP_ONLY, test } from '#tests/support/e2e/playwright.ts'

// The streamed HTML of the main pages, byte for byte: React 18.3's Node renderer used to put a NUL byte where a
// multi-byte character (the "é" of "Mécénat RSE" on the home page) met the end of its 2048-byte buffer.
// Plain HTTP requests, no page: one project runs them (HTTP_ONLY).

const PAGES = [
	'/',
	'/home',
	'/associations-partenaires-cagnotte-solidaire',
	'/association/maison-des-aubes',
	'/participate/1',
	'/authentification-cagnotte-solidaire-don-association',
]

// A browser gets the page as soon as its shell is ready; a crawler once everything is rendered.
const CLIENTS = {
	browser:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
	crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

for (const [client, userAgent] of Object.entries(CLIENTS)) {
	test(`the main pages are valid UTF-8 without a NUL byte (${client})`, HTTP_ONLY, async ({ request }) => {
		for (const path of PAGES) {
			const response = await request.get(path, { headers: { 'user-agent': userAgent } })
			expect(response.status(), path).toBe(200)
			expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8')
			const body = await response.body()
			expect(body.length, path).toBeGreaterThan(1000)
			expect(body.indexOf(0), `${path}: first NUL byte`).toBe(-1)
			const html = new TextDecoder('utf-8', { fatal: true }).decode(body)
			expect(html, path).toMatch(/^<!DOCTYPE html>/i)
		}
	})
}

// Valid HTML (.htmlvalidate.mjs): a streamed page ends with </html>, Remix's data scripts inside the body.
test('a streamed page is valid HTML that ends with </html>', HTTP_ONLY, async ({ request }) => {
	for (const path of PAGES) {
		const response = await request.get(path, { headers: { 'user-agent': CLIENTS.browser } })
		const html = await response.text()
		expect(html, path).toMatch(/<script\b[^>]*>window\.__remixContext\.streamController/)
		expect(await htmlFindings(html), path).toEqual([])
	}
})

// The check itself finds what the W3C validator reports.
test('the HTML check reports a script after </html> and a wrong autocomplete', HTTP_ONLY, async () => {
	const page = (body: string, after = '') =>
		`<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body><main>${body}</main></body></html>${after}`
	expect(await htmlFindings(page('<p>Bonjour</p>'))).toEqual([])
	expect(await htmlFindings(page('<p>Bonjour</p>', '<script>x()</script>'))).toEqual([
		expect.stringMatching(/^content-after-html:/),
	])
	const address = '<label for="a">Adresse</label><input id="a" name="a" autocomplete="street-address">'
	expect(await htmlFindings(page(address))).toEqual([expect.stringMatching(/^valid-autocomplete:/)])
})
