/**
 * The id of a part of a page kept as server HTML (app/components/pots/pot-server-parts.tsx): `name-<hash of the
 * props>`, the same on the server and in the browser, so the browser keeps the first HTML for the same data only.
 * Two 32-bit multiplicative hashes of the props' JSON: a collision between two pots' parts is not a practical risk.
 */
export function partId(name: string, props: object) {
	const text = JSON.stringify(props)
	let a = 1
	let b = 7
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i)
		a = Math.imul(a ^ c, 2654435761)
		b = Math.imul(b ^ c, 1597334677)
	}
	return `${name}-${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`
}
