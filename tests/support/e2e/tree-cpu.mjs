// Runs a command and reports the CPU its whole process tree used, per kind of process, and how long its
// threads waited for a core (the run queue), with the load average: how the test suite's changes are measured
// (docs/performance.md, « Test suite (s13-suite) »). The threads are sampled from /proc every 0.25 s: a thread
// that ends between two samples loses its last quarter second.
//   node tests/support/e2e/tree-cpu.mjs npx playwright test tests/e2e/legal-pages.test.ts
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

const [command, ...args] = process.argv.slice(2)
if (!command) {
	console.error('usage: node tests/support/e2e/tree-cpu.mjs <command> [arguments…]')
	process.exit(2)
}
const started = Date.now()
const loadBefore = os.loadavg()[0]
let loadMax = loadBefore
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })

const read = (file) => fs.readFileSync(file, 'utf8')
const kinds = new Map()
/** What a process is, from its command line: Chromium's renderers and other processes, the app, a runner. */
function kindOf(pid) {
	if (kinds.has(pid)) return kinds.get(pid)
	let kind = 'other'
	try {
		const line = read(`/proc/${pid}/cmdline`).replace(/\0/g, ' ')
		if (/chrom/.test(line)) kind = /--type=renderer/.test(line) ? 'chromium renderers' : 'chromium, other'
		else if (/\bserver\.js\b/.test(line)) kind = 'application server'
		else if (/workerProcessEntry/.test(line)) kind = 'playwright workers'
		else if (/vitest/.test(line)) kind = 'vitest'
		else if (/node|npx|npm/.test(line)) kind = 'node, other'
	} catch {
		// Gone already.
	}
	kinds.set(pid, kind)
	return kind
}

const THREADS = process.env.TREE_CPU_THREADS === '1'
/** A thread's name, its digits folded (ThreadPoolForegroundWorker, Compositor…). */
function threadName(pid, tid) {
	try {
		return read(`/proc/${pid}/task/${tid}/comm`).trim().replace(/\d+/g, '#')
	} catch {
		return '?'
	}
}

/** Per thread (id and start time): its CPU and run-queue wait so far, in ns, and its process's kind. */
const threads = new Map()
function sample() {
	const pending = [child.pid]
	const seen = new Set()
	while (pending.length) {
		const pid = pending.pop()
		if (seen.has(pid)) continue
		seen.add(pid)
		let tids = []
		try {
			tids = fs.readdirSync(`/proc/${pid}/task`)
		} catch {
			continue
		}
		for (const tid of tids) {
			try {
				const [cpu, wait] = read(`/proc/${pid}/task/${tid}/schedstat`).split(' ').map(Number)
				const start = read(`/proc/${pid}/task/${tid}/stat`).split(') ')[1].split(' ')[19]
				const kind = kindOf(pid)
				// TREE_CPU_THREADS=1: Chromium's CPU split by thread name too (main, compositor, raster…).
				const name = THREADS && kind.startsWith('chromium') ? threadName(pid, tid) : undefined
				threads.set(`${tid}:${start}`, { cpu, wait, kind, name })
				pending.push(
					...read(`/proc/${pid}/task/${tid}/children`).trim().split(/\s+/).filter(Boolean).map(Number),
				)
			} catch {
				// The thread ended meanwhile.
			}
		}
	}
	loadMax = Math.max(loadMax, os.loadavg()[0])
}
const timer = setInterval(sample, 250)

child.on('exit', (code) => {
	clearInterval(timer)
	const byKind = new Map()
	let cpu = 0
	let wait = 0
	for (const thread of threads.values()) {
		cpu += thread.cpu
		wait += thread.wait
		byKind.set(thread.kind, (byKind.get(thread.kind) ?? 0) + thread.cpu)
	}
	const s = (ns) => `${(ns / 1e9).toFixed(1)} s`
	console.log(
		`tree-cpu: wall ${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${s(cpu)}, run-queue wait ${s(wait)}, ` +
			`load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)} (max ${loadMax.toFixed(2)}), exit ${code}`,
	)
	for (const [kind, ns] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${s(ns)} ${kind}`)
	if (THREADS) {
		const byName = new Map()
		for (const { kind, name, cpu: ns } of threads.values())
			if (name) byName.set(`${kind}: ${name}`, (byName.get(`${kind}: ${name}`) ?? 0) + ns)
		for (const [name, ns] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15))
			console.log(`    ${s(ns)} ${name}`)
	}
	process.exit(code ?? 1)
})
