import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import type * as ReactDOMServer from 'react-dom/server'
import { type ReactElement } from 'react'
// @ts-expect-error -- @types/react-dom declares this entry point's API under `react-dom/server` only.
import { renderToReadableStream as renderToWebStream } from 'react-dom/server.browser'
import { BUSY_RETRY_AFTER_SECONDS, busyPage } from './lib/site/busy-page.ts'
import { closingTagsLast } from './platform/closing-tags-last.server.ts'
import { NonceProvider } from './platform/nonce.tsx'
import { renderDeadline, RenderTimeout, untilStreamEnds } from './platform/render-deadline.server.ts'
import { PageResponse, readPageData, renderWhole } from './platform/string-render.server.ts'
import { frenchRouteErrors } from './platform/route-errors.server.ts'

// Remix's Node runtime for server.js's handler (server/remix-handler.js), and React's render for the
// benchmarks' floor (scripts/bench/render-capture.ts): the production build bundles its dependencies (ADR 076),
// so what works with the build's pages must be the build's own copy of Remix and React, not another one.
export {
	createReadableStreamFromReadable,
	createRequestHandler,
	writeReadableStreamToWritable,
} from '@remix-run/node'
export { RemixServer }
export { createElement } from 'react'
export { renderToString } from 'react-dom/server'
// The server (server.js) loads the app only through this build: it starts the app with this.
export { startServer, type ServerSettings, type ServerStart } from './server-start.server.ts'
// …answers with this page when it is saturated (server/load-guard.js)…
export { busyPage, BUSY_RETRY_AFTER_SECONDS } from './lib/site/busy-page.ts'
// …and with these French pages what it refuses before the app (server/http-guards.js).
export { httpErrorPage, httpErrorMessage } from './lib/http-errors.ts'
export { frenchTurboStream } from './lib/remix-errors.ts'
// The server's microcache of anonymous pages, reachable by the app to drop a pot's page when it changes.
export { registerPageCache } from './platform/page-cache.server.ts'

export const streamTimeout = 5_000

/** Logs what went wrong, not what a client asked wrongly (a POST where there is no form, an unknown page). */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	console.error(error)
}

declare module '@remix-run/node' {
	interface AppLoadContext {
		cspNonce: string
		clientIp: string
	}
}

/**
 * A page is rendered as one string (app/platform/string-render.server.ts): its streamed data is read first, then
 * React renders the whole document synchronously, as cheap as `renderToString` gets. Only a page where
 * something still suspends (or fails inside a Suspense boundary) is rendered again by the streaming renderer.
 *
 * That one is the Web Streams renderer, not renderToPipeableStream: React 18.3's Node renderer encodes text with
 * `TextEncoder.encodeInto` into 2048-byte views and, when a multi-byte character does not fit in what is left
 * of a view, sends the whole view, unwritten zero bytes included (a NUL byte in the page). This one encodes
 * each string whole, then copies the bytes. The string render has no such bug: the page is encoded once, whole.
 */
const renderToReadableStream: typeof ReactDOMServer.renderToReadableStream = renderToWebStream

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	frenchRouteErrors(remixContext)
	const nonce = loadContext.cspNonce ?? ''
	// From now on, not from the request's arrival (app/platform/render-deadline.server.ts).
	const deadline = renderDeadline(streamTimeout + 1000)
	const page = (
		<NonceProvider value={nonce}>
			<RemixServer context={remixContext} url={request.url} nonce={nonce} />
		</NonceProvider>
	)
	const dataRead = await readPageData(remixContext, deadline.signal)
	// Not even the data read in time: the server is too busy for this page (a clear 503).
	if (deadline.signal.reason instanceof RenderTimeout) return busyResponse()
	const html = dataRead ? renderWhole(page) : null
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	if (html !== null) {
		deadline.clear()
		return new PageResponse(html, { headers: responseHeaders, status: responseStatusCode })
	}
	// Only a streamed page asks whether a robot reads it (a robot gets the whole page at once).
	const waitForAll = isbot(request.headers.get('user-agent')) || remixContext.isSpaMode
	return renderStreaming(page, { nonce, waitForAll, deadline, status: responseStatusCode, responseHeaders })
}

async function renderStreaming(
	page: ReactElement,
	options: {
		nonce: string
		waitForAll: boolean
		deadline: ReturnType<typeof renderDeadline>
		status: number
		responseHeaders: Headers
	},
) {
	const { nonce, deadline, responseHeaders } = options
	let responseStatusCode = options.status
	let shellRendered = false
	let clientGone = false
	let body: Awaited<ReturnType<typeof renderToReadableStream>>
	try {
		body = await renderToReadableStream(page, {
			nonce,
			signal: deadline.signal,
			onError(error: unknown) {
				responseStatusCode = 500
				if (shellRendered && !clientGone) console.error(error)
			},
		})
	} catch (error) {
		deadline.clear()
		// The server is too busy to render even the shell: a clear 503, not a 500 nor half a page.
		if (deadline.signal.reason instanceof RenderTimeout) return busyResponse()
		throw error
	}
	deadline.shellReady()
	// Once everything is rendered there is nothing left to abort (and this renderer fails on a closed stream).
	body.allReady.then(deadline.clear, deadline.clear)
	if (options.waitForAll) await body.allReady
	shellRendered = true
	const stream = untilStreamEnds(body, (cancelled) => {
		if (cancelled) clientGone = true
		deadline.clear()
	}).pipeThrough(closingTagsLast())
	return new Response(stream, { headers: responseHeaders, status: responseStatusCode })
}

function busyResponse() {
	return new Response(busyPage(), {
		status: 503,
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
			'Cache-Control': 'no-store',
		},
	})
}
