/**
 * Remix's request handler over a server build with an entry that renders nothing: it keeps the Remix context a
 * page would be rendered from, and reads the page's streamed loader data (the handoff stream) to its end, as
 * the render cache holds it once read. Shared by render-floor.ts (bench:render's React floor) and
 * floor-handler.ts (bench:floor's « Remix without React » arm).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as RemixNode from '@remix-run/node'
import { type EntryContext, type ServerBuild } from '@remix-run/node'
import type * as RemixReact from '@remix-run/react'
import type * as React from 'react'
import type * as ReactDOMServer from 'react-dom/server'

export type Resolved = Promise<void> & { result: { done: boolean; value: string } }

/** What our build's entry exports of its own copies of Remix and React (app/entry.server.tsx, ADR 076). */
export type BuildEntry = {
	createRequestHandler: typeof RemixNode.createRequestHandler
	RemixServer: typeof RemixReact.RemixServer
	createElement: typeof React.createElement
	renderToString: typeof ReactDOMServer.renderToString
}

/**
 * The production server build (`BUILD_DIR`, else build/) and the copies of Remix and React its pages work with:
 * our build bundles them and exports them (only its own Remix recognises its routes' `data()` and responses,
 * only its own React its hooks' contexts); a build that does not (bench:floor's fixture app, a checkout from
 * before ADR 076 given as BENCH_COMPARE) uses node_modules' own, as it was built to.
 */
export async function loadServerBuild() {
	const build = (await import(
		pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')).href
	)) as ServerBuild
	const entry = build.entry.module as Partial<BuildEntry>
	const runtime: BuildEntry = entry.renderToString
		? (entry as BuildEntry)
		: {
				createRequestHandler: (await import('@remix-run/node')).createRequestHandler,
				RemixServer: (await import('@remix-run/react')).RemixServer,
				createElement: (await import('react')).createElement,
				renderToString: (await import('react-dom/server')).renderToString,
			}
	return { build, runtime }
}

type LoadedBuild = Awaited<ReturnType<typeof loadServerBuild>>

/** The load context the server gives the app (server.js's getLoadContext), fixed. */
export const LOAD_CONTEXT = { cspNonce: 'floor', clientIp: '127.0.0.1' }

/**
 * One handler for many calls: `capture(url, headers)` answers a page's Remix context and its streamed data;
 * `handle` is the handler itself (a `.data` request never reaches the entry).
 */
export function captureHandler({ build, runtime }: LoadedBuild) {
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
	const handler = runtime.createRequestHandler(capturing, 'production')
	const handle = (request: Request) => handler(request, LOAD_CONTEXT)
	async function capture(url: string, headers: Record<string, string>) {
		context = undefined
		const response = await handle(new Request(url, { headers }))
		const page = context as EntryContext | undefined
		if (!page || response.status !== 200) throw new Error(`${url}: no page to render (${response.status})`)
		const streamCache: Record<number, Resolved> = {}
		const decoder = new TextDecoder()
		const reader = page.serverHandoffStream!.getReader()
		for (let i = 0; ; i++) {
			const { done, value } = await reader.read()
			const resolved = Promise.resolve() as Resolved
			resolved.result = { done, value: decoder.decode(value, { stream: true }) }
			streamCache[i] = resolved
			if (done) break
		}
		return { context: page, streamCache }
	}
	return { capture, handle }
}
