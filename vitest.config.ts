import { defineConfig } from 'vitest/config'

// Vitest runs without the Remix plugin: unit tests sit next to the code they test,
// integration tests use a real SQLite file per worker (see tests/setup/).
export default defineConfig({
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'machines/**/*.test.ts',
			'db/**/*.test.ts',
			'tests/integration/**/*.test.ts',
			'tests/payments/**/*.test.ts',
		],
		environment: 'node',
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-test-env.ts'],
		restoreMocks: true,
		testTimeout: 20_000,
	},
})
