/**
 * `npm run bench:floor [-- --skip-build]`: what the fixed stack (Remix 2, Express, node:http, React 18) costs a
 * request when the application does nothing, measured in one run against what our server costs, so that the
 * goals of issue 29 (bench:render ≤ ×1.8, 100 / 60 gifts a second on two workers, two ÷ one ≥ ×1.7) can be
 * held against what this stack and machine allow (docs/performance.md, « The stack's floor »).
 *
 * Arms, alternated round by round after a warm-up round (lib.ts's alternate()); the CPU of the serving process
 * per answer, /proc as bench:render reads it (render-load.ts), every answer a 200 or the run fails:
 * - ours: the production server (`PAGE_CACHE=off`, as bench:render) — a rendered `/participate/1` and its
 *   `.data`;
 * - react: React's `renderToString` of the same tree (render-floor.ts, bench:render's baseline);
 * - remixHandler: Remix's request handler for the same page and `.data`, in a child, no React, no HTTP
 *   (floor-handler.ts): route matching, our loaders, Remix's context and turbo-stream;
 * - ourEntry: the same handler with our own entry, in the same child: the page rendered as our server renders
 *   it, without HTTP, Express or compression;
 * - minimal / minimalCompressed: the smallest Remix 2 app (scripts/bench/floor-app/, built by `remix
 *   vite:build` into a temporary directory), served by Express + @remix-run/express on node:http with
 *   `npm start`'s Node flags, without and with server.js's compression(): its page and its `.data`;
 * - minimalHandler: Remix's request handler over that fixture's build, in a child like remixHandler: what
 *   Remix costs a request that does nothing, without Express and HTTP;
 * - bare: a bare node:http server answering the exact bytes and headers our server and the minimal app sent
 *   (floor-app/bare.mjs): the HTTP floor of the pot page, its `.data` and the minimal page;
 * - brotli: brotli quality 1 of the pot page in this process, as server/remix-handler.js compresses a page.
 * Cheap arms answer more requests a round (FACTOR_*), so that /proc's 10 ms ticks stay a small error.
 *
 * Then a gift (floor-gift.ts): one donor at a time, BENCH_GIFTS JavaScript and no-JavaScript journeys
 * (donate-journeys.ts, as bench:donate-steps walks them) on a server of their own; their requests counted by
 * kind, the server's and the donors' CPU a gift. From these (floor-math.ts): the lowest bench:render ratio if
 * everything that is ours cost nothing, the server CPU a gift at the stack's floor, and the gifts a second and
 * the « two workers ÷ one » two cores allow at it.
 * The donors' own CPU a gift is read again over BENCH_GIFTS journeys without the per-request /proc readings.
 * It measures; it has no goal to fail on: exit 0 when it ran cleanly, 1 on a refusal or an error.
 */
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { donate, donateWithJs, GIFT_SERVER_ENV, type Journey } from './donate-journeys.ts'
import { giftAtTheFloor } from './floor-gift.ts'
import { dataFloorMs, expressAdapterMs, type Floors, lowestRenderRatio, pageFloorMs } from './floor-math.ts'
import {
	alternate,
	buildUnlessSkipped,
	copyDataDir,
	finish,
	freePort,
	median,
	Refusals,
	round,
	startBuiltServer,
	waitFor,
} from './lib.ts'
import { BROWSER, createLoad, startMeasuringChild } from './render-load.ts'
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const PAGES = Number(process.env.BENCH_PAGES ?? 200)
const GIFTS = Number(process.env.BENCH_GIFTS ?? 20)
/** The minimal app answers in well under a millisecond, the bare server in a tenth: more answers a round. */
const FACTOR_MINIMAL = 4
const FACTOR_BARE = 10
const CONNECTIONS = 2
const PATH = '/participate/1'
const DATA_PATH = `${PATH}.data`
const MINIMAL_PATH = '/'
const MINIMAL_DATA_PATH = '/_root.data'
const NODE_FLAGS = ['--max-semi-space-size=4']

/** Headers the bare server does not replay: hop-by-hop ones and the date (node:http writes its own). */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The fixture app, built like ours (`remix vite:build`) into a temporary directory that resolves our packages. */
function buildFixture() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-floor-app-'))
	fs.symlinkSync(fs.realpathSync('node_modules'), path.join(dir, 'node_modules'))
	execSync('npx remix vite:build scripts/bench/floor-app', {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, FLOOR_BUILD_DIR: dir },
	})
	return dir
}

/** A plain Node server script (the fixture's), with `npm start`'s flags, on a free port. */
async function startPlain(script: string, env: Record<string, string>) {
	const port = await freePort()
	const child = spawn(process.execPath, [...NODE_FLAGS, script], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
	})
	process.on('exit', () => child.kill())
	const base = `http://127.0.0.1:${port}`
	await waitFor(`${base}${MINIMAL_PATH}`, 60_000)
	return { base, pid: child.pid!, stop: () => child.kill() }
}

/** An answer as sent: status, end-to-end headers, the body's bytes as they came (still compressed). */
function raw(base: string, at: string, headers: Record<string, string>) {
	return new Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }>(
		(resolve, reject) => {
			http
				.get(`${base}${at}`, { headers }, (res) => {
					const chunks: Buffer[] = []
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('end', () => {
						const kept: Record<string, string | string[]> = {}
						for (const [name, value] of Object.entries(res.headers))
							if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value
						if (res.statusCode !== 200) reject(new Error(`${base}${at} answered ${res.statusCode}`))
						else resolve({ status: 200, headers: kept, body: Buffer.concat(chunks) })
					})
				})
				.on('error', reject)
		},
	)
}

buildUnlessSkipped()
const fixtureDir = buildFixture()
const seeded = await makeDemoDataDir()
const giftPot = makeBenchPot(seeded.db, 'Petite cagnotte')
fillPot(seeded.db, giftPot.id, 10)
seeded.db.$client.close()

const loadRefusals: Record<number, number> = {}
const load = createLoad(CONNECTIONS, loadRefusals)
const refusals = new Refusals()
const ours = await startBuiltServer({
	dataDir: copyDataDir(seeded.dataDir),
	removeData: true,
	env: { PAGE_CACHE: 'off' },
})
const react = startMeasuringChild('scripts/bench/render-floor.ts', ours.dataDir)
const handler = startMeasuringChild('scripts/bench/floor-handler.ts', ours.dataDir)
const minimalHandler = startMeasuringChild('scripts/bench/floor-handler.ts', ours.dataDir, {
	BUILD_DIR: fixtureDir,
})
const minimal = await startPlain('scripts/bench/floor-app/server.mjs', { FLOOR_BUILD_DIR: fixtureDir })
const minimalCompressed = await startPlain('scripts/bench/floor-app/server.mjs', {
	FLOOR_BUILD_DIR: fixtureDir,
	FLOOR_COMPRESSION: 'on',
})
let bare: Awaited<ReturnType<typeof startPlain>> | undefined
let gifts: Awaited<ReturnType<typeof startBuiltServer>> | undefined
try {
	await Promise.all([react.next(), handler.next(), minimalHandler.next()])
	await react.ask({ url: `${ours.base}${PATH}`, headers: BROWSER })
	await handler.ask({ url: `${ours.base}${PATH}`, headers: BROWSER })
	await minimalHandler.ask({
		url: `${minimal.base}${MINIMAL_PATH}`,
		dataUrl: `${minimal.base}${MINIMAL_DATA_PATH}`,
		headers: BROWSER,
	})
	const answers = {
		[PATH]: await raw(ours.base, PATH, BROWSER),
		[DATA_PATH]: await raw(ours.base, DATA_PATH, BROWSER),
		[MINIMAL_PATH]: await raw(minimal.base, MINIMAL_PATH, BROWSER),
		[MINIMAL_DATA_PATH]: await raw(minimal.base, MINIMAL_DATA_PATH, BROWSER),
	}
	const compressedMinimal = await raw(minimalCompressed.base, MINIMAL_PATH, BROWSER)
	const plainPage = (await raw(ours.base, PATH, { ...BROWSER, 'accept-encoding': 'identity' })).body
	const answersFile = path.join(fixtureDir, 'answers.json')
	fs.writeFileSync(
		answersFile,
		JSON.stringify(
			Object.fromEntries(
				Object.entries(answers).map(([at, a]) => [at, { ...a, body: a.body.toString('base64') }]),
			),
		),
	)
	bare = await startPlain('scripts/bench/floor-app/bare.mjs', { FLOOR_ANSWERS: answersFile })
	const bareServer = bare

	const brotli = () =>
		zlib.brotliCompressSync(plainPage, {
			params: {
				[zlib.constants.BROTLI_PARAM_QUALITY]: 1,
				[zlib.constants.BROTLI_PARAM_LGWIN]: 18,
				[zlib.constants.BROTLI_PARAM_SIZE_HINT]: plainPage.length,
			},
		})
	const inChild = async (child: typeof react, message: object, n: number) =>
		((await child.ask(message)).cpuMs as number) / n
	const rounds = await alternate(
		ROUNDS,
		{
			'ours.page': () => load.serverRound(ours.base, ours.child.pid!, PAGES, PATH),
			'ours.data': () => load.serverRound(ours.base, ours.child.pid!, PAGES, DATA_PATH),
			'react.page': () => inChild(react, { renders: PAGES }, PAGES),
			'remixHandler.page': () => inChild(handler, { calls: PAGES, kind: 'page' }, PAGES),
			'remixHandler.data': () => inChild(handler, { calls: PAGES, kind: 'data' }, PAGES),
			'ourEntry.page': () => inChild(handler, { calls: PAGES, kind: 'render' }, PAGES),
			'minimalHandler.page': () => inChild(minimalHandler, { calls: PAGES, kind: 'page' }, PAGES),
			'minimalHandler.data': () => inChild(minimalHandler, { calls: PAGES, kind: 'data' }, PAGES),
			'minimal.page': () => load.serverRound(minimal.base, minimal.pid, PAGES * FACTOR_MINIMAL, MINIMAL_PATH),
			'minimal.data': () =>
				load.serverRound(minimal.base, minimal.pid, PAGES * FACTOR_MINIMAL, MINIMAL_DATA_PATH),
			'minimalCompressed.page': () =>
				load.serverRound(minimalCompressed.base, minimalCompressed.pid, PAGES * FACTOR_MINIMAL, MINIMAL_PATH),
			'minimalCompressed.data': () =>
				load.serverRound(
					minimalCompressed.base,
					minimalCompressed.pid,
					PAGES * FACTOR_MINIMAL,
					MINIMAL_DATA_PATH,
				),
			'bare.potPage': () => load.serverRound(bareServer.base, bareServer.pid, PAGES * FACTOR_BARE, PATH),
			'bare.potData': () => load.serverRound(bareServer.base, bareServer.pid, PAGES * FACTOR_BARE, DATA_PATH),
			'bare.minimalPage': () =>
				load.serverRound(bareServer.base, bareServer.pid, PAGES * FACTOR_BARE, MINIMAL_PATH),
			'brotli.potPage': async () => {
				const before = process.cpuUsage()
				for (let i = 0; i < PAGES; i++) brotli()
				const used = process.cpuUsage(before)
				return (used.user + used.system) / 1000 / PAGES
			},
		},
		{ warmUp: true },
	)
	const roundIndexes = rounds['ours.page'].map((_, i) => i)
	const perRound = (f: (i: number) => number) => roundIndexes.map((i) => round(f(i), 3))
	const at = (arm: keyof typeof rounds) => (i: number) => rounds[arm][i]!
	const floorsOf = (i: number): Floors => ({
		react: at('react.page')(i),
		minimalHandlerPage: at('minimalHandler.page')(i),
		minimalHandlerData: at('minimalHandler.data')(i),
		minimalData: at('minimal.data')(i),
		barePotPage: at('bare.potPage')(i),
		barePotData: at('bare.potData')(i),
		brotliPotPage: at('brotli.potPage')(i),
	})
	const series = {
		renderRatio: perRound((i) => at('ours.page')(i) / at('react.page')(i)),
		lowestRenderRatio: perRound((i) => lowestRenderRatio(floorsOf(i))),
		lowestRenderRatioWithoutExpress: perRound((i) => lowestRenderRatio(floorsOf(i), { express: false })),
		// The minimal app's page as served, on top of React's render of our tree: an upper estimate (its own small
		// render, manifest and scripts counted twice), plus the difference of bytes sent.
		renderRatioOverMinimalApp: perRound(
			(i) =>
				(at('react.page')(i) +
					at('minimal.page')(i) +
					Math.max(0, at('bare.potPage')(i) - at('bare.minimalPage')(i)) +
					at('brotli.potPage')(i)) /
				at('react.page')(i),
		),
		expressAdapterMs: perRound((i) => expressAdapterMs(floorsOf(i))),
		pageFloorMs: perRound((i) => pageFloorMs(floorsOf(i))),
		dataFloorMs: perRound((i) => dataFloorMs(floorsOf(i))),
		// What is ours around React's render and Remix's handler (our loaders are in remixHandler): Express and our
		// middleware, the entry's string handling, compression, the socket, GC.
		oursPageRemainder: perRound((i) => at('ours.page')(i) - at('react.page')(i) - at('remixHandler.page')(i)),
		oursDataRemainder: perRound((i) => at('ours.data')(i) - at('remixHandler.data')(i)),
		// …split: our HTTP layer (Express, our middleware and adapter, compression, the socket) and our entry's own
		// work beyond Remix's handler and React's render (in process, apart: what one process adds is in neither).
		oursHttpLayer: perRound((i) => at('ours.page')(i) - at('ourEntry.page')(i)),
		oursEntryBeyondReact: perRound(
			(i) => at('ourEntry.page')(i) - at('remixHandler.page')(i) - at('react.page')(i),
		),
	}
	const cpuMsPerAnswer = Object.fromEntries(
		Object.entries(rounds).map(([arm, values]) => [
			arm,
			{ median: round(median(values as number[]), 3), rounds: (values as number[]).map((v) => round(v, 3)) },
		]),
	) as Record<keyof typeof rounds, { median: number; rounds: number[] }>
	const medians = Object.fromEntries(
		Object.entries(series).map(([k, v]) => [k, { median: round(median(v), 2), rounds: v }]),
	)
	const bytes = {
		potPage: answers[PATH]!.body.length,
		potPageUncompressed: plainPage.length,
		potPageEncoding: answers[PATH]!.headers['content-encoding'] ?? 'none',
		potData: answers[DATA_PATH]!.body.length,
		potDataEncoding: answers[DATA_PATH]!.headers['content-encoding'] ?? 'none',
		minimalPage: answers[MINIMAL_PATH]!.body.length,
		minimalPageCompressed: compressedMinimal.body.length,
		minimalPageCompressedEncoding: compressedMinimal.headers['content-encoding'] ?? 'none',
		minimalData: answers[MINIMAL_DATA_PATH]!.body.length,
	}
	for (const [status, n] of Object.entries(loadRefusals)) refusals.byStatus[status] = n

	// A gift, one donor at a time, on a server of its own (the pot page's arms above read an unchanged pot).
	gifts = await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		removeData: true,
		env: GIFT_SERVER_ENV,
	})
	const giftServer = gifts
	const journeys: Record<string, Journey> = { js: donateWithJs, noJs: donate }
	const giftResults: Record<string, unknown> = {}
	const cpu = (arm: keyof typeof cpuMsPerAnswer) => cpuMsPerAnswer[arm].median
	const floors: Floors = {
		react: cpu('react.page'),
		minimalHandlerPage: cpu('minimalHandler.page'),
		minimalHandlerData: cpu('minimalHandler.data'),
		minimalData: cpu('minimal.data'),
		barePotPage: cpu('bare.potPage'),
		barePotData: cpu('bare.potData'),
		brotliPotPage: cpu('brotli.potPage'),
	}
	/** Per answer: the minimal app as served; the stack's floor (page, `.data`); the same without Express. */
	const minimalAppMs = { page: cpu('minimal.page'), data: cpu('minimal.data') }
	const stackMs = { page: pageFloorMs(floors), data: dataFloorMs(floors) }
	const withoutExpressMs = {
		page: pageFloorMs(floors, { express: false }),
		data: dataFloorMs(floors, { express: false }),
	}
	const perAnswer = {
		minimalApp: minimalAppMs,
		stack: stackMs,
		withoutExpress: withoutExpressMs,
		react: floors.react,
	}
	for (const [name, journey] of Object.entries(journeys)) {
		giftResults[name] = await giftAtTheFloor(giftServer, giftPot.id, journey, GIFTS, refusals, perAnswer)
	}
	finish(
		'floor',
		{
			rounds: ROUNDS,
			pagesPerRound: PAGES,
			answersPerRound: { app: PAGES, minimal: PAGES * FACTOR_MINIMAL, bare: PAGES * FACTOR_BARE },
			paths: { ours: [PATH, DATA_PATH], minimal: [MINIMAL_PATH, MINIMAL_DATA_PATH] },
			bytes,
			cpuMsPerAnswer,
			ratios: medians,
			floorCpuMsPerAnswer: perAnswer,
			gift: { journeys: GIFTS, ...giftResults },
		},
		{ goalsMet: true, refusals },
	)
} finally {
	react.child.kill()
	handler.child.kill()
	minimalHandler.child.kill()
	minimal.stop()
	minimalCompressed.stop()
	bare?.stop()
	load.destroy()
	await gifts?.stop()
	await ours.stop()
	fs.rmSync(seeded.dataDir, { recursive: true, force: true })
	fs.rmSync(fixtureDir, { recursive: true, force: true })
}
