// The page load of bench:http and bench:memory (scripts/bench/load.ts): only 2xx answers are served views, every
// other status is a refusal by status and by the load guard's shed priority, and the loop keeps `connections`
// requests in flight on kept-alive sockets.
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { closeIdleSockets } from '../../scripts/bench/http-client.ts'
import { loadUrl } from '../../scripts/bench/load.ts'

let answered = 0
let inFlight = 0
let mostInFlight = 0
const sockets = new Set<unknown>()
const server = http.createServer((request, response) => {
	sockets.add(request.socket)
	inFlight++
	mostInFlight = Math.max(mostInFlight, inFlight)
	setTimeout(() => {
		inFlight--
		answered++
		// One answer in four refused as the load guard refuses an anonymous read.
		if (answered % 4 === 0)
			response.writeHead(503, { 'x-load-shed': 'anonymous-read', 'retry-after': '1' }).end('occupé')
		else response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${request.url}</p>`)
	}, 2)
})
afterAll(() => {
	closeIdleSockets()
	server.close()
})

test('served views, refusals by status and shed priority, as many requests in flight as connections', async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	const result = await loadUrl([`${base}/a`, `${base}/b`], { connections: 4, seconds: 0.5 })
	const refused = result.refusals.toJSON()
	expect(result.served).toBeGreaterThan(20)
	expect(refused.byStatus).toEqual({ 503: refused.total })
	expect(refused.shedByPriority).toEqual({ 'anonymous-read': refused.total })
	// Every answer the server gave was counted once, served or refused.
	expect(result.served + refused.total).toBe(answered)
	expect(result.served).toBeGreaterThan(2 * refused.total)
	expect(mostInFlight).toBe(4)
	// Kept-alive: four connections for all the requests.
	expect(sockets.size).toBe(4)
	expect(result.latencyMsP50).toBeGreaterThanOrEqual(2)
	expect(result.clientCpuMsPerServed).toBeGreaterThan(0)
	// No server pid given: no server CPU.
	expect(result.cpuMsPerServed).toBeNull()
})
