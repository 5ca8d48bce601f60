import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { E2E_DATA_DIR, test } from '../playwright-utils.ts'

/**
 * Fresh accounts, pots, participations and invitations for the organiser and personal-data journeys,
 * written straight into the end-to-end server's database (as tests/e2e/session-fixture.ts does for
 * sessions): each test has its own, so it never touches the demo accounts others rely on.
 */

/** The demo accounts' password: the new accounts get the same hash. */
export const PASSWORD = 'Donnons-2026!'

let db: Database.Database | undefined

function database() {
	if (!db) {
		db = new Database(path.join(E2E_DATA_DIR, 'donnons.db'), { fileMustExist: true })
		db.pragma('journal_mode = WAL')
		db.pragma('busy_timeout = 5000')
	}
	return db
}

export function uniqueEmail(prefix: string) {
	return `${prefix}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`
}

/** A new individual account (password {@link PASSWORD}) and its pot; returns their ids. */
export function makeOrganiserWithPot(email: string, potName: string) {
	const d = database()
	const now = Date.now()
	const hash = d
		.prepare(`select password_hash as h from users where email = 'marie.dupont@donnons.demo'`)
		.get() as {
		h: string
	}
	const user = d
		.prepare(
			`insert into users (email, password_hash, role, first_name, last_name, birth_date, address_line_1, post_code, city, terms_accepted_at, created_at, updated_at)
			 values (?, ?, 'private', 'Odile', 'Organisatrice', '1980-02-02', '5 rue Verte', '44000', 'Nantes', ?, ?, ?) returning id`,
		)
		.get(email, hash.h, now, now, now) as { id: number }
	const charity = d.prepare(`select id from charities where is_active = 1 order by id limit 1`).get() as {
		id: number
	}
	const event = d.prepare(`select id from event_types order by id limit 1`).get() as { id: number }
	const pot = d
		.prepare(
			`insert into pots (name, description_html, closing_date, event_type_id, charity_id, creator_id, created_at, updated_at)
			 values (?, '<p>Merci à tous !</p>', ?, ?, ?, ?, ?, ?) returning id`,
		)
		.get(potName, now + 30 * 86_400_000, event.id, charity.id, user.id, now, now) as { id: number }
	return { userId: user.id, potId: pot.id }
}

/** Succeeded participations (the pot's totals follow) and a share invitation. */
export function addParticipations(potId: number, guest: string) {
	const d = database()
	const now = Date.now()
	const give = d.prepare(
		`insert into donations (pot_id, is_quick, quick_first_name, quick_last_name, quick_email, amount_cents, tip_cents, is_visible, is_anonymous, method, status, succeeded_at, created_at, updated_at)
		 values (?, 1, ?, ?, ?, ?, ?, ?, ?, 'CARD', 'SUCCEEDED', ?, ?, ?)`,
	)
	give.run(potId, 'Paul', 'Public', 'paul.public@exemple.fr', 2500, 300, 1, 0, now, now - 1000, now)
	give.run(potId, 'Hugo', 'Discret', 'hugo.discret@exemple.fr', 4000, 0, 0, 1, now, now, now)
	d.prepare(
		`update pots set donations_total_cents = 6500, donations_count = 2, donators_count = 2 where id = ?`,
	).run(potId)
	d.prepare(
		`insert into pot_invitations (pot_id, inviter_id, email, sent_at)
		 select id, creator_id, ?, ? from pots where id = ?`,
	).run(guest, now, potId)
}

/** `count` succeeded quick participations named P0 (newest) to P{count-1}, the pot's totals following. */
export function addManyParticipations(potId: number, count: number) {
	const d = database()
	const now = Date.now()
	const give = d.prepare(
		`insert into donations (pot_id, is_quick, quick_first_name, quick_last_name, quick_email, amount_cents, method, status, succeeded_at, created_at, updated_at)
		 values (?, 1, ?, 'Donateur', ?, 1000, 'CARD', 'SUCCEEDED', ?, ?, ?)`,
	)
	d.transaction(() => {
		for (let i = 0; i < count; i++) give.run(potId, `P${i}`, `p${i}@exemple.fr`, now, now - i * 1000, now)
		d.prepare(
			`update pots set donations_total_cents = ?, donations_count = ?, donators_count = ? where id = ?`,
		).run(count * 1000, count, count, potId)
	})()
}

export function readDownload(file: string) {
	return fs.readFileSync(file)
}
