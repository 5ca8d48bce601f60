import { defineConfig } from 'drizzle-kit'

// The sandbox simulator's own database (ADR 012): DATA_DIR/sandbox.db, migrations in drizzle-sandbox/.
// `npx drizzle-kit generate --config drizzle.sandbox.config.ts` after a change to db/schema/sandbox.ts.
export default defineConfig({
	dialect: 'sqlite',
	schema: './db/schema/sandbox.ts',
	out: './drizzle-sandbox',
	dbCredentials: { url: process.env.DRIZZLE_DB ?? './data/sandbox.db' },
	casing: 'snake_case',
})
