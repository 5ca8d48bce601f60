// Starts the production build (`npm run build` first) on a free port, in demo mode, as tests/e2e-server.mjs
// does: for the fuzz run, the hostile HTTP tests and the two-worker test. A fresh data directory unless the
// caller brings one (then it is the caller's to remove); `WEB_CONCURRENCY` in `env` starts workers.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { catalogueCacheDir, copyCatalogueCache, isCatalogueCacheComplete } from '../setup/catalogue-cache.mjs'

export type RunningServer = {
	origin: string
	port: number
	dataDir: string
	/** the server's process id (the primary's with workers) */
	pid: number
	/** what it printed, both streams */
	logs: () => string
	/** what it printed on its standard error */
	errors: () => string
	stop: () => Promise<void>
}

type Options = {
	/** a data directory to use (kept at stop); a fresh temporary one otherwise (removed at stop) */
	dataDir?: string
	/** flags for node before server.js */
	nodeArgs?: string[]
}

export const isBuilt = () => fs.existsSync(path.resolve('build/server/index.js'))

function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

export async function startBuiltServer(
	env: Record<string, string> = {},
	options: Options = {},
): Promise<RunningServer> {
	if (!isBuilt()) throw new Error('No production build: run `npm run build` first.')
	const port = await freePort()
	const ownDataDir = options.dataDir === undefined
	const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-hostile-'))
	if (ownDataDir) {
		const images = catalogueCacheDir()
		if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dataDir, 'uploads'))
	}
	let output = ''
	let errors = ''
	const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server.js'], {
		stdio: ['ignore', 'pipe', 'pipe'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			DEMO_MODE: 'true',
			DATA_DIR: dataDir,
			PORT: String(port),
			RATE_LIMIT_FACTOR: '50',
			...env,
		},
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => {
		output += chunk.toString()
		errors += chunk.toString()
	})
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`The server did not start in 90 s:\n${output}`)), 90_000)
		const check = () => {
			if (output.includes('ready at')) {
				clearTimeout(timer)
				resolve()
			}
		}
		child.stdout?.on('data', check)
		child.once('exit', (code) => {
			clearTimeout(timer)
			reject(new Error(`The server stopped (exit ${code}):\n${output}`))
		})
	})
	return {
		origin: `http://localhost:${port}`,
		port,
		dataDir,
		pid: child.pid!,
		logs: () => output,
		errors: () => errors,
		stop: () =>
			new Promise<void>((resolve) => {
				if (child.exitCode !== null) return resolve()
				child.once('exit', () => {
					if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
					resolve()
				})
				child.kill('SIGTERM')
			}),
	}
}
