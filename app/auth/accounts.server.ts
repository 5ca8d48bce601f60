import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { companies, users } from '#db/schema/index.ts'
import {
	type RegistrationValues,
	type RepresentativeValues,
	type SocialCompletionValues,
} from '#app/lib/account/account-schemas.ts'
import { getDb } from '../platform/db.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import { type AccountRole } from '#app/lib/account/account-kind.ts'

type AccountUser = { id: number; email: string; role: AccountRole; firstName: string }

const accountColumns = { id: users.id, email: users.email, role: users.role, firstName: users.firstName }

// A hash of a random password, so an unknown e-mail costs the same time as a wrong password.
const decoyHash = hashPassword(crypto.randomUUID())

/**
 * Checks credentials; null for an unknown e-mail or a wrong password (indistinguishable on purpose). A
 * suspended account (ADR 026) is reported as such, and only to whoever gave its password.
 */
export async function verifyLogin(
	email: string,
	password: string,
): Promise<(AccountUser & { suspended: boolean }) | null> {
	const user = getDb()
		.select({ ...accountColumns, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt })
		.from(users)
		.where(eq(users.email, email))
		.get()
	const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
	if (!user || !ok) return null
	const { passwordHash: _hash, suspendedAt, ...account } = user
	return { ...account, suspended: suspendedAt !== null }
}

type NewAccount = {
	email: string
	password: string | null
	gender?: 'female' | 'male'
	firstname: string
	name: string
	birth_date: string
	address_line_1: string
	post_code: string
	city: string
	country_iso: string
	mob_phone?: string
	company?: {
		enterprise_name: string
		siren: string
		legal_form: string
		rep_gender: 'female' | 'male'
		rep_firstname: string
		rep_name: string
	}
	social?: { provider: string; id: string }
}

/** The account a registration form describes (individual, or company when the company fields are there). */
export function accountFromRegistration(values: RegistrationValues): NewAccount {
	const { enterprise_name, siren, legal_form, rep_gender, rep_firstname, rep_name, ...person } = values
	const company =
		enterprise_name && siren && legal_form && rep_gender && rep_firstname && rep_name
			? { enterprise_name, siren, legal_form, rep_gender, rep_firstname, rep_name }
			: undefined
	return { ...person, company }
}

export function accountFromSocialCompletion(
	values: SocialCompletionValues,
	social: { provider: string; id: string },
): NewAccount {
	return { ...values, password: null, social }
}

/**
 * Creates an individual or company account in one transaction. A company gets its company row with the
 * representative's title and names (rep_email is the account e-mail); the rest of the representative is
 * completed on the next page. Returns null when the e-mail is already taken.
 */
export async function registerAccount(account: NewAccount) {
	const passwordHash = account.password ? await hashPassword(account.password) : null
	const role = account.company ? 'enterprise' : 'private'
	return getDb().transaction(
		(tx) => {
			if (tx.select({ id: users.id }).from(users).where(eq(users.email, account.email)).get()) return null
			const user = tx
				.insert(users)
				.values({
					email: account.email,
					passwordHash,
					role,
					gender: account.gender ?? null,
					firstName: account.firstname,
					lastName: account.name,
					phone: account.mob_phone ?? null,
					birthDate: account.birth_date,
					addressLine1: account.address_line_1,
					postCode: account.post_code,
					city: account.city,
					countryIso: account.country_iso,
					socialProvider: account.social?.provider ?? null,
					socialId: account.social?.id ?? null,
					termsAcceptedAt: new Date(),
				})
				.returning(accountColumns)
				.get()
			const company = account.company
			const companyId = company
				? tx
						.insert(companies)
						.values({
							userId: user.id,
							name: company.enterprise_name,
							siren: company.siren,
							legalForm: company.legal_form,
							repGender: company.rep_gender,
							repFirstName: company.rep_firstname,
							repLastName: company.rep_name,
							repEmail: account.email,
							addressLine1: account.address_line_1,
							postCode: account.post_code,
							city: account.city,
							countryIso: account.country_iso,
						})
						.returning({ id: companies.id })
						.get().id
				: null
			return { user, companyId }
		},
		{ behavior: 'immediate' },
	)
}

export function findUserBySocialId(provider: string, socialId: string) {
	return (
		getDb()
			.select({ ...accountColumns, suspendedAt: users.suspendedAt })
			.from(users)
			.where(and(eq(users.socialProvider, provider), eq(users.socialId, socialId)))
			.get() ?? null
	)
}

export function getCompanyOf(userId: number) {
	return getDb().select().from(companies).where(eq(companies.userId, userId)).get() ?? null
}

/** Completes the company and its legal representative (docs/requirements.md#spec-1-4 "Company account"). */
export function completeRepresentative(userId: number, values: RepresentativeValues) {
	const db = getDb()
	db.transaction((tx) => {
		tx.update(companies)
			.set({
				repLastName: values.rep_name,
				repFirstName: values.rep_firstname,
				repEmail: values.rep_email,
				repBirthDate: values.rep_birth_date,
				repNationalityIso: 'FR',
				repAddressLine1: values.rep_address_line_1,
				repPostCode: values.rep_post_code,
				repCity: values.rep_city,
				repCountryIso: values.rep_country_iso,
				addressLine1: values.address_line_1,
				postCode: values.post_code,
				city: values.city,
				countryIso: values.country_iso,
				representativeCompletedAt: new Date(),
			})
			.where(eq(companies.userId, userId))
			.run()
		tx.update(users)
			.set({
				addressLine1: values.address_line_1,
				postCode: values.post_code,
				city: values.city,
				countryIso: values.country_iso,
			})
			.where(eq(users.id, userId))
			.run()
	})
}
