/** Merges several header sets (e.g. set-cookie from a toast and from a session) into one. */
export function combineHeaders(...headers: Array<ResponseInit['headers'] | null | undefined>) {
	const combined = new Headers()
	for (const header of headers) {
		if (!header) continue
		for (const [key, value] of new Headers(header).entries()) combined.append(key, value)
	}
	return combined
}
