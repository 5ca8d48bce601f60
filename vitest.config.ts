import { defineConfig } from 'vitest/config'
import { SlowFilesFirst } from './tests/setup/slow-files-first.ts'

// Vitest runs without the Remix plugin: unit tests sit next to the code they test,
// integration tests use a real SQLite file per test file (see tests/setup/).
// isolate: false — the test files of a worker share its loaded modules instead of importing the whole
// application again for each file (collecting took about 80 of the run's 105 s); what a file leaves behind
// (environment, connections, payment provider, fake clock) is reset by tests/setup/setup-test-env.ts.
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
		isolate: false,
		// Vitest's default is one worker fewer than the cores: a single worker on the 2-core machine, with a
		// core idle while the integration tests wait on SQLite, SMTP or their deadlines. Two workers take the
		// run from about 107 s to 71 s there (three: 67 s, with tinypool terminating a worker mid-run once).
		maxWorkers: 2,
		minWorkers: 2,
		testTimeout: 20_000,
		// The slow files first, in the same order on every machine (tests/setup/slow-files-first.ts).
		sequence: { sequencer: SlowFilesFirst },
	},
})
