import { defineConfig } from 'drizzle-kit'

export default defineConfig({
	dialect: 'sqlite',
	schema: './db/schema/index.ts',
	out: './drizzle',
	dbCredentials: { url: process.env.DRIZZLE_DB ?? './data/donnons.db' },
	casing: 'snake_case',
})
