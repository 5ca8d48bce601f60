/**
 * A `.data` answer of Remix's single fetch (turbo-stream 2), read only as far as a benchmark's donor needs
 * (js-browser.ts). Its first line is a JSON array of values that refer to each other by index: the root object
 * at index 0, an object as `{"_<index of its key>": <index of its value>}`, an array as a list of indexes, a
 * negative index for null, undefined and the non-finite numbers, and a list starting with a type letter for
 * the other types (dates, promises…). turbo-stream's own `decode` rebuilds the whole tree through a Web stream
 * and a TransformStream per answer; here `get(…path)` follows the path's keys and rebuilds only the value at
 * its end. Deferred values (promises, resolved on later lines) are not supported: reading one throws.
 */
import type { Answer } from './http-client.ts'

const CONSTANTS = new Map<number, unknown>([
	[-1, undefined], // a hole
	[-2, NaN],
	[-3, -Infinity],
	[-4, -0],
	[-5, null],
	[-6, Infinity],
	[-7, undefined],
])

export class TurboData {
	private values: unknown[] | null = null

	constructor(private readonly answer: Answer) {}

	/** The flattened values of the answer's first line (parsed on first use). */
	private flat() {
		if (this.values) return this.values
		const body = this.answer.body
		const end = body.indexOf(10)
		const parsed: unknown = JSON.parse(body.toString('utf8', 0, end < 0 ? body.length : end))
		if (!Array.isArray(parsed) || !parsed.length) throw new Error('Not a turbo-stream answer')
		return (this.values = parsed)
	}

	/** The value at `path` from the root (e.g. a route's id, `data`, a field), or undefined. */
	get(...path: string[]): unknown {
		const values = this.flat()
		let index = 0
		for (const key of path) {
			const node = index < 0 ? CONSTANTS.get(index) : values[index]
			if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined
			const next = (node as Record<string, number>)[`_${keyIndex(values, key)}`]
			if (next === undefined) return undefined
			index = next
		}
		return hydrate(values, index, 0)
	}
}

/** The index of the string `key` among the values (keys are stored once, as strings). */
function keyIndex(values: unknown[], key: string) {
	const at = values.indexOf(key)
	return at < 0 ? 'none' : at
}

function hydrate(values: unknown[], index: number, depth: number): unknown {
	if (index < 0) return CONSTANTS.get(index)
	if (depth > 100) throw new Error('A turbo-stream value too deep (a cycle?)')
	const value = values[index]
	if (!value || typeof value !== 'object') return value
	if (Array.isArray(value)) {
		if (typeof value[0] === 'string') {
			if (value[0] === 'D') return new Date(value[1] as number)
			throw new Error(`A turbo-stream value of type « ${value[0]} » is not read by the benchmark's donors`)
		}
		return value.map((item) => hydrate(values, item as number, depth + 1))
	}
	const object: Record<string, unknown> = {}
	for (const key in value as Record<string, number>)
		object[values[Number(key.slice(1))] as string] = hydrate(
			values,
			(value as Record<string, number>)[key]!,
			depth + 1,
		)
	return object
}
