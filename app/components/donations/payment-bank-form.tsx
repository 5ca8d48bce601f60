import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useFreshAfterBack } from '#app/platform/use-fresh-after-back.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import {
	DEBIT_DAYS,
	DEFAULT_DEBIT_DAY,
	mandateFormSchema,
	monthlyFormSchema,
} from '#app/lib/donations/payment-fields.ts'
import { Field, FormAlert, SelectField } from '../forms.tsx'

const dayOptions = DEBIT_DAYS.map((day) => ({ value: String(day), label: String(day) }))

/**
 * The SEPA direct-debit form, one-off or monthly (docs/requirements.md#spec-3-3 bank account request, §5): the holder's
 * address, IBAN and BIC, and the debit day for a monthly gift. The mandate is then signed at the provider.
 */
export function PaymentBankForm({
	monthly,
	lastResult,
	defaults,
}: {
	monthly: boolean
	lastResult?: SubmissionResult<string[]> | null
	defaults: {
		bank_account_holder: string
		bank_account_address_line_1: string
		bank_account_postal_code: string
		bank_account_city: string
	}
}) {
	const navigation = useNavigation()
	useFreshAfterBack()
	const schema = monthly ? monthlyFormSchema : mandateFormSchema
	const [form, fields] = useForm({
		id: monthly ? 'monthly-mandate' : 'unique-mandate',
		lastResult,
		defaultValue: { ...defaults, debit_day: String(DEFAULT_DEBIT_DAY) },
		// One field set for both forms: the one-off form simply has no debit day.
		onValidate: ({ formData }) =>
			parseWithNotice(formData, schema) as ReturnType<typeof parseWithNotice<typeof monthlyFormSchema>>,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'mandate'
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
			<input type="hidden" name="intent" value="mandate" />
			<FormAlert id={form.errorId} errors={form.errors} />
			<Field
				meta={fields.bank_account_holder}
				label="Titulaire du compte"
				inputProps={{ autoComplete: 'name' }}
			/>
			<Field
				meta={fields.bank_account_address_line_1}
				label="Adresse"
				inputProps={{ autoComplete: 'address-line1' }}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					meta={fields.bank_account_postal_code}
					label="Code postal"
					inputProps={{ autoComplete: 'postal-code' }}
				/>
				<Field
					meta={fields.bank_account_city}
					label="Ville"
					inputProps={{ autoComplete: 'address-level2' }}
				/>
			</div>
			<Field
				meta={fields.iban}
				label="IBAN"
				hint="Par exemple FR76 3000 4000 0312 3456 7890 143"
				inputProps={{ spellCheck: false }}
			/>
			<Field meta={fields.bic} label="BIC" inputProps={{ spellCheck: false }} />
			{monthly ? (
				<SelectField
					meta={fields.debit_day as FieldMetadata<string | undefined>}
					label="Jour du prélèvement chaque mois"
					options={dayOptions}
				/>
			) : null}
			<p className="text-sm text-muted">
				Vous signerez ensuite le mandat de prélèvement SEPA sur la page sécurisée de notre prestataire de
				paiement.
			</p>
			<button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending || undefined}>
				{monthly ? 'Je donne tous les mois' : 'Signer le mandat et donner'}
			</button>
		</Form>
	)
}
