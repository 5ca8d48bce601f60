import { eq } from 'drizzle-orm'
import { companies, users } from '#db/schema/index.ts'
import {
	type CompanyAccountValues,
	type CompanyValues,
	type PrivateAccountValues,
	type ProfileView,
} from '#app/lib/account/profile-schemas.ts'
import { formatFrenchDate } from '#app/lib/dates.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { loadAccount, syncPayer } from '#app/payments/parties.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { imageKinds, storeImage } from '#app/platform/image-uploads.server.ts'

/**
 * The profile pages' services (docs/requirements.md#spec-1-2-private-profile "Private profile", "Company profile"). A change the payment
 * provider must know (names, birth date, address, company data) is sent to the account's provider user
 * in the same step: when the provider refuses or cannot be reached, our row is put back as it was and the
 * page says 'Une erreur s'est produite, réessayez plus tard', so both sides never disagree.
 */

/** What the profile forms show (field names as the forms post them). */
export function loadProfile(userId: number): ProfileView | null {
	const row = loadAccount(userId)
	if (!row) return null
	const { user, company } = row
	return {
		email: user.email,
		hasPassword: user.passwordHash !== null,
		account: {
			gender: user.gender ?? '',
			firstname: user.firstName,
			name: user.lastName,
			mob_phone: user.phone ?? '',
			birth_date: user.birthDate ? formatFrenchDate(user.birthDate) : '',
			address_line_1: user.addressLine1 ?? '',
			post_code: user.postCode ?? '',
			city: user.city ?? '',
			country_iso: user.countryIso,
		},
		company: company
			? {
					enterprise_name: company.name,
					siren: company.siren ?? '',
					legal_form: company.legalForm ?? '',
					address_line_1: company.addressLine1 ?? '',
					post_code: company.postCode ?? '',
					city: company.city ?? '',
					country_iso: company.countryIso,
					rep_firstname: company.repFirstName,
					rep_name: company.repLastName,
					rep_birth_date: company.repBirthDate ? formatFrenchDate(company.repBirthDate) : '',
					logoUrl: company.logoPath,
				}
			: null,
	}
}

/**
 * Writes the change, then tells the provider; on the provider's failure the previous rows are written
 * back. Returns whether the change holds.
 */
async function saveAndSync(userId: number, write: () => void) {
	const before = loadAccount(userId)
	if (!before) return false
	write()
	try {
		await syncPayer(await getPaymentProvider(), userId)
		return true
	} catch (error) {
		console.error(`Profile of user ${userId}: provider update failed, change undone`, error)
		getDb().transaction((tx) => {
			const { id: _id, ...user } = before.user
			tx.update(users).set(user).where(eq(users.id, userId)).run()
			if (before.company) {
				const { id: _companyId, ...company } = before.company
				tx.update(companies).set(company).where(eq(companies.id, before.company.id)).run()
			}
		})
		return false
	}
}

/** Private profile, account form. */
export function savePrivateAccount(userId: number, values: PrivateAccountValues) {
	return saveAndSync(userId, () =>
		getDb()
			.update(users)
			.set({
				gender: values.gender,
				firstName: values.firstname,
				lastName: values.name,
				phone: values.mob_phone ?? null,
				birthDate: values.birth_date,
				addressLine1: values.address_line_1,
				postCode: values.post_code,
				city: values.city,
				countryIso: values.country_iso,
			})
			.where(eq(users.id, userId))
			.run(),
	)
}

/** Company profile, account form (the person holding the account). */
export function saveCompanyAccount(userId: number, values: CompanyAccountValues) {
	return saveAndSync(userId, () =>
		getDb()
			.update(users)
			.set({
				gender: values.gender,
				firstName: values.firstname,
				lastName: values.name,
				phone: values.mob_phone ?? null,
			})
			.where(eq(users.id, userId))
			.run(),
	)
}

/**
 * Company profile, company form. It carries everything the provider needs of the legal representative
 * (names, birth date; nationality is fixed FR), so saving it completes the representative as the
 * 'Finaliser la création de votre compte' form does: a company blocked on the payment page can pay after.
 */
export function saveCompany(userId: number, values: CompanyValues) {
	return saveAndSync(userId, () => {
		const company = getDb()
			.select({ id: companies.id, completedAt: companies.representativeCompletedAt })
			.from(companies)
			.where(eq(companies.userId, userId))
			.get()
		if (!company) return
		getDb()
			.update(companies)
			.set({
				name: values.enterprise_name,
				siren: values.siren,
				legalForm: values.legal_form,
				addressLine1: values.address_line_1,
				postCode: values.post_code,
				city: values.city,
				countryIso: values.country_iso,
				repFirstName: values.rep_firstname,
				repLastName: values.rep_name,
				repBirthDate: values.rep_birth_date,
				repNationalityIso: 'FR',
				representativeCompletedAt: company.completedAt ?? new Date(),
			})
			.where(eq(companies.id, company.id))
			.run()
	})
}

/** The company logo: checked, cropped to a square (the popup's box, or centred), stored as PNG. */
export async function saveCompanyLogo(userId: number, file: File, cropJson: string | null) {
	const stored = await storeImage(file, imageKinds.companyLogo, cropJson)
	if (!stored.ok) return stored
	getDb().update(companies).set({ logoPath: stored.url }).where(eq(companies.userId, userId)).run()
	return stored
}
