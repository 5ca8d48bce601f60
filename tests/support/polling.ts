/**
 * Waits for a condition instead of a fixed time: calls `condition` until it returns a value other than
 * `undefined`, `null` or `false` (which it resolves to), checking again every `interval` ms, and rejects
 * with `message` once `timeout` ms have gone by. An error the condition throws is rethrown at the timeout
 * (its last one), so an assertion can serve as the condition.
 */
export async function waitFor<T>(
	condition: () => T | Promise<T>,
	{ timeout = 5_000, interval = 5, message = 'waitFor: the condition was not met in time' } = {},
): Promise<Exclude<T, false | null | undefined>> {
	const deadline = Date.now() + timeout
	let lastError: unknown
	for (;;) {
		try {
			const value = await condition()
			if (value !== undefined && value !== null && value !== false)
				return value as Exclude<T, false | null | undefined>
		} catch (error) {
			lastError = error
		}
		if (Date.now() >= deadline) throw lastError ?? new Error(`${message} (${timeout} ms)`)
		await new Promise((resolve) => setTimeout(resolve, interval))
	}
}
