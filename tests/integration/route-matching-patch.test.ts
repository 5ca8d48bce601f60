import { matchRoutes, type AgnosticRouteObject as RouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'

// patches/@remix-run+router+1.23.3.patch: matchRoutes remembers a pathname's matches per routes array. What
// it answers must stay what the router alone answered, and no caller may see another's changes.
const routes: RouteObject[] = [
	{
		id: 'root',
		path: '/',
		children: [
			{ id: 'home', index: true },
			{ id: 'pot', path: 'participate/:id' },
			{ id: 'widget', path: 'participate/:id/widget' },
			{ id: 'data', path: 'participate/:id/data.json' },
			{ id: 'rest', path: '*' },
		],
	},
]
const summary = (matches: ReturnType<typeof matchRoutes>) =>
	matches?.map((m) => [m.route.id, { ...m.params }, m.pathname, m.pathnameBase]) ?? null

describe('route matching, remembered per pathname (router patch)', () => {
	it('answers the same matches the first time and the next', () => {
		for (const path of [
			'/participate/12',
			'/participate/12/widget',
			'/',
			'/z/%C3%A9t%C3%A9',
			'/participate/12/',
		]) {
			const first = summary(matchRoutes(routes, path))
			expect(summary(matchRoutes(routes, path))).toEqual(first)
		}
		expect(summary(matchRoutes(routes, '/participate/7'))).toEqual([
			['root', { id: '7' }, '/', '/'],
			['pot', { id: '7' }, '/participate/7', '/participate/7'],
		])
		expect(summary(matchRoutes(routes, '/z/%C3%A9t%C3%A9'))?.[1]?.[1]).toEqual({ '*': 'z/été' })
		expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull()
		expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull()
	})

	it('gives each caller its own matches and params, shared within one answer as the router does', () => {
		const first = matchRoutes(routes, '/participate/99')!
		const second = matchRoutes(routes, '/participate/99')!
		expect(second).not.toBe(first)
		expect(second[1]).not.toBe(first[1])
		expect(second[0]!.params).toBe(second[1]!.params)
		;(first[1]!.params as Record<string, string>).id = 'changed'
		;(first as unknown[]).push('extra')
		const third = matchRoutes(routes, '/participate/99')!
		expect(third).toHaveLength(2)
		expect(third[1]!.params.id).toBe('99')
	})

	it('keeps routes arrays apart', () => {
		const other: RouteObject[] = [{ id: 'only', path: '/participate/:n' }]
		expect(matchRoutes(routes, '/participate/5')?.at(-1)?.route.id).toBe('pot')
		expect(matchRoutes(other, '/participate/5')?.at(-1)?.route.id).toBe('only')
	})
})
