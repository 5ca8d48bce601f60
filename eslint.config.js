import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The layering (docs/architecture.md). `no-restricted-imports` also applies to type-only imports.
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
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	{
		files: ['app/**/*.{ts,tsx}', 'db/**/*.ts', 'server.{ts,js}'],
		ignores: ['app/payments/sandbox/**', 'app/payments/index.server.ts', 'app/routes/sandbox.*'],
		rules: { 'no-restricted-imports': ['error', { patterns: [sandbox, heavyEntries] }] },
	},
	{
		files: ['app/lib/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}'],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: { 'no-restricted-imports': ['error', { patterns: [serverOrRoute, sandbox, heavyEntries] }] },
	},
	{
		files: ['machines/**/*.ts'],
		ignores: ['machines/**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(?!xstate$)',
							message: 'Machines are pure: they import only xstate (effects are provided by the server).',
						},
					],
				},
			],
		},
	},
	{ files: ['tests/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
