import crypto from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { E2E_DATA_DIR as dataDir, test } from '../playwright-utils.ts'

/**
 * Fresh accounts (and a pot to pay into) written straight into the e2e server's database, so the profile
 * journeys never change the demo accounts other tests rely on. Same columns as a registration.
 */

export const PROFILE_PASSWORD = 'Profil-Solide2026!'

/** As app/auth/password.server.ts hashPassword (scrypt N=2^15, r=8, p=1, 64 bytes). */
function hashPassword(password: string) {
	const salt = crypto.randomBytes(16)
	const hash = crypto.scryptSync(password.normalize('NFKC'), salt, 64, {
		N: 32768,
		r: 8,
		p: 1,
		maxmem: 64 * 1024 * 1024,
	})
	return ['scrypt', 32768, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$')
}

let db: Database.Database | undefined
function database() {
	if (!db) {
		db = new Database(path.join(dataDir, 'donnons.db'), { fileMustExist: true })
		db.pragma('journal_mode = WAL')
		db.pragma('busy_timeout = 5000')
	}
	return db
}

export function freshEmail(prefix: string) {
	return `${prefix}-${test.info().project.name}-${Date.now()}-${crypto.randomInt(1e6)}@exemple.fr`
}

async function insertUser(email: string, role: 'private' | 'enterprise', firstName: string) {
	const now = Date.now()
	const row = database()
		.prepare(
			`insert into users (email, password_hash, role, gender, first_name, last_name, birth_date, address_line_1,
			 post_code, city, country_iso, terms_accepted_at, created_at, updated_at)
			 values (?, ?, ?, 'female', ?, 'Profil', '1987-04-12', '5 rue des Lilas', '35000', 'Rennes', 'FR', ?, ?, ?)
			 returning id`,
		)
		.get(email, hashPassword(PROFILE_PASSWORD), role, firstName, now, now, now) as { id: number }
	return row.id
}

export async function freshIndividual(prefix: string) {
	const email = freshEmail(prefix)
	return { email, id: await insertUser(email, 'private', 'Juliette') }
}

/** A company as registration leaves it: SIREN and legal form given, the representative not completed. */
export async function freshCompany(prefix: string) {
	const email = freshEmail(prefix)
	const id = await insertUser(email, 'enterprise', 'Claire')
	const now = Date.now()
	const name = `Société ${prefix} ${crypto.randomInt(1e6)}`
	database()
		.prepare(
			`insert into companies (user_id, name, siren, legal_form, rep_first_name, rep_last_name, rep_email,
			 created_at, updated_at) values (?, ?, '732829320', 'SAS', 'Claire', 'Profil', ?, ?, ?)`,
		)
		.run(id, name, email, now, now)
	return { email, id, name }
}

/** An open pot of a partner charity issuing receipts (or of the given charity), created by the given account. */
export function freshPot(creatorId: number, charityId?: number) {
	const d = database()
	const charity = charityId
		? { id: charityId }
		: (d
				.prepare(`select id from charities where is_active = 1 and receipt_type = 'GENERATED' limit 1`)
				.get() as { id: number })
	const event = d.prepare('select id from event_types limit 1').get() as { id: number }
	const now = Date.now()
	const row = d
		.prepare(
			`insert into pots (name, description_html, closing_date, pot_type, event_type_id, charity_id, creator_id,
			 created_at, updated_at) values (?, '<p>Merci !</p>', ?, 1, ?, ?, ?, ?, ?) returning id`,
		)
		.get(
			`Cagnotte profil ${crypto.randomInt(1e6)}`,
			now + 30 * 86_400_000,
			event.id,
			charity.id,
			creatorId,
			now,
			now,
		) as {
		id: number
	}
	return row.id
}
