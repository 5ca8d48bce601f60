/**
 * What bench:render (render.ts) and bench:floor (floor.ts) share: views asked of a server as a browser asks
 * them, a few at a time on kept-alive sockets, and the serving process's CPU per 200 read from /proc; and the
 * child processes that measure in-process floors (render-floor.ts, floor-handler.ts) with the server's V8 flags.
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import { processCpuMs } from './proc-cpu.ts'

/** The headers of a browser's document request. */
export const BROWSER = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-encoding': 'gzip, deflate, br',
	'accept-language': 'fr-FR,fr;q=0.9',
	'user-agent':
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
}

/** A load of `connections` kept-alive sockets; refusals (any status but 200) are counted in `refusals`. */
export function createLoad(connections: number, refusals: Record<number, number>) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: connections })

	/** One view. A kept-alive socket the server closed meanwhile (its keep-alive timeout) is retried once. */
	function get(base: string, headers: Record<string, string>, path: string, retried = false) {
		return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
			const request = http.get(`${base}${path}`, { agent, headers }, (res) => {
				let bytes = 0
				res.on('data', (chunk: Buffer) => (bytes += chunk.length))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
			})
			request.on('error', (error: NodeJS.ErrnoException) => {
				if (!retried && request.reusedSocket && error.code === 'ECONNRESET')
					resolve(get(base, headers, path, true))
				else reject(error)
			})
		})
	}

	/**
	 * `count` views, `connections` at a time: the server's CPU per 200. A refusal (the load guard's 503 on a busy
	 * machine) is counted and fails the run at its end; its few tenths of a millisecond stay in the CPU figure.
	 */
	async function serverRound(base: string, pid: number, count: number, path: string, headers = BROWSER) {
		let left = count
		let served = 0
		const before = processCpuMs(pid)
		await Promise.all(
			Array.from({ length: connections }, async () => {
				while (left-- > 0) {
					const { status } = await get(base, headers, path)
					if (status === 200) served++
					else refusals[status] = (refusals[status] ?? 0) + 1
				}
			}),
		)
		return (processCpuMs(pid) - before) / Math.max(served, 1)
	}

	return { get, serverRound, destroy: () => agent.destroy() }
}

/**
 * A measuring child (`script`, run by tsx with the server's V8 flags) on a server's DATA_DIR: it says
 * `{ started: true }` once loaded, then answers each message with one. `env`: more of its environment
 * (BUILD_DIR: another build).
 */
export function startMeasuringChild(script: string, dataDir: string, env: Record<string, string> = {}) {
	const child = fork(script, {
		execArgv: ['--max-semi-space-size=4', '--import', 'tsx'],
		env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, ...env },
		stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
	})
	process.on('exit', () => child.kill())
	const next = () =>
		new Promise<Record<string, number | boolean>>((resolve, reject) => {
			const exited = (code: number | null) => reject(new Error(`${script} exited with ${code}`))
			child.once('exit', exited)
			child.once('message', (answer: Record<string, number | boolean>) => {
				child.off('exit', exited)
				resolve(answer)
			})
		})
	return {
		child,
		next,
		async ask(message: object) {
			const answer = next()
			child.send(message)
			return answer
		},
	}
}
