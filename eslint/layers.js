// The layers table: each folder of the code, what it may import, and why. It is the one source of the
// layering: eslint.config.js turns it into `no-restricted-imports` rules (eslint/layer-rules.js),
// docs/architecture.md quotes it (`npm run docs:layers`), and tests/integration/layers.test.ts checks every
// import of the tree against it (dynamic ones included) and refuses any cycle between folders.
//
// A layer is a set of files: `dir/**` (the folder and its subfolders) or `dir/<name pattern>` (files directly
// in `dir`), minus `except`. `mayImport` names other layers, or single files of a layer (a domain's
// client-safe `types.ts`); `mayImportTypes` the same for type-only imports (`import type`, `import { type X }`).
// A layer may always import its own files and any package (heavy entries and the machines' purity are extra
// rules in eslint.config.js). `'*'` means anything. Keep it a ladder: a layer imports only what is listed
// before it (the test checks it, and refuses cycles); when an import is legitimate, widen the table with a reason.

/** @typedef {{ name: string, files: string[], except?: string[], mayImport: string[] | '*', mayImportTypes?: string[], reason: string }} Layer */

/** @type {Layer[]} */
export const layers = [
	{
		name: 'machines',
		files: ['machines/**'],
		mayImport: [],
		reason: 'pure flows: only xstate; the server provides the effects (ADR 002)',
	},
	{
		name: 'db/schema',
		files: ['db/schema/**'],
		mayImport: [],
		reason: 'the tables: drizzle and each other only, so drizzle-kit and every layer can load them',
	},
	{
		name: 'app/lib',
		files: ['app/lib/**'],
		mayImport: [],
		mayImportTypes: ['machines', 'db/schema'],
		reason: 'pure rules shared with the browser: no I/O; types of a machine or of a column only',
	},
	{
		name: 'db/*',
		files: ['db/*.ts'],
		except: ['db/seed*.ts', 'db/startup.server.ts'],
		mayImport: ['db/schema'],
		reason: 'the connection, migrations, prepared statements, purge, data-directory lock and backups',
	},
	{
		name: 'app/platform',
		files: ['app/platform/**'],
		mayImport: ['app/lib', 'db/*', 'db/schema'],
		reason:
			'infrastructure every domain uses (environment, database, HTTP errors, forms, uploads, client hooks): knows no domain',
	},
	{
		name: 'app/mail',
		files: ['app/mail/**'],
		mayImport: ['app/lib', 'app/platform', 'db/*', 'db/schema'],
		reason:
			'transport, outbox and templates: every domain sends mail, so mail knows none (attachments are rendered by what the start-up registers)',
	},
	{
		name: 'app/payments',
		files: ['app/payments/**'],
		mayImport: ['app/lib', 'app/platform', 'db/*', 'db/schema'],
		reason: 'the provider boundary only (ADR 003): the domains talk to it, it knows none of them',
	},
	{
		name: 'app/auth',
		files: ['app/auth/**'],
		mayImport: ['app/lib', 'app/platform', 'app/mail', 'db/*', 'db/schema'],
		reason: 'accounts and sessions: mails its links; every area above calls its guards',
	},
	{
		name: 'app/styles',
		files: ['app/styles/**'],
		mayImport: [],
		reason: 'the stylesheet, loaded by app/root.tsx',
	},
	{
		name: 'app/receipts',
		files: ['app/receipts/**'],
		mayImport: ['app/lib', 'app/platform', 'app/mail', 'app/auth', 'db/*', 'db/schema'],
		reason: 'tax receipts (ADR 013): mails the yearly statements, opens a receipt to its signed-in donor',
	},
	{
		name: 'db/catalogue',
		files: ['db/catalogue/**'],
		mayImport: ['app/lib', 'app/receipts/pdf-kit.server.ts'],
		reason:
			'the demo catalogue, its pictures and PDFs (drawn with the receipts’ font kit); brand SVGs shown by pages',
	},
	{
		name: 'app/catalogue',
		files: ['app/catalogue/**'],
		mayImport: ['app/lib', 'app/platform', 'db/*', 'db/schema', 'db/catalogue'],
		reason: 'charity search and pages: reads the catalogue’s pictures, SDGs and labels',
	},
	{
		name: 'app/payouts',
		files: ['app/payouts/**'],
		mayImport: ['app/lib', 'app/platform', 'app/mail', 'app/payments', 'app/receipts', 'db/*', 'db/schema'],
		reason: 'payouts (ADR 027): through the provider; statements drawn with the receipts’ PDF kit',
	},
	{
		name: 'app/charity-space',
		files: ['app/charity-space/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/auth',
			'app/payments',
			'app/payouts',
			'db/*',
			'db/schema',
		],
		reason: 'the charity members’ space: invitations, onboarding with the provider, the payout bank account',
	},

	{
		name: 'app/pots',
		files: ['app/pots/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/auth',
			'app/catalogue',
			'app/receipts/pdf-kit.server.ts',
			'machines',
			'db/*',
			'db/schema',
		],
		reason:
			'pots: forms checked by the creation machine, event types from the catalogue, shares by mail, posters drawn with the receipts’ PDF kit',
	},
	{
		name: 'app/flows',
		files: ['app/flows/**'],
		mayImport: ['app/lib', 'app/platform', 'app/auth', 'app/pots', 'machines', 'db/*', 'db/schema'],
		reason: 'the flow store (persisted snapshots) and the pot-creation flow, which creates the pot',
	},
	{
		name: 'app/donations',
		files: ['app/donations/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/auth',
			'app/payments',
			'app/receipts',
			'app/payouts',
			'app/charity-space',
			'app/pots',
			'app/flows',
			'machines',
			'db/*',
			'db/schema',
		],
		reason:
			'the checkout and the ledger: a gift issues its receipt, a reversal records the charity’s debt; the provider events’ worker hands payout and KYC events to their domain',
	},
	{
		name: 'app/account',
		files: ['app/account/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/auth',
			'app/payments',
			'app/donations',
			'app/receipts',
			'db/schema',
		],
		reason: 'the member area: its donations and receipts, a profile sent on to the provider',
	},
	{
		name: 'app/admin',
		files: ['app/admin/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/auth',
			'app/payments',
			'app/payouts',
			'app/charity-space',
			'db/*',
			'db/schema',
		],
		reason:
			'the operators’ area (ADR 026): publishes a charity’s profile, reads the money and the reconciliation',
	},
	{
		name: 'app/site',
		files: ['app/site/**'],
		mayImport: ['app/lib', 'app/platform', 'app/mail', 'app/auth', 'db/schema', 'db/catalogue'],
		reason: 'the home page (catalogue pictures) and the newsletter (signed links, rate limits)',
	},
	{
		name: 'app/components',
		files: ['app/components/**'],
		mayImport: ['app/lib', 'app/platform', 'db/catalogue', 'app/catalogue/types.ts', 'app/account/types.ts'],
		mayImportTypes: ['machines'],
		reason:
			'React, shared with the browser: pure rules, client hooks, the client-safe shapes of a page (no *.server module)',
	},

	{
		name: 'db/seed',
		files: ['db/seed*.ts', 'db/startup.server.ts'],
		mayImport: [
			'db/*',
			'db/schema',
			'db/catalogue',
			'app/lib',
			'app/platform',
			'app/auth',
			'app/receipts',
			'app/donations',
			'app/payments',
			'app/payouts',
			'app/charity-space',
		],
		reason:
			'start-up data (wiring, not schema): the demo accounts, pots and gifts go through the app’s own services (password hashing, pot totals, receipts); the demo charities are verified at the sandbox simulator, the demo’s money paid in there and one pot paid out (db/seed-provider.ts)',
	},
	{
		name: 'app/*',
		files: ['app/*.{ts,tsx}'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/payments',
			'app/auth',
			'app/styles',
			'app/catalogue',
			'app/receipts',
			'app/components',
			'app/donations',
			'app/flows/inspect.server.ts',
			'db/*',
			'db/catalogue',
			'db/seed',
		],
		reason: 'the framework entries and the start-up wiring (server-start.server.ts), which starts every job',
	},
	{
		name: 'app/routes',
		files: ['app/routes/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/payments',
			'app/auth',
			'app/catalogue',
			'app/receipts',
			'app/payouts',
			'app/charity-space',
			'app/components',
			'app/pots',
			'app/flows',
			'app/donations',
			'app/account',
			'app/admin',
			'app/site',
		],
		mayImportTypes: ['app/root.tsx'],
		reason:
			'one file per URL, thin: parse, check access, call a service, render components (the root loader’s type)',
	},
	{
		name: 'server',
		files: ['server.js', 'server/**'],
		mayImport: [],
		mayImportTypes: ['app/entry.server.tsx'],
		reason:
			'the HTTP server: loads the app from its build, never imports it; knows the type of the build’s entry',
	},

	{
		name: 'tests',
		files: ['tests/**'],
		mayImport: '*',
		reason: 'tests reach what they test',
	},
	{
		name: 'tooling',
		files: ['*.config.{ts,js}', '.htmlvalidate.mjs', 'eslint/**'],
		mayImport: '*',
		reason: 'the build, test and lint settings',
	},
	{
		name: 'scripts',
		files: ['scripts/**'],
		mayImport: [
			'app/lib',
			'app/platform',
			'app/mail',
			'app/catalogue',
			'app/receipts',
			'app/donations',
			'app/admin',
			'machines',
			'db/*',
			'db/schema',
			'db/seed',
			'tests/setup/catalogue-cache.mjs',
			'eslint/layers.js',
		],
		reason:
			'operator commands and benchmarks: wiring like the start-up; benchmarks reuse the tests’ catalogue cache; `docs:layers` quotes this table; `machines:export` writes the machines’ definitions',
	},
]

/** The package.json `imports` aliases, as prefixes of the repository's folders. */
export const aliases = { '#app/': 'app/', '#db/': 'db/', '#machines/': 'machines/', '#tests/': 'tests/' }

/** A glob of the table, parsed: a folder and either the whole subtree or a file-name pattern. */
export function parseGlob(glob) {
	if (glob.endsWith('/**')) return { dir: glob.slice(0, -3), subtree: true, name: null }
	const slash = glob.lastIndexOf('/')
	return { dir: slash < 0 ? '' : glob.slice(0, slash), subtree: false, name: glob.slice(slash + 1) }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * A file-name pattern (`*`, `{a,b}`) as a regular expression's source; its extension is optional, since an
 * import may name `./x.ts` or `./x`. `*` never crosses a `/`.
 */
export function nameSource(name) {
	const extension = name.match(/\.(\{[^}]+\}|[a-z]+)$/)
	const base = extension ? name.slice(0, extension.index) : name
	const source = (part) =>
		part
			.split(/(\*|\{[^}]+\})/)
			.map((piece) =>
				piece === '*'
					? '[^/]*'
					: piece.startsWith('{')
						? `(?:${piece.slice(1, -1).split(',').map(escape).join('|')})`
						: escape(piece),
			)
			.join('')
	return extension ? `${source(base)}(?:${source('.' + extension[1])})?` : source(base)
}

const layerByName = new Map(layers.map((layer) => [layer.name, layer]))

/** The layer a repository-relative file belongs to, or undefined. */
export function layerOf(file) {
	return layers.find((layer) => matchesLayer(layer, file))
}

function matchesGlob(glob, file) {
	const { dir, subtree, name } = parseGlob(glob)
	if (subtree) return file.startsWith(dir + '/')
	const slash = file.lastIndexOf('/')
	const fileDir = slash < 0 ? '' : file.slice(0, slash)
	return fileDir === dir && new RegExp(`^${nameSource(name)}$`).test(file.slice(slash + 1))
}

function matchesLayer(layer, file) {
	return (
		layer.files.some((glob) => matchesGlob(glob, file)) &&
		!(layer.except ?? []).some((glob) => matchesGlob(glob, file))
	)
}

/**
 * May a file of `from` import the repository-relative file `target`? Own files and the listed layers or
 * files; `types` says whether the import is type-only.
 */
export function mayImport(from, target, { types = false } = {}) {
	if (from.mayImport === '*' || matchesLayer(from, target)) return true
	const listed = [...from.mayImport, ...(types ? (from.mayImportTypes ?? []) : [])]
	return listed.some((entry) => {
		const layer = layerByName.get(entry)
		return layer ? matchesLayer(layer, target) : entry === target
	})
}

/** The targets of an entry of `mayImport`: a layer's globs and exceptions, or one file. */
export function targetsOf(entry) {
	const layer = layerByName.get(entry)
	if (!layer) return [{ ...parseGlob(entry), except: [] }]
	return layer.files.map((glob) => ({ ...parseGlob(glob), except: (layer.except ?? []).map(parseGlob) }))
}

export { escape as escapeRegExp }

/** The table as the Markdown docs/architecture.md quotes (`npm run docs:layers`). */
export function layersMarkdown() {
	const code = (entry) => `\`${entry}\``
	const cell = (layer) => {
		if (layer.mayImport === '*') return 'anything'
		const listed = [
			...layer.mayImport.map(code),
			...(layer.mayImportTypes ?? []).map((entry) => `${code(entry)} (types)`),
		]
		return listed.length ? listed.join(', ') : 'packages only'
	}
	const rows = layers.map((layer) => {
		const files = [...layer.files.map(code), ...(layer.except ?? []).map((glob) => `not ${code(glob)}`)]
		return `| ${code(layer.name)} | ${files.join(', ')} | ${cell(layer)} | ${layer.reason} |`
	})
	return ['| layer | files | may import | why |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/** The markers between which docs/architecture.md quotes the table. */
export const layersMarkers = { start: '<!-- layers:start -->', end: '<!-- layers:end -->' }
