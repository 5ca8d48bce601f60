import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/**',
			'build-*/**',
			'node_modules/**',
			'data/**',
			'public/**',
			'drizzle/**',
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
	{ files: ['tests/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
