import { redirect } from '@remix-run/node'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { certificationView } from '#app/catalogue/views.server.ts'
import { charities, charitySdgs, companies, donations, pots, sdgs, users } from '#db/schema/index.ts'
import { type DbOrTx, readSnapshot } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { getDb } from '../platform/db.server.ts'
import { type ParticipantsCursor } from '../lib/pots/participants-cursor.ts'
import { organiserDisplayName } from '../lib/account/personal-data.ts'
import { parseId } from '../lib/ids.ts'

/** Participants are listed 50 at a time (docs/requirements.md#spec-3-9). */
export const PARTICIPANTS_PAGE_SIZE = 50

/** Read on every step of a gift: built and prepared once per connection (docs/performance.md). */
const publicPotRow = (db: DbOrTx) =>
	db
		.select({
			id: pots.id,
			name: pots.name,
			descriptionHtml: pots.descriptionHtml,
			closingDate: pots.closingDate,
			color: pots.color,
			isLocked: pots.isLocked,
			potType: pots.potType,
			bannerPath: pots.bannerPath,
			isActive: pots.isActive,
			suspendedAt: pots.suspendedAt,
			charityActive: charities.isActive,
			charityVerifiedAt: charities.providerVerifiedAt,
			creatorId: pots.creatorId,
			totalCents: pots.donationsTotalCents,
			donationsCount: pots.donationsCount,
			donatorsCount: pots.donatorsCount,
			goalCents: pots.goalCents,
			charityId: charities.id,
			charityName: charities.name,
			charitySlug: charities.slug,
			charityLogo: charities.logoPath,
			charityDescription: charities.description,
			certification: charities.certification,
			privateRate: charities.privateRate,
			enterpriseRate: charities.enterpriseRate,
			companyLogo: companies.logoPath,
			companyName: companies.name,
			creatorRole: users.role,
			creatorFirstName: users.firstName,
			creatorLastName: users.lastName,
			creatorDeletedAt: users.deletedAt,
		})
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(companies, eq(companies.userId, pots.creatorId))
		.innerJoin(users, eq(users.id, pots.creatorId))
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()

/** The public view of a pot, with its charity (docs/requirements.md#spec-3-3 Pot). */
export function getPublicPot(potId: number) {
	const row = prepared(getDb(), publicPotRow).get({ potId })
	if (!row) return null
	const {
		certification,
		companyName,
		creatorRole,
		creatorFirstName,
		creatorLastName,
		creatorDeletedAt,
		...pot
	} = row
	const organiserName = organiserDisplayName({
		deleted: creatorDeletedAt !== null,
		role: creatorRole,
		firstName: creatorFirstName,
		lastName: creatorLastName,
		companyName,
	})
	return { ...pot, organiserName, certification: certificationView(certification) }
}

type PublicPot = NonNullable<ReturnType<typeof getPublicPot>>

/** An active pot by a route's numeric id; a missing, malformed or inactive one sends home (docs/requirements.md#spec-3-2). */
export function requireActivePot(id: string | undefined): PublicPot {
	const potId = parseId(id)
	const pot = potId ? currentPublicPot(potId) : null
	if (!pot || !pot.isActive) throw redirect('/')
	return pot
}

const pageVersionRow = (db: DbOrTx) =>
	db
		.select({ version: pots.pageVersion })
		.from(pots)
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()

/** The pot's page version (ADR 058): one indexed read (null: no such pot). */
export function potPageVersion(potId: number): number | null {
	return prepared(getDb(), pageVersionRow).get({ potId })?.version ?? null
}

/**
 * Kept copies of `getPublicPot`, per worker: least recently used first, at most 256. A copy also names the
 * database it was read from: versions count per database, so another one (a test file's, a restored one) never
 * gets it.
 */
const keptPots = new Map<number, { db: object; version: number; pot: Readonly<PublicPot> }>()
const KEPT_POTS = 256

/**
 * `getPublicPot`, kept under the pot's `page_version` (ADR 058): every step of a gift asks for its pot, and the
 * version is one indexed read where the pot is a join of four tables. SQLite's triggers bump the version on
 * every write to the columns read here (pots, charities, users, companies), whichever process writes. The
 * version is read BEFORE the pot: a write in between leaves the copy under an older version, read again next
 * time, never a stale copy under a newer one. The copy is shared: frozen.
 */
function currentPublicPot(potId: number): Readonly<PublicPot> | null {
	const db = getDb()
	// The version and, when it moved, the pot: one read transaction (ADR 073).
	return readSnapshot(db, () => keptOrRead(db, potId))
}

/**
 * The pot as last read when its page version has not moved since (the most recently used first, KEPT_POTS at
 * most), else read again and kept. `db` is part of the check: a test's or a restore's new connection reads anew.
 */
function keptOrRead(db: object, potId: number): Readonly<PublicPot> | null {
	const version = potPageVersion(potId)
	if (version === null) return null
	const kept = keptPots.get(potId)
	keptPots.delete(potId)
	if (kept && kept.version === version && kept.db === db) {
		keptPots.set(potId, kept)
		return kept.pot
	}
	const pot = getPublicPot(potId)
	if (!pot) return null
	if (keptPots.size >= KEPT_POTS) keptPots.delete(keptPots.keys().next().value!)
	keptPots.set(potId, { db, version, pot: Object.freeze(pot) })
	return pot
}

const activeSdgRows = (db: DbOrTx) =>
	db
		.select({ number: sdgs.number, title: sdgs.title, iconUrl: sdgs.iconPath })
		.from(charitySdgs)
		.innerJoin(sdgs, eq(sdgs.number, charitySdgs.sdgNumber))
		.where(and(eq(charitySdgs.charityId, sql.placeholder('charityId')), eq(charitySdgs.isActive, true)))
		.orderBy(asc(sdgs.number))
		.prepare()

/** The charity's active sustainable development goals, in goal order (read on every rendered pot page: prepared). */
export function getActiveSdgs(charityId: number) {
	return prepared(getDb(), activeSdgRows).all({ charityId })
}

type Participant = { id: number; name: string; amountCents: number | null }

/** A pot's succeeded gifts, newest first, one page and one row more; `after`: from a cursor on (keyset). */
function participantQuery(db: DbOrTx, after: boolean) {
	return db
		.select({
			id: donations.id,
			createdAt: donations.createdAt,
			amountCents: donations.amountCents,
			isVisible: donations.isVisible,
			isAnonymous: donations.isAnonymous,
			isQuick: donations.isQuick,
			quickFirstName: donations.quickFirstName,
			firstName: users.firstName,
			lastName: users.lastName,
			role: users.role,
			companyName: companies.name,
		})
		.from(donations)
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(companies, eq(companies.userId, donations.donorId))
		.where(
			and(
				eq(donations.potId, sql.placeholder('potId')),
				eq(donations.status, 'SUCCEEDED'),
				// A row value: SQLite seeks straight to the cursor in the index, whatever the depth.
				after
					? sql`(${donations.createdAt}, ${donations.id}) < (${sql.placeholder('createdAtMs')}, ${sql.placeholder('id')})`
					: undefined,
			),
		)
		.orderBy(desc(donations.createdAt), desc(donations.id))
		.limit(PARTICIPANTS_PAGE_SIZE + 1)
		.prepare()
}
/** Read on every rendered pot page: built and prepared once per connection. */
const participantRows = (db: DbOrTx) => participantQuery(db, false)
const participantRowsAfter = (db: DbOrTx) => participantQuery(db, true)

/**
 * One page of a pot's succeeded donations, newest first (docs/requirements.md#spec-3-2 and docs/requirements.md#spec-3-6), starting after `after` (docs/performance.md:
 * a keyset walk on donations_pot_idx, never N × 50 rows; the count shown comes from the pot's stored totals).
 * An anonymous donor shows as 'Anonyme'; a hidden amount is not sent at all. Names: first name and the initial
 * of the last name for an individual, the company name for a company, the first name for a quick donor.
 * `next` is the cursor of the following page, null on the last one.
 */
export function getParticipants(
	potId: number,
	after: ParticipantsCursor | null,
): { items: Participant[]; next: ParticipantsCursor | null } {
	const rows = after
		? prepared(getDb(), participantRowsAfter).all({ potId, createdAtMs: after.createdAtMs, id: after.id })
		: prepared(getDb(), participantRows).all({ potId })
	const page = rows.slice(0, PARTICIPANTS_PAGE_SIZE)
	const last = page.at(-1)
	return {
		items: page.map((row) => ({
			id: row.id,
			name: participantName(row),
			amountCents: row.isVisible ? row.amountCents : null,
		})),
		next:
			rows.length > PARTICIPANTS_PAGE_SIZE && last
				? { createdAtMs: last.createdAt.getTime(), id: last.id, shown: (after?.shown ?? 0) + page.length }
				: null,
	}
}

export function participantName(row: {
	isAnonymous: boolean
	isQuick: boolean
	quickFirstName: string | null
	firstName: string | null
	lastName: string | null
	role: string | null
	companyName: string | null
}) {
	if (row.isAnonymous) return 'Anonyme'
	if (row.isQuick) return row.quickFirstName ?? 'Anonyme'
	if (row.role === 'enterprise' && row.companyName) return row.companyName
	const initial = row.lastName?.trim().charAt(0).toUpperCase()
	return [row.firstName ?? '', initial ? `${initial}.` : ''].join(' ').trim() || 'Anonyme'
}
