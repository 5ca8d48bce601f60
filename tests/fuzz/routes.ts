// The site's URLs, read from app/routes (Remix flat routes: one file per URL), with their parameters.
import fs from 'node:fs'
import path from 'node:path'

export type RouteSegment =
	{ kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' }
export type FuzzRoute = { file: string; segments: RouteSegment[]; hasAction: boolean }

/** `participate.$id_.partager` → /participate/:id/partager; `mes-donnees[.]json` → /mes-donnees.json. */
export function routeSegments(name: string): RouteSegment[] {
	const parts: string[] = []
	let current = ''
	let escaped = false
	for (const char of name) {
		if (char === '[') escaped = true
		else if (char === ']') escaped = false
		else if (char === '.' && !escaped) {
			parts.push(current)
			current = ''
		} else current += char
	}
	parts.push(current)
	const segments: RouteSegment[] = []
	for (const raw of parts) {
		const part = raw.endsWith('_') ? raw.slice(0, -1) : raw
		if (part === '_index' || part.startsWith('_')) continue
		if (part === '$') segments.push({ kind: 'splat' })
		else if (part.startsWith('$')) segments.push({ kind: 'param', name: part.slice(1) })
		else segments.push({ kind: 'static', value: part })
	}
	return segments
}

export function listRoutes(dir = 'app/routes'): FuzzRoute[] {
	return fs
		.readdirSync(dir)
		.filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
		.sort()
		.map((file) => {
			const source = fs.readFileSync(path.join(dir, file), 'utf8')
			return {
				file,
				segments: routeSegments(file.replace(/\.tsx?$/, '')),
				hasAction: /export (async )?function action|export const action|as action\b/.test(source),
			}
		})
}
