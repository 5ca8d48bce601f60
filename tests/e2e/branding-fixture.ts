import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { E2E_DATA_DIR } from '../playwright-utils.ts'
import { freshCompany, freshPot } from './profile-fixture.ts'

let db: Database.Database | undefined
function database() {
	if (!db) {
		db = new Database(path.join(E2E_DATA_DIR, 'donnons.db'), { fileMustExist: true })
		db.pragma('journal_mode = WAL')
		db.pragma('busy_timeout = 5000')
	}
	return db
}

/** A square logo in the company's colour, written where the server serves uploads (DATA_DIR/uploads). */
function writeLogo(name: string, colour: string) {
	const file = `e2e-logos/${name}.svg`
	const target = path.join(E2E_DATA_DIR, 'uploads', file)
	fs.mkdirSync(path.dirname(target), { recursive: true })
	fs.writeFileSync(
		target,
		`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="${colour}"/><circle cx="60" cy="60" r="30" fill="#ffffff"/></svg>`,
	)
	return `/uploads/${file}`
}

/**
 * A fresh company with its logo, and its open, shared pot in one of the 14 preset colours: a pot page
 * branded as a company would make it, without touching the demo company other tests sign in as.
 */
export async function brandedCompanyPot(prefix: string, colour: string) {
	const company = await freshCompany(prefix)
	const potId = freshPot(company.id)
	const logo = writeLogo(`${prefix}-${company.id}`, colour)
	const d = database()
	d.prepare('update companies set logo_path = ? where user_id = ?').run(logo, company.id)
	d.prepare('update pots set color = ? where id = ?').run(colour, potId)
	return { potId, companyName: company.name, logo }
}
