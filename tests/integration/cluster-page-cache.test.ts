import { EventEmitter } from 'node:events'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { waitFor } from '#tests/support/polling.ts'
import { relayInvalidations, sharedInvalidations } from '../../server/cluster.js'
import { createPageCache } from '../../server/page-cache.js'

// Issue 29: with several workers, a pot's cached pages are dropped on every worker when it changes on one,
// not only on the worker that took the gift (each worker keeps its own microcache, ADR 020).

/** A worker as the primary sees it (cluster.Worker) and as it sees itself (process), joined by "IPC". */
function workerPair() {
	const self = new EventEmitter() as EventEmitter & { send(message: unknown): boolean }
	const handle = new EventEmitter() as EventEmitter & {
		send(message: unknown): boolean
		isConnected(): boolean
	}
	handle.send = (message) => (setImmediate(() => self.emit('message', structuredClone(message))), true)
	handle.isConnected = () => true
	return { self, handle }
}

const servers: http.Server[] = []
afterAll(() => servers.forEach((s) => s.close()))

type Page = () => Promise<string>

/** A worker's HTTP server behind its own microcache; its page says how many times it was rendered. */
async function workerServer(cache: ReturnType<typeof createPageCache>) {
	let renders = 0
	const server = http.createServer((req, res) =>
		cache.handle(req, res, () => {
			renders++
			res.setHeader('Content-Type', 'text/html; charset=utf-8')
			res.end(`<p>rendu ${renders}</p>`)
		}),
	)
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return () => fetch(`${base}/participate/7`).then((r) => r.text())
}

test('a pot changed on one worker: its page is dropped on the other workers too', async () => {
	const primary = new EventEmitter() as EventEmitter & { workers: Record<string, unknown> }
	const a = workerPair()
	const b = workerPair()
	const c = workerPair()
	primary.workers = { 1: a.handle, 2: b.handle, 3: c.handle }
	relayInvalidations(primary as never)
	for (const { self, handle } of [a, b, c])
		self.send = (message) => (
			setImmediate(() => primary.emit('message', handle, structuredClone(message))),
			true
		)

	// Long-lived entries: only an invalidation can drop them within the test.
	const caches = [a, b, c].map(() => createPageCache({ ttlMs: 60_000, changeDelayMs: 0 }))
	const [pageA, pageB, pageC] = (await Promise.all(caches.map(workerServer))) as [Page, Page, Page]
	const shared = caches.map((cache, i) => sharedInvalidations(cache, [a, b, c][i]!.self as never))
	expect([await pageA(), await pageB(), await pageC()]).toEqual([
		'<p>rendu 1</p>',
		'<p>rendu 1</p>',
		'<p>rendu 1</p>',
	])
	expect(await pageB()).toBe('<p>rendu 1</p>')

	// A gift to pot 7 on worker A (the app calls the registered cache's invalidate).
	shared[0]!.invalidate(['/participate/7', '/'])
	expect(await pageA()).toBe('<p>rendu 2</p>')
	// Within the second issue 29 allows (IPC between the workers of one machine: a few milliseconds).
	await waitFor(() => caches[1]!.size().entries === 0 && caches[2]!.size().entries === 0, {
		timeout: 1_000,
		message: 'the other workers still keep the changed pot’s page',
	})
	expect(await pageB()).toBe('<p>rendu 2</p>')
	expect(await pageC()).toBe('<p>rendu 2</p>')
	// Another pot's change drops nothing of pot 7.
	shared[1]!.invalidate(['/participate/8'])
	await new Promise((resolve) => setImmediate(resolve))
	expect([await pageA(), await pageB(), await pageC()]).toEqual([
		'<p>rendu 2</p>',
		'<p>rendu 2</p>',
		'<p>rendu 2</p>',
	])
})
