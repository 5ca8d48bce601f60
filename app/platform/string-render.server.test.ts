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
