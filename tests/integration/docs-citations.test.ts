// Every citation of the requirements or of the provider facts names a section that exists
// (scripts/docs-citations.ts, `npm run docs:citations`).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { anchorsIn, check, findCitations, rewrite } from '../../scripts/docs-citations.ts'

const root = path.resolve(import.meta.dirname, '../..')

test('every citation in the tree resolves to an anchor of docs/requirements.md or docs/provider.md', () => {
	const report = check(root)
	expect(report.citations).toBeGreaterThan(200)
	expect(report.unresolved).toEqual([])
})

test('each spec document keeps its nine sections, the provider page its cited ones', () => {
	const spec = anchorsIn(readFileSync(path.join(root, 'docs/requirements.md'), 'utf8'))
	for (const document of [1, 2, 3])
		for (let section = 1; section <= 9; section++) expect(spec).toContain(`spec-${document}-${section}`)
	const ref = anchorsIn(readFileSync(path.join(root, 'docs/provider.md'), 'utf8'))
	for (const id of [
		'ref-0-2',
		'ref-1a',
		'ref-1e',
		'ref-1i',
		'ref-5',
		'ref-9-1',
		'ref-9-2',
		'ref-9-3',
		'ref-9-4',
	])
		expect(ref).toContain(id)
})

describe('findCitations', () => {
	test('reads a section, a chain of sections and the forms of the provider citations', () => {
		const found = findCitations(
			'(Spec 1 §2–§4) spec 3 §5 and §9; reference §0.2, `shared/reference/mangopay.md` §1e, mangopay.md §5',
		)
		expect(found.map((c) => c.anchors)).toEqual([
			['spec-1-2', 'spec-1-4'],
			['spec-3-5', 'spec-3-9'],
			['ref-0-2'],
			['ref-1e'],
			['ref-5'],
		])
	})

	test('a section the documents lack is reported with its file and line', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'citations-'))
		mkdirSync(path.join(dir, 'docs'))
		mkdirSync(path.join(dir, 'app'))
		for (const doc of ['docs/requirements.md', 'docs/provider.md'])
			cpSync(path.join(root, doc), path.join(dir, doc))
		writeFileSync(
			path.join(dir, 'app/a.ts'),
			[
				'// fine: spec 3 §5',
				`// broken: ${['spec', '3 §12'].join(' ')}`,
				'// fine: docs/requirements.md#spec-3-5',
				`// broken: docs/provider.md#${'ref-9-99'}`,
			].join('\n'),
		)
		try {
			expect(check(dir).unresolved).toEqual([
				{ file: 'app/a.ts', line: 2, text: ['spec', '3 §12'].join(' '), anchor: 'spec-3-12' },
				{ file: 'app/a.ts', line: 4, text: 'provider.md#ref-9-99', anchor: 'ref-9-99' },
			])
		} finally {
			rmSync(dir, { recursive: true })
		}
	})
})

describe('rewrite', () => {
	const anchors = new Set(['spec-1-2', 'spec-1-2-private-dashboard'])

	test('code gets repository paths, a quoted subsection its own anchor, old paths the new pages', () => {
		expect(rewrite('// Spec 3 §5 and §9: x', 'app/a.ts')).toBe(
			'// docs/requirements.md#spec-3-5 and docs/requirements.md#spec-3-9: x',
		)
		expect(rewrite('(spec 1 §2 "Private dashboard")', 'app/a.ts', anchors)).toBe(
			'(docs/requirements.md#spec-1-2-private-dashboard "Private dashboard")',
		)
		expect(rewrite('(shared/reference/mangopay.md §1e) and (shared/reference/mangopay.md)', 'app/a.ts')).toBe(
			'(docs/provider.md#ref-1e) and (docs/provider.md)',
		)
	})

	test('Markdown gets relative links, and a second run changes nothing', () => {
		const once = rewrite('Spec 1 §2–§4, reference §1h.', 'docs/decisions/015-x.md')
		expect(once).toBe(
			'[Spec 1 §2](../requirements.md#spec-1-2) – [§4](../requirements.md#spec-1-4), [reference §1h](../provider.md#ref-1h).',
		)
		expect(rewrite(once, 'docs/decisions/015-x.md')).toBe(once)
	})
})
