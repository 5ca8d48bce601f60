// The benchmarks' donors (scripts/bench): their HTTP client reads answers as node:http would (lengths, chunks,
// compression, cookies, a kept-alive socket the server closed), the no-JavaScript browser submits the form
// that `readForms` finds, and a `.data` answer is read as turbo-stream's own decoder reads it.
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { encode } from 'turbo-stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { closeIdleSockets, send } from '../../scripts/bench/http-client.ts'
import { formWithButton, NoJsBrowser, type Page, readForms } from '../../scripts/bench/nojs-browser.ts'
import { TurboData } from '../../scripts/bench/turbo-data.ts'

const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = []
let base = ''
const server = http.createServer((request, response) => {
	let body = ''
	request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
	request.on('end', () => {
		seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
		const answer = routes[request.url!.split('?')[0]!]
		if (answer) answer(request, response, body)
		else response.writeHead(404).end('absent')
	})
})
type Route = (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void
const big = `<p>${'Donnez, c’est généreux. '.repeat(4000)}</p>`
const routes: Record<string, Route> = {
	'/length': (_, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('été'),
	// Written in pieces without a length: chunked.
	'/chunked': (_, response) => {
		response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] })
		response.write('<p>un ')
		setTimeout(() => response.end('deux</p>'), 5)
	},
	'/big': (_, response) => response.writeHead(200, { 'content-length': Buffer.byteLength(big) }).end(big),
	'/br': (_, response) =>
		response.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(big)),
	'/gzip': (_, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(big)),
	'/redirect': (_, response) =>
		response.writeHead(302, { location: '/form', 'set-cookie': 'session=s1; Path=/; HttpOnly' }).end(),
	'/form': (_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(FORM_PAGE),
	'/submit': (_, response) => response.writeHead(303, { location: '/length' }).end(),
	'/close': (request, response) => {
		response.writeHead(200, { 'content-length': '2' }).end('ok')
		// The server drops the kept-alive connection once answered (its keep-alive timeout).
		response.on('finish', () => request.socket.destroy())
	},
	'/data': (_, response) => {
		response.writeHead(200, { 'content-type': 'text/x-script' })
		void (async () => {
			const reader = encode(DATA).getReader()
			for (let part = await reader.read(); !part.done; part = await reader.read()) response.write(part.value)
			response.end()
		})()
	},
}

const FORM_PAGE = `<!DOCTYPE html><html><body>
<form method="get" action="/search"><input name="q" value=""><button>Chercher</button></form>
<button type="button">Payer plus tard</button>
<form method="post" action="/submit?step=1">
	<input type="hidden" name="csrf" value="a&amp;b &quot;c&quot;">
	<input name="amount" value="12">
	<input type="checkbox" name="anonymous">
	<input type="checkbox" name="news" checked value="oui">
	<input name="off" value="x" disabled>
	<select name="tip"><option value="0">Rien</option><option value="200" selected>2 €</option></select>
	<textarea name="message">Bravo l’équipe &amp; merci</textarea>
	<button type="button">Annuler</button>
	<button name="intent" value="quick"><span>DON RAPIDE</span> de 12&nbsp;€</button>
</form>
<form method="post" action="/other"><button>Payer 12 €</button></form>
</body></html>`

const DATA = {
	root: { data: { user: null, partners: [{ name: 'Fondation Aster' }] } },
	'routes/participate.$id.quick-payment': {
		data: {
			state: 'card',
			card: { action: '/sandbox/tokenize/1', data: 'tok', accessKeyRef: 'ref', returnURL: 'http://x/carte' },
			count: 3,
			missing: undefined,
			nothing: null,
		},
	},
}

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	closeIdleSockets()
	server.closeAllConnections()
	await new Promise((resolve) => server.close(resolve))
})

test('answers are read by their length, by chunks, and decompressed when read', async () => {
	const plain = await send(`${base}/length`, { headers: { accept: 'text/html' } })
	expect(plain.status).toBe(200)
	expect(plain.body.toString('utf8')).toBe('été')
	const chunked = await send(`${base}/chunked`, {})
	expect(chunked.body.toString()).toBe('<p>un deux</p>')
	expect(chunked.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
	expect((await send(`${base}/big`, {})).body.toString('utf8')).toBe(big)
	const br = await send(`${base}/br`, { headers: { 'accept-encoding': 'gzip, br' } })
	expect(br.raw.length).toBeLessThan(big.length / 10)
	expect(br.body.toString('utf8')).toBe(big)
	expect((await send(`${base}/gzip`, {})).body.toString('utf8')).toBe(big)
	expect((await send(`${base}/nowhere`, {})).status).toBe(404)
})

test('a request carries what node:http sent: Host, keep-alive, its headers and its body', async () => {
	seen.length = 0
	await send(`${base}/length?x=1`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'a=1' },
		body: 'prénom=Élise',
	})
	expect(seen[0]).toMatchObject({
		method: 'POST',
		url: '/length?x=1',
		body: 'prénom=Élise',
		headers: {
			host: base.slice('http://'.length),
			connection: 'keep-alive',
			cookie: 'a=1',
			'content-type': 'application/x-www-form-urlencoded',
			'content-length': String(Buffer.byteLength('prénom=Élise')),
		},
	})
})

test('a kept-alive socket the server closed is not reused, and requests go on', async () => {
	let resent = 0
	for (let i = 0; i < 5; i++) {
		const answer = await send(`${base}/close`, {}, () => resent++)
		expect(answer.body.toString()).toBe('ok')
	}
	// At most once a request: a socket found closed when written to is replaced, never retried twice.
	expect(resent).toBeLessThanOrEqual(5)
})

test('the browser without JavaScript submits the form readForms finds, cookies kept', async () => {
	const browser = new NoJsBrowser(base)
	seen.length = 0
	const page = await browser.get('/redirect')
	expect(page).toMatchObject({ url: `${base}/form`, status: 200, requests: 2 })
	expect(page.html).toBe(FORM_PAGE)
	const reference = readForms({ ...page, html: page.html } satisfies Page)
	const found = formWithButton(page, (label) => /^DON RAPIDE/.test(label))
	expect(found?.form).toEqual(reference[1])
	expect(found?.button).toEqual({ label: 'DON RAPIDE de 12\u00a0€', name: 'intent', value: 'quick' })
	// A page given as a plain object (scripts/bench/burst.ts) is scanned as its HTML.
	expect(
		formWithButton({ url: page.url, status: 200, html: FORM_PAGE, requests: 1 }, (l) => l === 'Payer 12 €'),
	).toEqual({ form: reference[2], button: { label: 'Payer 12 €' } })
	// Buttons outside forms or not submitting do not count.
	expect(formWithButton(page, (label) => label === 'Payer plus tard')).toBeNull()
	expect(formWithButton(page, (label) => label === 'Annuler')).toBeNull()

	const next = await browser.submit(page, /^DON RAPIDE/, { amount: '15' })
	expect(next).toMatchObject({ url: `${base}/length`, status: 200, requests: 2 })
	expect(next.has('été')).toBe(true)
	const post = seen.find((request) => request.url === '/submit?step=1')!
	expect(new URLSearchParams(post.body).toString()).toBe(
		new URLSearchParams([
			['csrf', 'a&b "c"'],
			['news', 'oui'],
			['tip', '200'],
			['message', 'Bravo l’équipe & merci'],
			['amount', '15'],
			['intent', 'quick'],
		]).toString(),
	)
	expect(post.headers.cookie).toBe('session=s1')
	expect(post.headers.origin).toBe(base)
	expect(browser.errors).toEqual([])
})

test('a .data answer is read as turbo-stream decodes it, along the path asked', async () => {
	const answer = await send(`${base}/data`, {})
	const data = new TurboData(answer)
	expect(data.get('routes/participate.$id.quick-payment', 'data', 'card')).toEqual(
		DATA['routes/participate.$id.quick-payment'].data.card,
	)
	expect(data.get('routes/participate.$id.quick-payment', 'data')).toEqual(
		DATA['routes/participate.$id.quick-payment'].data,
	)
	expect(data.get('root', 'data', 'user')).toBeNull()
	expect(data.get('root', 'data', 'partners')).toEqual([{ name: 'Fondation Aster' }])
	expect(data.get('routes/absent', 'data')).toBeUndefined()
})
