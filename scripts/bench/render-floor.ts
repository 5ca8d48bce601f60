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
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

type Resolved = Promise<void> & { result: { done: boolean; value: string } }

const build = (await import(
	pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')).href
)) as ServerBuild

/** The Remix context of a page, and its streamed data as the render cache holds it once read. */
async function capture(url: string, headers: Record<string, string>) {
	let context: EntryContext | undefined
	const capturing: ServerBuild = {
		...build,
		entry: {
			module: {
				...build.entry.module,
				default: (_request, _status, _headers, entryContext) => {
					context = entryContext
					return new Response('')
				},
			},
		},
	}
	const handle = createRequestHandler(capturing, 'production')
	const response = await handle(new Request(url, { headers }), { cspNonce: 'floor', clientIp: '127.0.0.1' })
	if (!context || response.status !== 200) throw new Error(`${url}: no page to render (${response.status})`)
	const streamCache: Record<number, Resolved> = {}
	const decoder = new TextDecoder()
	const reader = context.serverHandoffStream!.getReader()
	for (let i = 0; ; i++) {
		const { done, value } = await reader.read()
		const resolved = Promise.resolve() as Resolved
		resolved.result = { done, value: decoder.decode(value, { stream: true }) }
		streamCache[i] = resolved
		if (done) break
	}
	return { context, streamCache }
}

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
