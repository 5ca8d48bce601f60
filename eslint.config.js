import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layerRestrictions } from './eslint/layer-rules.js'
import { localPlugin } from './eslint/unused-bindings.js'

// The layering: the layers table (eslint/layers.js) generates one `no-restricted-imports` entry per folder
// (eslint/layer-rules.js); the patterns below are added to the entries they concern, since flat config keeps
// only one entry's options of a rule per file. `no-restricted-imports` also applies to type-only imports.
const serverOrRoute = {
	group: ['**/*.server', '**/*.server.*', '**/routes/*', '#app/routes/*', '#app/root.tsx', '**/root.tsx'],
	message:
		'app/lib and app/components are shared with the browser: no *.server module nor route, not even for types (put client-safe types in a plain types.ts).',
}
const sandbox = {
	group: ['**/payments/sandbox/*', '**/sandbox/*', '#app/payments/sandbox/*'],
	message:
		'The sandbox simulator is reached only through the provider (app/payments/index.server.ts) and its own /sandbox routes.',
}
// Whole-package entries that would load hundreds of modules at the server's start (docs/architecture.md).
const heavyEntries = {
	regex: '^(date-fns|date-fns/locale|i18n-iso-countries)$',
	message:
		'Import one function per module (date-fns/format, date-fns/locale/fr) and i18n-iso-countries/index.js: the package entries load every function, locale or language at start-up.',
}
const onlyXstate = {
	regex: '^(?!xstate$)',
	message: 'Machines are pure: they import only xstate (effects are provided by the server).',
}
const sandboxEntries = ['app/payments/sandbox/**', 'app/payments/index.server.ts', 'app/routes/sandbox.*']
const immediateOnly =
	'Every transaction begins IMMEDIATE (issue 29: several workers on one SQLite file; db/client.server.ts): a deferred one that reads then writes fails with SQLITE_BUSY.'
const bareBegin = '/^\\s*BEGIN(?!\\s+(IMMEDIATE|EXCLUSIVE)\\b)/i'
const deferredTransactions = [
	{ selector: `Literal[value=${bareBegin}]`, message: immediateOnly },
	{ selector: `TemplateElement[value.raw=${bareBegin}]`, message: immediateOnly },
	{ selector: "Property[key.name='behavior'][value.value='deferred']", message: immediateOnly },
	{ selector: "CallExpression[callee.property.name='deferred']", message: immediateOnly },
]
// Tests in the app's and db's folders: not layered (they reach what they test), but no sandbox nor heavy entry.
const testFiles = ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'machines/**/*.test.ts']

export default tseslint.config(
	{
		ignores: [
			'build/**',
			'build-*/**',
			'node_modules/**',
			'data/**',
			'public/**',
			'drizzle/**',
			'drizzle-*/**',
			'test-results/**',
			'playwright-report/**',
			'tests/.tmp/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks, local: localPlugin },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	// TypeScript files: the typecheck reports unused imports, locals, parameters and type parameters
	// (tsconfig.json's noUnusedLocals and noUnusedParameters, a leading `_` for an intentionally unused one);
	// the rule cost more than half the linter's rule time. What the compiler leaves out, caught errors and rest
	// siblings never read, is eslint/unused-bindings.js (ADR 070). JavaScript files keep the rule: the
	// typecheck does not check them.
	{
		files: ['**/*.{ts,tsx,mts,cts}'],
		rules: { '@typescript-eslint/no-unused-vars': 'off', 'local/unused-bindings': 'error' },
	},
	...layerRestrictions({
		extraPatterns: (layer) =>
			layer === 'machines'
				? [onlyXstate]
				: layer === 'app/lib' || layer === 'app/components'
					? [serverOrRoute, sandbox, heavyEntries]
					: layer.startsWith('app/') || layer.startsWith('db/') || layer === 'server'
						? [sandbox, heavyEntries]
						: [],
		// Only the provider's entry and the simulator's own pages reach the simulator.
		exceptions: sandboxEntries.map((files) => ({ files, extraPatterns: () => [heavyEntries] })),
		ignores: testFiles,
	}),
	{
		files: testFiles,
		ignores: sandboxEntries,
		rules: { 'no-restricted-imports': ['error', { patterns: [sandbox, heavyEntries] }] },
	},
	{ files: ['tests/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
	// Several workers share one SQLite file (issue 29): every transaction begins IMMEDIATE (db/client.server.ts
	// makes drizzle's and better-sqlite3's so); none may ask for a DEFERRED one, nor open one by a bare BEGIN.
	{
		files: ['app/**/*.{ts,tsx}', 'db/**/*.ts', 'scripts/**/*.ts', 'server/**/*.js', 'server.js'],
		ignores: testFiles,
		rules: {
			'no-restricted-syntax': ['error', ...deferredTransactions],
		},
	},
)
