// `npm run docs:citations`: every citation of the requirements ("spec 3 §5") and of the provider facts
// ("reference §1e", "mangopay.md §1e") in app/, db/, machines/, tests/, scripts/, server/ and docs/ must
// name a section that exists: an anchor `<a id="spec-3-5">` of docs/requirements.md or `<a id="ref-1e">` of
// docs/provider.md. Lists the ones that do not and exits 1. Paths that still point outside the repository
// (the old shared/ folder) are listed as warnings.
// `npm run docs:citations -- --rewrite`: rewrites the citations in place into links to those anchors
// (`docs/requirements.md#spec-3-5` in code, `[spec 3 §5](../requirements.md#spec-3-5)` in Markdown).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const SCANNED = ['app', 'db', 'machines', 'tests', 'scripts', 'server', 'docs']
const TARGETS = { spec: 'docs/requirements.md', ref: 'docs/provider.md' } as const
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|sh|sql|json|ya?ml)$/
const SKIPPED_DIRS = new Set(['node_modules', '.tmp', 'build'])
/** This script and its test write citations as examples of the syntax. */
const SKIPPED_FILES = new Set(['scripts/docs-citations.ts', 'tests/integration/docs-citations.test.ts'])

type Kind = keyof typeof TARGETS
type Citation = {
	kind: Kind
	/** The whole citation as written, separators and the following sections included. */
	text: string
	index: number
	/** One anchor per section named: "Spec 3 §5 and §9" names spec-3-5 and spec-3-9. */
	anchors: string[]
	/** The sections as written, in order, with the separators between them. */
	parts: { label: string; anchor: string; separator: string }[]
	/** "spec", "Spec", "reference" or "Reference", as written. */
	word: string
}

const SECTION = '§\\s?(\\d+(?:\\.\\d+)?[a-z]?)'
const MORE = `((?:\\s*(?:,|and|et|or|–|-|to)\\s*§\\s?\\d+(?:\\.\\d+)?[a-z]?)*)`
// "spec 3 §5", "Spec 1 §2–§4", "spec 2, §5"
const SPEC = new RegExp(`\\b([Ss]pec) (\\d),? ${SECTION}${MORE}`, 'g')
// "reference §0.2", "Reference §1h", "mangopay.md §1e", "`…/reference/mangopay.md` §5"
const REF = new RegExp(
	`(\`?(?:[\\w./-]*\\/)?reference\\/mangopay\\.md\`?|\\b[Rr]eference|\\bmangopay\\.md) ${SECTION}${MORE}`,
	'g',
)
/** Mentions of the documents that lived outside the repository, without a section. */
const OUTSIDE = /(?:\/work\/|\.\.\/)?shared\/(?:spec|reference|ARCHITECTURE)[\w./-]*/g

function anchorFor(kind: Kind, document: string, section: string): string {
	const id = section.replace(/\./g, '-')
	return kind === 'spec' ? `spec-${document}-${id}` : `ref-${id}`
}

function parse(kind: Kind, match: RegExpExecArray, document: string): Citation {
	const first = match[kind === 'spec' ? 3 : 2]!
	const rest = match[kind === 'spec' ? 4 : 3] ?? ''
	const word = kind === 'spec' ? match[1]! : match[1] === 'Reference' ? 'Reference' : 'reference'
	const parts = [{ label: first, anchor: anchorFor(kind, document, first), separator: '' }]
	for (const more of rest.matchAll(/(\s*(?:,|and|et|or|–|-|to)\s*)§\s?(\d+(?:\.\d+)?[a-z]?)/g))
		parts.push({ label: more[2]!, anchor: anchorFor(kind, document, more[2]!), separator: more[1]! })
	return { kind, text: match[0], index: match.index, anchors: parts.map((p) => p.anchor), parts, word }
}

export function findCitations(text: string): Citation[] {
	const found: Citation[] = []
	for (const m of text.matchAll(SPEC)) found.push(parse('spec', m as RegExpExecArray, m[2]!))
	for (const m of text.matchAll(REF)) found.push(parse('ref', m as RegExpExecArray, ''))
	return found.sort((a, b) => a.index - b.index)
}

export function anchorsIn(markdown: string): Set<string> {
	return new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!))
}

const targets = new Set<string>(Object.values(TARGETS))

function* files(root: string, dir: string): Generator<string> {
	for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
		const file = path.posix.join(dir, entry.name)
		if (entry.isDirectory()) {
			if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* files(root, file)
		} else if (EXTENSIONS.test(entry.name) && !SKIPPED_FILES.has(file) && !targets.has(file)) yield file
	}
}

function scannedFiles(root: string): string[] {
	return SCANNED.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => [...files(root, dir)])
}

function lineOf(text: string, index: number): number {
	return text.slice(0, index).split('\n').length
}

type Report = {
	citations: number
	unresolved: { file: string; line: number; text: string; anchor: string }[]
	outside: { file: string; line: number; text: string }[]
}

export function check(root: string): Report {
	const anchors = {
		spec: anchorsIn(readFileSync(path.join(root, TARGETS.spec), 'utf8')),
		ref: anchorsIn(readFileSync(path.join(root, TARGETS.ref), 'utf8')),
	}
	const report: Report = { citations: 0, unresolved: [], outside: [] }
	for (const file of scannedFiles(root)) {
		const text = readFileSync(path.join(root, file), 'utf8')
		for (const citation of findCitations(text)) {
			report.citations++
			for (const anchor of citation.anchors)
				if (!anchors[citation.kind].has(anchor))
					report.unresolved.push({ file, line: lineOf(text, citation.index), text: citation.text, anchor })
		}
		// Links already rewritten (`docs/requirements.md#spec-3-5`, `../provider.md#ref-9-2`) must land too.
		for (const m of text.matchAll(LINK)) {
			report.citations++
			const kind: Kind = m[1] === 'requirements' ? 'spec' : 'ref'
			if (!anchors[kind].has(m[2]!))
				report.unresolved.push({ file, line: lineOf(text, m.index), text: m[0], anchor: m[2]! })
		}
		for (const m of text.matchAll(OUTSIDE))
			report.outside.push({ file, line: lineOf(text, m.index), text: m[0] })
	}
	return report
}

/** A link to an anchor of the two documents, from the root or relative (`docs/…`, `../…`, or bare in docs/). */
const LINK = /\b(requirements|provider)\.md#([a-z0-9-]+)/g

/** The link to an anchor as written in `file`: relative in Markdown, from the repository root elsewhere. */
function target(kind: Kind, anchor: string, file: string): string {
	const doc = TARGETS[kind]
	if (!file.endsWith('.md')) return `${doc}#${anchor}`
	return `${path.posix.relative(path.posix.dirname(file), doc)}#${anchor}`
}

function slug(heading: string): string {
	return heading
		.toLowerCase()
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}

/** "spec 1 §2 "Private dashboard"" links to the subsection's own anchor when requirements.md has one. */
function subsection(citation: Citation, after: string, anchors: Set<string>): string | null {
	const quoted = /^,? "([^"]{2,60})"/.exec(after)
	if (citation.kind !== 'spec' || citation.parts.length > 1 || !quoted) return null
	const prefix = `${citation.anchors[0]}-${slug(quoted[1]!)}`
	return [...anchors].find((a) => a === prefix || a.startsWith(`${prefix}-`)) ?? null
}

function rewriteCitation(citation: Citation, file: string, narrower: string | null): string {
	const markdown = file.endsWith('.md')
	const name =
		citation.kind === 'spec' ? `${citation.word} ${citation.anchors[0]!.split('-')[1]} ` : `${citation.word} `
	return citation.parts
		.map((part, i) => {
			const link = target(citation.kind, (i === 0 && narrower) || part.anchor, file)
			const separator = /^\s*[-–]\s*$/.test(part.separator) ? ' – ' : part.separator
			if (!markdown) return separator + link
			return `${separator}[${i === 0 ? name : ''}§${part.label}](${link})`
		})
		.join('')
}

/** The file's text with its citations turned into links; an already linked Markdown citation is kept. */
export function rewrite(text: string, file: string, specAnchors: Set<string> = new Set()): string {
	let out = ''
	let last = 0
	for (const citation of findCitations(text)) {
		const end = citation.index + citation.text.length
		if (text[citation.index - 1] === '[' && text.startsWith('](', end)) continue
		const narrower = subsection(citation, text.slice(end, end + 64), specAnchors)
		out += text.slice(last, citation.index) + rewriteCitation(citation, file, narrower)
		last = end
	}
	out += text.slice(last)
	return out.replace(OUTSIDE, (mention) =>
		/spec/.test(mention) ? TARGETS.spec : /reference/.test(mention) ? TARGETS.ref : 'docs/architecture.md',
	)
}

function main() {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
	if (process.argv.includes('--rewrite')) {
		const specAnchors = anchorsIn(readFileSync(path.join(root, TARGETS.spec), 'utf8'))
		let changed = 0
		for (const file of scannedFiles(root)) {
			const text = readFileSync(path.join(root, file), 'utf8')
			const next = rewrite(text, file, specAnchors)
			if (next !== text) {
				writeFileSync(path.join(root, file), next)
				changed++
			}
		}
		console.log(`Rewrote the citations of ${changed} files; run npx prettier --write on them.`)
	}
	const report = check(root)
	for (const o of report.outside)
		console.warn(`warning: ${o.file}:${o.line}: ${o.text} points outside the repository`)
	for (const u of report.unresolved)
		console.error(
			`${u.file}:${u.line}: "${u.text}" names #${u.anchor}, which ${TARGETS[u.anchor.startsWith('spec') ? 'spec' : 'ref']} lacks`,
		)
	console.log(
		`${report.citations} citations, ${report.unresolved.length} unresolved, ${report.outside.length} paths outside the repository.`,
	)
	if (report.unresolved.length > 0) process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
