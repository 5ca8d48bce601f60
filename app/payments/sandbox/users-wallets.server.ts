import { eq, sql } from 'drizzle-orm'
import { insertRow, prepared } from '#db/prepared.ts'
import { simUsers, simWallets } from '#db/schema/sandbox.ts'
import { type PaymentProvider } from '../provider.ts'
import {
	badRequest,
	eur,
	getSandboxDb,
	getWalletRow,
	nextId,
	notFound,
	recordEvent,
	type Tx,
} from './core.server.ts'

type NaturalInput = Parameters<PaymentProvider['createNaturalUser']>[0]
type LegalInput = Parameters<PaymentProvider['createLegalUser']>[0]

function checkEmail(email: string) {
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) badRequest('Email is invalid')
}

/** OWNER users must accept Mangopay's terms; SCA is not simulated (Sandbox: `accept` in the e-mail bypasses it). */
export function createNaturalUser(tx: Tx, at: number, i: NaturalInput) {
	if (!i.firstName.trim() || !i.lastName.trim()) badRequest('FirstName and LastName are required')
	checkEmail(i.email)
	if (i.category === 'OWNER' && !i.termsAccepted)
		badRequest('TermsAndConditionsAccepted must be true for an OWNER')
	const id = nextId(tx)
	insertRow(tx, simUsers, {
		id,
		personType: 'NATURAL',
		category: i.category,
		firstName: i.firstName.trim(),
		lastName: i.lastName.trim(),
		email: i.email,
		termsAccepted: Boolean(i.termsAccepted),
		tag: i.tag ?? null,
		createdAt: at,
	})
	recordEvent(tx, 'USER_ACCOUNT_ACTIVATED', id, at)
	return { userId: id, status: 'ACTIVE' as const }
}

export function createLegalUser(tx: Tx, at: number, i: LegalInput) {
	if (!i.name.trim()) badRequest('Name is required')
	if (!i.legalRepresentative.firstName.trim() || !i.legalRepresentative.lastName.trim()) {
		badRequest('LegalRepresentativeFirstName and LegalRepresentativeLastName are required')
	}
	checkEmail(i.email)
	if (i.category === 'OWNER' && !i.termsAccepted)
		badRequest('TermsAndConditionsAccepted must be true for an OWNER')
	const id = nextId(tx)
	tx.insert(simUsers)
		.values({
			id,
			personType: 'LEGAL',
			category: i.category,
			legalPersonType: i.legalPersonType,
			firstName: i.legalRepresentative.firstName.trim(),
			lastName: i.legalRepresentative.lastName.trim(),
			name: i.name.trim(),
			email: i.email,
			termsAccepted: Boolean(i.termsAccepted),
			tag: i.tag ?? null,
			createdAt: at,
		})
		.run()
	recordEvent(tx, 'USER_ACCOUNT_ACTIVATED', id, at)
	return { userId: id, status: 'ACTIVE' as const }
}

const userRow = (tx: Tx) =>
	tx
		.select()
		.from(simUsers)
		.where(eq(simUsers.id, sql.placeholder('userId')))
		.prepare()

export function getUserRow(tx: Tx, userId: string) {
	return prepared(tx, userRow).get({ userId }) ?? notFound(`User ${userId}`)
}

type NaturalUpdate = Parameters<PaymentProvider['updateNaturalUser']>[1]
type LegalUpdate = Parameters<PaymentProvider['updateLegalUser']>[1]

/** PUT /users/{natural|legal}/{id}: the fields given replace the stored ones; the person type must match. */
export function updateUser(userId: string, personType: 'NATURAL' | 'LEGAL', i: NaturalUpdate & LegalUpdate) {
	const db = getSandboxDb()
	const user = getUserRow(db, userId)
	if (user.personType !== personType) badRequest(`User ${userId} is not a ${personType.toLowerCase()} user`)
	if (i.email !== undefined) checkEmail(i.email)
	const person = personType === 'NATURAL' ? i : (i.legalRepresentative ?? {})
	const firstName = person.firstName?.trim()
	const lastName = person.lastName?.trim()
	const name = i.name?.trim()
	if (firstName === '' || lastName === '' || name === '') badRequest('Names cannot be empty')
	db.update(simUsers)
		.set({
			...(firstName ? { firstName } : {}),
			...(lastName ? { lastName } : {}),
			...(personType === 'LEGAL' && name ? { name } : {}),
			...(i.email ? { email: i.email } : {}),
		})
		.where(eq(simUsers.id, userId))
		.run()
	return { userId }
}

export function getUser(userId: string) {
	const user = getUserRow(getSandboxDb(), userId)
	return { userId: user.id, category: user.category, kycLevel: user.kycLevel, status: user.status }
}

export function createWallet(
	tx: Tx,
	at: number,
	i: { ownerId: string; currency: 'EUR'; description: string; tag?: string },
) {
	getUserRow(tx, i.ownerId)
	if (i.currency !== 'EUR') badRequest('Currency must be EUR')
	if (!i.description.trim()) badRequest('Description is required')
	const id = nextId(tx)
	tx.insert(simWallets)
		.values({
			id,
			ownerId: i.ownerId,
			currency: 'EUR',
			description: i.description,
			tag: i.tag ?? null,
			createdAt: at,
		})
		.run()
	return { walletId: id }
}

export function getWallet(walletId: string) {
	const wallet = getWalletRow(getSandboxDb(), walletId)
	return { walletId: wallet.id, balance: eur(wallet.balance) }
}

/** The wallet must exist and belong to a known user; returns it. */
export function checkWallet(tx: Tx, walletId: string) {
	return getWalletRow(tx, walletId)
}
