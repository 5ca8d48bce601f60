/**
 * A closed-loop page load for bench:http and bench:memory: `connections` loops, each sending one GET at a time on
 * its kept-alive socket and the next as soon as the answer is in, for `seconds`. The requests go through the
 * donors' HTTP client (http-client.ts: one socket write a request, the answer scanned as it arrives, its body
 * never decompressed here) instead of autocannon, which cost 0.26–0.39 ms of the same two cores a view against
 * 0.11–0.24 ms for this one (docs/performance.md, « The load generator »; ADR 075): on a two-core machine what
 * the client takes, the server under test does not get.
 */
import { cpuBetween, treeCpu } from './proc-cpu.ts'
import { send } from './http-client.ts'
import { percentile, Refusals, round } from './lib.ts'

/** How long a round waits for its last answers once its time is up; later ones count as no answer. */
const LAST_ANSWERS_MS = 10_000

/**
 * Loads `url` (or each of `urls` in turn, request by request) for `seconds` with `connections` requests in flight:
 * what was served (2xx only; their latencies only), the refusals by status and by shed priority, the server's CPU
 * (its whole process tree) and this client's own CPU per served answer.
 */
export async function loadUrl(
	url: string | string[],
	options: { serverPid?: number; connections: number; seconds: number; headers?: Record<string, string> },
) {
	const urls = Array.isArray(url) ? url : [url]
	const refusals = new Refusals()
	const latencies: number[] = []
	const before = options.serverPid ? treeCpu(options.serverPid) : null
	const clientBefore = process.cpuUsage()
	const started = performance.now()
	const until = started + options.seconds * 1000
	let next = 0
	let pending = 0
	const loop = async () => {
		while (performance.now() < until) {
			const target = urls[next++ % urls.length]!
			const sent = performance.now()
			pending++
			try {
				const answer = await send(target, { headers: options.headers })
				if (answer.status >= 200 && answer.status < 300) latencies.push(performance.now() - sent)
				else refusals.note(answer.status, answer.headers, new URL(target).pathname)
			} catch (error) {
				refusals.failed(error)
			} finally {
				pending--
			}
		}
	}
	let lastAnswers: NodeJS.Timeout | undefined
	await Promise.race([
		Promise.all(Array.from({ length: options.connections }, loop)),
		new Promise((resolve) => (lastAnswers = setTimeout(resolve, options.seconds * 1000 + LAST_ANSWERS_MS))),
	])
	clearTimeout(lastAnswers)
	for (let i = 0; i < pending; i++) refusals.failed(`no answer within ${LAST_ANSWERS_MS / 1000} s`)
	const elapsedSeconds = (performance.now() - started) / 1000
	const client = process.cpuUsage(clientBefore)
	const cpu = before && options.serverPid ? cpuBetween(before, treeCpu(options.serverPid)) : null
	const served = latencies.length
	return {
		served,
		servedPerSecond: Math.round(served / elapsedSeconds),
		latencyMsP50: round(percentile(latencies, 50), 2),
		latencyMsP97_5: round(percentile(latencies, 97.5), 2),
		cpuMsPerServed: cpu && served ? round(cpu.totalMs / served, 3) : null,
		clientCpuMsPerServed: served ? round((client.user + client.system) / 1000 / served, 3) : null,
		workingProcesses: cpu?.workingProcesses ?? null,
		refusals,
	}
}
