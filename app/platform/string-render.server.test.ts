import { expect, test } from 'vitest'
import { PAGE_HTML, PageResponse } from './string-render.server.ts'

const html = '<!DOCTYPE html><html lang="fr"><body><p>Où va l’argent ? 😀</p></body></html>'
const init = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }

test('a page response hands its HTML over as a string, and reads as the same Response would', async () => {
	const response = new PageResponse(html, init)
	expect(response[PAGE_HTML]).toBe(html)
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
	expect(response.bodyUsed).toBe(false)
	expect(await response.clone().text()).toBe(html)
	expect(new TextDecoder().decode(await response.clone().arrayBuffer())).toBe(html)
	expect(await new Response(response.body).text()).toBe(html)
	expect(response.bodyUsed).toBe(true)
	await expect(response.text()).rejects.toThrow()
})

test('a page response keeps the entry’s Headers object: read once by the server, never copied', async () => {
	const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'a=1' })
	headers.append('Set-Cookie', 'b=2')
	const response = new PageResponse(html, { status: 404, statusText: 'Not Found', headers })
	expect(response.headers).toBe(headers)
	expect(response.status).toBe(404)
	expect(response.statusText).toBe('Not Found')
	expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
	const copy = response.clone()
	expect(copy.headers).not.toBe(headers)
	expect([...copy.headers]).toEqual([...headers])
	expect(copy.status).toBe(404)
	expect(await copy.text()).toBe(html)
	const read = await response.text()
	expect(read).toBe(html)
})
