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
/**
 * What a process is, from its command line: Chromium's renderers and other processes, the app, a runner, and
 * `npm test`'s phases (typecheck, lint, build, fuzz). A process no pattern names (esbuild under the build, a
 * shell) takes its parent's kind when the parent has a named one.
 */
function kindOf(pid, parentKind) {
	if (kinds.has(pid)) return kinds.get(pid)
	let kind = 'other'
	try {
		const line = read(`/proc/${pid}/cmdline`).replace(/\0/g, ' ')
		if (/chrom/.test(line)) kind = /--type=renderer/.test(line) ? 'chromium renderers' : 'chromium, other'
		else if (/\bserver\.js\b/.test(line)) kind = 'application server'
		else if (/workerProcessEntry/.test(line)) kind = 'playwright workers'
		else if (/vitest/.test(line)) kind = 'vitest'
		else if (/typescript-native|\btsc\b/.test(line)) kind = 'typecheck'
		else if (/eslint|prettier|dpdm|npm run --silent lint/.test(line)) kind = 'lint'
		else if (/vite:build|precompress|npm run --silent build/.test(line)) kind = 'build'
		else if (/tests\/fuzz\//.test(line)) kind = 'fuzz'
		else if (/playwright/.test(line)) kind = 'playwright runner'
		else if (/node|npx|npm/.test(line)) kind = 'node, other'
	} catch {
		// Gone already.
	}
	if ((kind === 'other' || kind === 'node, other') && parentKind && !/other/.test(parentKind))
		kind = parentKind
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
	const pending = [[child.pid, undefined]]
	const seen = new Set()
	while (pending.length) {
		const [pid, parentKind] = pending.pop()
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
				const kind = kindOf(pid, parentKind)
				// TREE_CPU_THREADS=1: Chromium's CPU split by thread name too (main, compositor, raster…).
				const name = THREADS && kind.startsWith('chromium') ? threadName(pid, tid) : undefined
				threads.set(`${tid}:${start}`, { cpu, wait, kind, name })
				for (const id of read(`/proc/${pid}/task/${tid}/children`).trim().split(/\s+/).filter(Boolean))
					pending.push([Number(id), kind])
			} catch {
				// The thread ended meanwhile.
			}
		}
	}
	loadMax = Math.max(loadMax, os.loadavg()[0])
	if (TIMELINE) timeline()
}
const timer = setInterval(sample, 250)

// TREE_CPU_TIMELINE=<file>: every second, the tree's CPU over that second by kind (in cores), the machine's
// CPU outside the tree, the cores it asked for and the load average, one JSON line each: where a run leaves
// a core idle.
const TIMELINE = process.env.TREE_CPU_TIMELINE
let lastSecond = { at: started, byKind: new Map(), machine: machineCpu(), waited: 0 }
/** The machine's busy and total jiffies (/proc/stat), all cores. */
function machineCpu() {
	const [, ...fields] = read('/proc/stat').split('\n')[0].trim().split(/\s+/)
	const n = fields.map(Number)
	const total = n.reduce((a, b) => a + b, 0)
	return { busy: total - n[3] - n[4], total }
}
function timeline() {
	const now = Date.now()
	if (now - lastSecond.at < 1000) return
	const byKind = new Map()
	let waited = 0
	for (const thread of threads.values()) {
		byKind.set(thread.kind, (byKind.get(thread.kind) ?? 0) + thread.cpu)
		waited += thread.wait
	}
	const machine = machineCpu()
	const seconds = (now - lastSecond.at) / 1000
	const cores = {}
	let tree = 0
	for (const [kind, ns] of byKind) {
		const delta = (ns - (lastSecond.byKind.get(kind) ?? 0)) / 1e9 / seconds
		tree += delta
		if (delta >= 0.01) cores[kind] = Number(delta.toFixed(2))
	}
	const machineCores =
		((machine.busy - lastSecond.machine.busy) / (machine.total - lastSecond.machine.total)) * os.cpus().length
	fs.appendFileSync(
		TIMELINE,
		`${JSON.stringify({
			t: new Date(now).toISOString().slice(11, 19),
			s: Math.round((now - started) / 1000),
			tree: Number(tree.toFixed(2)),
			// Cores the tree asked for: its CPU plus its threads' time runnable but waiting for a core. Below 2
			// on a 2-core machine, a quiet run would leave a core idle whatever the neighbours do.
			wants: Number((tree + (waited - lastSecond.waited) / 1e9 / seconds).toFixed(2)),
			outside: Number(Math.max(0, machineCores - tree).toFixed(2)),
			load: Number(os.loadavg()[0].toFixed(2)),
			cores,
		})}\n`,
	)
	lastSecond = { at: now, byKind, machine, waited }
}

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
