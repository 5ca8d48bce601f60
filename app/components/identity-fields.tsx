import { type FieldMetadata } from '@conform-to/react'
import { LEGAL_FORMS } from '#app/lib/account/account-schemas.ts'
import { countryList } from '#app/lib/countries.ts'
import { Field, SelectField } from './forms.tsx'

/**
 * The identity pieces several forms share (registration, profile, Facebook completion, charity onboarding):
 * written once so a label, a hint or an autofill hint cannot drift between them.
 */

export const genderOptions = [
	{ value: 'female', label: 'Mme' },
	{ value: 'male', label: 'M' },
] as const
export const countryOptions = countryList.map((c) => ({ value: c.alpha2Code, label: c.name }))
const legalFormOptions = LEGAL_FORMS.map((form) => ({ value: form, label: form }))

type Meta = FieldMetadata<string | undefined>

/** First name and last name, side by side, with the browser's autofill hints. */
export function NameFields({ fields }: { fields: { firstname: Meta; name: Meta } }) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<Field meta={fields.firstname} label="Prénom" inputProps={{ autoComplete: 'given-name' }} />
			<Field meta={fields.name} label="Nom" inputProps={{ autoComplete: 'family-name' }} />
		</div>
	)
}

/** Street, post code, town and country (the country's label varies: "Pays", "Pays de résidence"). */
export function AddressLines({
	fields,
	countryLabel = 'Pays',
}: {
	fields: { address_line_1: Meta; post_code: Meta; city: Meta; country_iso: Meta }
	countryLabel?: string
}) {
	return (
		<>
			<Field meta={fields.address_line_1} label="Adresse" inputProps={{ autoComplete: 'address-line1' }} />
			<div className="grid gap-4 sm:grid-cols-2">
				<Field meta={fields.post_code} label="Code postal" inputProps={{ autoComplete: 'postal-code' }} />
				<Field meta={fields.city} label="Ville" inputProps={{ autoComplete: 'address-level2' }} />
			</div>
			<SelectField meta={fields.country_iso} label={countryLabel} options={countryOptions} />
		</>
	)
}

/** The company's name, SIREN and legal form (docs/requirements.md#spec-1-2). */
export function CompanyFields({
	fields,
}: {
	fields: { enterprise_name: Meta; siren: Meta; legal_form: Meta }
}) {
	return (
		<>
			<Field
				meta={fields.enterprise_name}
				label="Nom de l'entreprise"
				inputProps={{ autoComplete: 'organization' }}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					meta={fields.siren}
					label="Numéro SIREN"
					hint="9 chiffres"
					inputProps={{ inputMode: 'numeric' }}
				/>
				<SelectField
					meta={fields.legal_form}
					label="Forme juridique"
					options={legalFormOptions}
					placeholder="Choisissez"
				/>
			</div>
		</>
	)
}

/** The legal representative's first and last name, side by side. */
export function RepresentativeNameFields({ fields }: { fields: { rep_firstname: Meta; rep_name: Meta } }) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<Field meta={fields.rep_firstname} label="Prénom du représentant légal" />
			<Field meta={fields.rep_name} label="Nom du représentant légal" />
		</div>
	)
}
