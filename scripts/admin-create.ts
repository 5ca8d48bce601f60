// `npm run admin:create -- EMAIL [--prenom Prénom] [--nom Nom]`: makes the account of EMAIL a platform
// operator (/admin), creating it when missing, and prints a one-hour, single-use link to set its password.
// Runs beside the production server (same DATA_DIR and environment; nothing of the demo). ADR 026.
import { parseArgs } from 'node:util'
import { createOperator } from '#app/admin/operators.server.ts'
import { isValidEmail } from '#app/lib/email.ts'
import { siteUrl } from '#app/mail/urls.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { migrateDatabase } from '#db/client.server.ts'

const USAGE = 'Usage : npm run admin:create -- adresse@exemple.fr [--prenom Prénom] [--nom Nom]'

let parsed: ReturnType<typeof parse>
function parse() {
	return parseArgs({
		allowPositionals: true,
		options: { prenom: { type: 'string' }, nom: { type: 'string' } },
	})
}
try {
	parsed = parse()
} catch {
	console.error(USAGE)
	process.exit(2)
}
const [address, ...rest] = parsed.positionals
if (!address || rest.length > 0 || !isValidEmail(address)) {
	console.error(address && !isValidEmail(address) ? `Adresse email invalide : ${address}` : USAGE)
	process.exit(2)
}
const email = address.trim().toLowerCase()
const db = getDb()
try {
	// A data directory the server has not started on yet gets its tables first.
	migrateDatabase(db)
	const result = createOperator(email, { firstName: parsed.values.prenom, lastName: parsed.values.nom })
	if (result.created) console.log(`Compte créé pour ${email}, opérateur de la plateforme.`)
	else if (result.alreadyOperator) console.log(`${email} est déjà opérateur de la plateforme.`)
	else console.log(`Le compte ${email} est désormais opérateur de la plateforme.`)
	if (result.suspended)
		console.log(
			'Attention : ce compte est suspendu ; réactivez-le dans /admin/comptes pour qu’il puisse se connecter.',
		)
	console.log('Lien pour choisir le mot de passe (valable une heure, à usage unique) :')
	console.log(siteUrl(result.setPasswordPath))
} finally {
	db.$client.close()
}
