/**
 * A table's own entry for a key that may come from a request, or undefined. `table[key]` on a plain object
 * also finds what every object inherits: `__proto__`, `constructor`, `toString`… (a visitor's URL or form
 * field turned into a function, then a 500).
 */
export function lookup<V>(table: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
	return key != null && Object.hasOwn(table, key) ? table[key] : undefined
}
