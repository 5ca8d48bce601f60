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
		if (/chrom/.test(line))
			kind = /--type=renderer/.test(line)
				? 'chromium renderers'
				: /--type=/.test(line)
					? 'chromium, other'
					: 'chromium browser'
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
		if (tids.length) processSample(pid, parentKind)
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

/**
 * Per process (id and start time): its kind and its page faults so far, from /proc/<pid>/stat: minflt (field
 * 10), cminflt (11, its reaped children's, theirs included), majflt (12), cmajflt (13). A fresh page fault costs
 * about 13 µs on this PVM guest (docs/performance.md, « Test suite on a PVM guest »): how many each kind takes,
 * and how many processes of each kind a run starts. A process that lives less than a sample (0.25 s) is not seen
 * (its faults are in its parent's cminflt); one that ends loses its last quarter second of faults.
 */
const processes = new Map()
function processSample(pid, parentKind) {
	try {
		const fields = read(`/proc/${pid}/stat`).split(') ')[1].split(' ')
		// Fields 3 onwards; field n is fields[n - 3].
		const [minflt, cminflt, majflt, cmajflt] = [7, 8, 9, 10].map((i) => Number(fields[i]))
		const kind = kindOf(pid, parentKind)
		processes.set(`${pid}:${fields[19]}`, { kind, minflt, cminflt, majflt, cmajflt })
	} catch {
		// Gone.
	}
}
/** Machine-wide counters from /proc/vmstat (every process, the neighbours' too) and forks since boot. */
function vmstat() {
	const counters = {}
	for (const line of read('/proc/vmstat').split('\n')) {
		const [name, value] = line.split(' ')
		if (/^(pgfault|pgmajfault|workingset_refault_file)$/.test(name)) counters[name] = Number(value)
	}
	counters.forks = Number(/^processes (\d+)/m.exec(read('/proc/stat'))[1])
	return counters
}
const vmstatBefore = vmstat()
/** This process's reaped children's faults (the whole tree once it has ended, when each parent waited). */
function ownChildrenFaults() {
	const fields = read('/proc/self/stat').split(') ')[1].split(' ')
	return { cminflt: Number(fields[8]), cmajflt: Number(fields[10]) }
}
const ownBefore = ownChildrenFaults()

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
	reportFaults()
	if (THREADS) {
		const byName = new Map()
		for (const { kind, name, cpu: ns } of threads.values())
			if (name) byName.set(`${kind}: ${name}`, (byName.get(`${kind}: ${name}`) ?? 0) + ns)
		for (const [name, ns] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15))
			console.log(`    ${s(ns)} ${name}`)
	}
	process.exit(code ?? 1)
})

/** Faults by kind of process, the processes seen, and the whole tree's faults (13 µs each here). */
function reportFaults() {
	const byKind = new Map()
	for (const p of processes.values()) {
		const k = byKind.get(p.kind) ?? { n: 0, minflt: 0, majflt: 0, cminflt: 0 }
		k.n++
		k.minflt += p.minflt
		k.majflt += p.majflt
		k.cminflt += p.cminflt
		byKind.set(p.kind, k)
	}
	const own = ownChildrenFaults()
	const tree = own.cminflt - ownBefore.cminflt
	const after = vmstat()
	const m = (n) => `${(n / 1e6).toFixed(2)} M`
	console.log(
		`tree-faults: reaped into this process ${m(tree)} minor (≈ ${((tree * 13e-6) / 1).toFixed(1)} s at 13 µs), ${own.cmajflt - ownBefore.cmajflt} major, ` +
			`${processes.size} processes seen; machine: ${m(after.pgfault - vmstatBefore.pgfault)} faults, ` +
			`${after.pgmajfault - vmstatBefore.pgmajfault} major, ` +
			`${after.workingset_refault_file - vmstatBefore.workingset_refault_file} file refaults, ` +
			`${after.forks - vmstatBefore.forks} forks`,
	)
	for (const [kind, k] of [...byKind].sort((a, b) => b[1].minflt - a[1].minflt))
		console.log(
			`  ${m(k.minflt)} minor, ${k.majflt} major, ${k.n} processes: ${kind}` +
				(k.cminflt ? ` (their reaped children: ${m(k.cminflt)})` : ''),
		)
}
