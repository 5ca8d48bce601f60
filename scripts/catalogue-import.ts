// `npm run catalogue:import -- FILE.json`: creates or updates (by slug) the partner charities described in
// FILE.json, images given relative to it (example: docs/examples/charities.example.json). All or nothing: on
// any problem the French list of them is printed and nothing is written.
import path from 'node:path'
import { importCatalogueFile } from '#app/catalogue/import.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { migrateDatabase } from '#db/client.server.ts'
import { seedReferenceData } from '#db/seed-reference.ts'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
	console.error('Usage : npm run catalogue:import -- associations.json')
	process.exit(2)
}
const db = getDb()
try {
	// The categories and regions the charities refer to, on a database the server has not started yet.
	migrateDatabase(db)
	await seedReferenceData(db, path.join(getEnv().DATA_DIR, 'uploads'))
	const result = await importCatalogueFile(file, db)
	if (!result.ok) {
		console.error(`Import refusé, rien n’a été enregistré (${result.errors.length} problème(s)) :`)
		for (const error of result.errors) console.error(`- ${error}`)
		process.exitCode = 1
	} else {
		console.log(
			`Import terminé : ${result.created} association(s) créée(s), ${result.updated} mise(s) à jour.`,
		)
	}
} finally {
	db.$client.close()
}
