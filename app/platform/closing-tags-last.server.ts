/**
 * React 18 ends the shell with `</body></html>`, then streams what Suspense resolves later (Remix's data
 * scripts) after it: a document that goes on after `</html>`, which the W3C validator rejects ("stray start tag
 * script"), though browsers put it in the body anyway. This stream moves the two closing tags to the very end,
 * as React 19 does: the bytes pass through as they come, except a chunk's end that may be the start of the
 * closing tags, held until the next chunk says whether it is.
 */
const CLOSING = new TextEncoder().encode('</body></html>')

/** Where `CLOSING` starts in `bytes`, or -1. */
function indexOfClosing(bytes: Uint8Array) {
	outer: for (let i = 0; i + CLOSING.length <= bytes.length; i++) {
		for (let j = 0; j < CLOSING.length; j++) if (bytes[i + j] !== CLOSING[j]) continue outer
		return i
	}
	return -1
}

/** How many bytes at the end of `bytes` are a proper beginning of `CLOSING`. */
function closingPrefixAtEnd(bytes: Uint8Array) {
	for (let n = Math.min(CLOSING.length - 1, bytes.length); n > 0; n--) {
		let matches = true
		for (let j = 0; j < n && matches; j++) matches = bytes[bytes.length - n + j] === CLOSING[j]
		if (matches) return n
	}
	return 0
}

function concat(a: Uint8Array, b: Uint8Array) {
	const joined = new Uint8Array(a.length + b.length)
	joined.set(a)
	joined.set(b, a.length)
	return joined
}

export function closingTagsLast() {
	let held: Uint8Array = new Uint8Array(0)
	let found = false
	return new TransformStream<Uint8Array, Uint8Array>({
		transform(chunk, controller) {
			if (found) return controller.enqueue(chunk)
			const bytes = held.length ? concat(held, chunk) : chunk
			held = new Uint8Array(0)
			const at = indexOfClosing(bytes)
			if (at >= 0) {
				found = true
				const before = bytes.subarray(0, at)
				const after = bytes.subarray(at + CLOSING.length)
				if (before.length) controller.enqueue(before)
				if (after.length) controller.enqueue(after)
				return
			}
			const keep = closingPrefixAtEnd(bytes)
			if (keep < bytes.length) controller.enqueue(bytes.subarray(0, bytes.length - keep))
			held = bytes.slice(bytes.length - keep)
		},
		flush(controller) {
			if (found) controller.enqueue(CLOSING)
			else if (held.length) controller.enqueue(held)
		},
	})
}
