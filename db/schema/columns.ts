import { integer } from 'drizzle-orm/sqlite-core'

/** Creation and update instants, stored as epoch milliseconds. */
export const timestamps = {
	createdAt: integer('created_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date()),
	updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date())
		.$onUpdateFn(() => new Date()),
}

/** Money is always an integer number of euro cents. */
export const cents = (name: string) => integer(name).notNull().default(0)
