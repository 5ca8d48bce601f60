/**
 * What every benchmark shares (`npm run bench:*`, scripts/bench/*.ts): a production server started on a free
 * port with a fresh demo database in a temporary DATA_DIR (as the e2e server), and one JSON result per
 * benchmark under bench/results/ (git-ignored), printed as it is written. Each benchmark measures its figure
 * AND its baseline in the same run, on the same machine, so the ratio means something; docs/performance.md
 * keeps the latest figures. None of them runs inside `npm test`.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
	copyCatalogueCache,
	catalogueCacheDir,
	isCatalogueCacheComplete,
} from '../../tests/setup/catalogue-cache.mjs'

const RESULTS_DIR = path.resolve('bench/results')

/**
 * The V8 flags production runs with (`npm start`, README): young-generation spaces of 4 MB instead of 16, which
 * keeps the resident memory under load 40–60 MB lower (bench:memory: a 271 MB peak became 209–230 MB).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

export async function waitFor(url: string, timeoutMs: number) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Builds the app unless `--skip-build` was given (a build takes about a minute on two cores). */
export function buildUnlessSkipped() {
	if (!process.argv.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })
}

type BenchServer = {
	base: string
	port: number
	dataDir: string
	child: ChildProcess
	/** Milliseconds from spawning `node server.js` to the first 200 of /healthcheck. */
	startMs: number
	stop(): Promise<void>
}

/**
 * Starts `node server.js` (the production build) with demo data on a fresh DATA_DIR (or the one given,
 * kept as it is), the sandbox provider, and the given extra environment. The catalogue images the tests
 * drew are copied when present, so the demo seed draws none.
 */
export async function startBuiltServer(
	options: { env?: Record<string, string>; dataDir?: string; keepData?: boolean } = {},
): Promise<BenchServer> {
	const port = await freePort()
	const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-bench-'))
	if (!options.dataDir) {
		const images = catalogueCacheDir()
		if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dataDir, 'uploads'))
	}
	const base = `http://localhost:${port}`
	const spawnedAt = performance.now()
	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			DEMO_MODE: 'true',
			DATA_DIR: dataDir,
			PORT: String(port),
			...options.env,
		},
	})
	// A benchmark that throws must not leave its server running.
	process.on('exit', () => child.kill())
	await waitFor(`${base}/healthcheck`, 120_000)
	const startMs = performance.now() - spawnedAt
	return {
		base,
		port,
		dataDir,
		child,
		startMs,
		async stop() {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await new Promise((resolve) => child.once('exit', resolve))
			}
			if (!options.dataDir && !options.keepData) fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** Writes bench/results/<name>.json (with the date, machine and Node version) and prints it. */
export function writeResult(name: string, result: Record<string, unknown>) {
	const record = {
		benchmark: name,
		date: new Date().toISOString(),
		machine: { cpus: os.availableParallelism(), memoryMb: Math.round(os.totalmem() / 2 ** 20) },
		node: process.version,
		...result,
	}
	fs.mkdirSync(RESULTS_DIR, { recursive: true })
	const file = path.join(RESULTS_DIR, `${name}.json`)
	fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`)
	console.log(JSON.stringify(record, null, 2))
	console.log(`Written to ${path.relative(process.cwd(), file)}`)
	return record
}

/** The p-th percentile (0–100) of a list of numbers, by nearest rank. */
export function percentile(values: number[], p: number) {
	if (values.length === 0) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[rank]!
}
