/**
 * The baseline of `npm run bench:render` (scripts/bench/render.ts), run as a child process with the server's
 * V8 flags: React's `renderToString` of the very tree the server renders for a page. It loads the same server
 * build, runs Remix's request handler for the URL against the server's database (reads only) with an entry
 * that keeps the Remix context instead of rendering it, then reads the page's streamed loader data to its end.
 * Each timed render gets a fresh render state with that data already resolved, so `renderToString` renders
 * the whole document synchronously — header, page, footer and the data scripts — as one string: the floor a
 * page's render cannot go under.
 *
 * Messages (IPC): `{ url, headers }` → `{ ready: true, html: <length in bytes> }`; `{ renders: n }` →
 * `{ cpuMs: <CPU time of the n renders, all threads> }`.
 */
import { captureHandler, loadServerBuild } from './render-capture.ts'

// React and Remix of the build itself: the page's tree works only with the copies it was bundled with.
const server = await loadServerBuild()
const { RemixServer, createElement, renderToString } = server.runtime
const { capture } = captureHandler(server)

let page: Awaited<ReturnType<typeof capture>> | undefined
let url = ''

function renderOnce() {
	const { context, streamCache } = page!
	const fresh = {
		...context,
		renderMeta: { streamCache },
		serverHandoffStream: { getReader: () => null } as unknown as ReadableStream<Uint8Array>,
	}
	return renderToString(createElement(RemixServer, { context: fresh, url, nonce: 'floor' }))
}

process.on('message', (message: { url?: string; headers?: Record<string, string>; renders?: number }) => {
	void (async () => {
		if (message.url) {
			url = message.url
			page = await capture(message.url, message.headers ?? {})
			process.send!({ ready: true, html: Buffer.byteLength(renderOnce()) })
		} else if (message.renders) {
			const before = process.cpuUsage()
			for (let i = 0; i < message.renders; i++) renderOnce()
			const used = process.cpuUsage(before)
			process.send!({ cpuMs: (used.user + used.system) / 1000 })
		}
	})().catch((error: unknown) => {
		console.error(error)
		process.exit(1)
	})
})
process.send!({ started: true })
