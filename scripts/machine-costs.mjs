/**
 * `node scripts/machine-costs.mjs [--json]`: what three operations cost on this machine, in about a second.
 * `npm test` prints it first, beside the browser's version: the suite's time depends on them far more than
 * on the project's code (docs/performance.md, « The machine »).
 *
 * - a page fault on fresh memory: 32 MB allocated outside V8's heap, one byte written every 4 kB page;
 * - a system call: `fstat` of an open file through Node's binding, 20 000 times (Node's own share included);
 * - a process start: `/bin/true` spawned and reaped 10 times (fork, exec, exit, wait), in wall time.
 *
 * The first two are this process's CPU time (user + system) per operation, so a busy machine's waits for a core
 * are not in them; the third is wall time and reads higher on a busy machine.
 *
 * Bare-metal Linux is usually quoted well under 1 µs, under 1 µs and a few ms (not measured here). The 2-core PVM
 * guest sessions 18 and 19 ran on (`kvm_pvm`, free-page reporting) read 18.1 µs, 2.7 µs and 12.1 ms on a quiet
 * machine (2026-11-28 17:38, the start of a fresh clone's `npm test`), and 16–21 µs, 3.1–3.2 µs and 34–35 ms
 * with three other engineers' work running: its fresh pages, system calls and processes are many times dearer,
 * so Chromium (processes and fresh memory for every page) slows far more there than a warm Node server does.
 * Medians of three tries each, with the load average (a busy machine reads dearer); nothing is written.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

const PAGE = 4096

function median(values) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)]
}

/** The CPU time (user + system) of this process per operation: a busy machine's waits are not counted. */
function microseconds(run, count) {
	const start = process.cpuUsage()
	run()
	const used = process.cpuUsage(start)
	return (used.user + used.system) / count
}

/** The wall time per operation, for work done in other processes. */
function wallMicroseconds(run, count) {
	const start = process.hrtime.bigint()
	run()
	return Number(process.hrtime.bigint() - start) / 1000 / count
}

function pageFault() {
	const bytes = 32 << 20
	return microseconds(() => {
		const buffer = Buffer.allocUnsafeSlow(bytes)
		for (let i = 0; i < bytes; i += PAGE) buffer[i] = 1
	}, bytes / PAGE)
}

function systemCall() {
	const fd = fs.openSync(fileURLToPath(import.meta.url), 'r')
	try {
		return microseconds(() => {
			for (let i = 0; i < 20_000; i++) fs.fstatSync(fd)
		}, 20_000)
	} finally {
		fs.closeSync(fd)
	}
}

function processStart() {
	return wallMicroseconds(() => {
		for (let i = 0; i < 10; i++) spawnSync('/bin/true')
	}, 10)
}

const tries = (measure) => median([measure(), measure(), measure()])
const costs = {
	pageFaultMicroseconds: Number(tries(pageFault).toFixed(2)),
	systemCallMicroseconds: Number(tries(systemCall).toFixed(2)),
	processStartMilliseconds: Number((tries(processStart) / 1000).toFixed(2)),
	loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
}
if (process.argv.includes('--json')) console.log(JSON.stringify(costs))
else
	console.log(
		`machine: a page fault ${costs.pageFaultMicroseconds} µs, a system call ${costs.systemCallMicroseconds} µs, ` +
			`a process start ${costs.processStartMilliseconds} ms (load ${costs.loadAverage.join(' ')})`,
	)
