/**
 * bench:floor's « Remix without React » arm (scripts/bench/floor.ts), run as a child process with the server's
 * V8 flags on the server's DATA_DIR (reads only): Remix's request handler over the production build, in
 * process, for a page and for its `.data`. A page's call goes through route matching, our loaders, Remix's
 * context and the turbo-stream of its data, read to its end, with an entry that renders nothing
 * (render-capture.ts); a `.data` call reads the handler's answer whole. No React, no HTTP, no Express. A
 * `render` call runs the handler with the build's own entry (our page as the server renders it, the string
 * taken as server/remix-handler.js takes it): everything but the HTTP layer.
 *
 * The build is BUILD_DIR's (bench:floor also runs it over its minimal fixture app's build).
 *
 * Messages (IPC): `{ url, dataUrl, headers }` → `{ ready: true }`; `{ calls: n, kind: 'page' | 'data' | 'render' }` →
 * `{ cpuMs: <CPU time of the n calls, all threads> }`.
 */
import { captureHandler, LOAD_CONTEXT, loadServerBuild } from './render-capture.ts'

const server = await loadServerBuild()
const { capture, handle } = captureHandler(server)
/** The build's own entry: the page rendered as the server renders it, without HTTP, Express or compression. */
const render = server.runtime.createRequestHandler(server.build, 'production')
/** The key under which our entry hands a whole page's HTML over (app/platform/string-render.server.ts). */
const PAGE_HTML = Symbol.for('donnons.pageHtml')

let url = ''
let dataUrl = ''
let headers: Record<string, string> = {}

async function dataOnce() {
	const response = await handle(new Request(dataUrl, { headers }))
	await response.arrayBuffer()
	if (response.status !== 200) throw new Error(`${dataUrl} answered ${response.status}`)
}

async function renderOnce() {
	const response = await render(new Request(url, { headers }), LOAD_CONTEXT)
	const html = (response as { [PAGE_HTML]?: unknown })[PAGE_HTML]
	const length = typeof html === 'string' ? html.length : (await response.text()).length
	if (response.status !== 200 || length === 0) throw new Error(`${url} rendered ${response.status}`)
}

process.on(
	'message',
	(message: {
		url?: string
		dataUrl?: string
		headers?: Record<string, string>
		calls?: number
		kind?: 'page' | 'data' | 'render'
	}) => {
		void (async () => {
			if (message.url) {
				url = message.url
				dataUrl = message.dataUrl ?? `${url}.data`
				headers = message.headers ?? {}
				await capture(url, headers)
				await dataOnce()
				process.send!({ ready: true })
			} else if (message.calls) {
				const before = process.cpuUsage()
				for (let i = 0; i < message.calls; i++)
					if (message.kind === 'data') await dataOnce()
					else if (message.kind === 'render') await renderOnce()
					else await capture(url, headers)
				const used = process.cpuUsage(before)
				process.send!({ cpuMs: (used.user + used.system) / 1000 })
			}
		})().catch((error: unknown) => {
			console.error(error)
			process.exit(1)
		})
	},
)
process.send!({ started: true })
