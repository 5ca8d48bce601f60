/**
 * The card inputs of a form that posts straight to the payment provider's card vault (field names are the
 * vault's): card data never reaches our server. Without JavaScript the browser checks the HTML constraints;
 * with it, `useCardFormGuard` shows the spec's messages (docs/requirements.md#spec-3-5) and prevents a double submit.
 * The checks (card-validator) are imported when the donor first focuses the form, not with the page (bench:js).
 */
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
	CARD_FIELD_NAMES,
	type CardFieldErrors,
	type CardFieldName,
	formatCardNumberInput,
	normalizeCardNumber,
	normalizeExpiry,
} from '#app/lib/donations/card-input.ts'
import type * as CardCheckModule from '#app/lib/donations/card-check.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ErrorList } from '../form-errors.tsx'

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

type FieldConfig = {
	label: string
	autoComplete: string
	pattern: string
	/** What the browser says when the pattern is not met (no JavaScript). */
	title: string
	/** Expiry: room for a pasted or autofilled 'MM/YYYY', converted to MMYY as it arrives. */
	maxLength: number
	format: (text: string) => string
}

const FIELDS: Record<CardFieldName, FieldConfig> = {
	cardNumber: {
		label: 'Numéro de carte',
		autoComplete: 'cc-number',
		// The vault takes the number without separators: without JavaScript the browser asks for 16 digits only
		// (with it, spaces are shown while typing and removed before sending).
		pattern: '\\d{16}',
		title: '16 chiffres, sans espace',
		maxLength: 19,
		format: formatCardNumberInput,
	},
	cardExpirationDate: {
		label: "Date d'expiration (MMAA)",
		autoComplete: 'cc-exp',
		pattern: '\\d{4}',
		title: '4 chiffres : le mois et l’année (MMAA)',
		maxLength: 7,
		format: normalizeExpiry,
	},
	cardCvx: {
		label: 'Cryptogramme (3 chiffres)',
		autoComplete: 'cc-csc',
		pattern: '\\d{3}',
		title: '3 chiffres, au dos de la carte',
		maxLength: 3,
		format: (text) => text.replace(/\D/g, '').slice(0, 3),
	},
}

/** Reformats the input as typed, keeping the caret after the same number of digits. */
function reformat(format: (text: string) => string) {
	return (event: ChangeEvent<HTMLInputElement>) => {
		const input = event.currentTarget
		const next = format(input.value)
		if (next === input.value) return
		const digitsBefore = input.value
			.slice(0, input.selectionStart ?? input.value.length)
			.replace(/\D/g, '').length
		input.value = next
		let caret = 0
		for (let seen = 0; caret < next.length && seen < digitsBefore; caret++) {
			if (/\d/.test(next.charAt(caret))) seen++
		}
		if (document.activeElement === input) input.setSelectionRange(caret, caret)
	}
}

/** The three card inputs; `errors` are the messages to show (see `useCardFormGuard`). */
export function CardFields({ errors }: { errors?: CardFieldErrors | null }) {
	const id = useId()
	return (
		<div className="grid grid-cols-2 gap-4">
			{CARD_FIELD_NAMES.map((name) => {
				// Back with a refusal: the cursor goes to the field to correct (also without JavaScript).
				const first = CARD_FIELD_NAMES.find((n) => errors?.[n]) === name
				const field = FIELDS[name]
				const inputId = `${id}-${name}`
				const errorId = `${inputId}-error`
				const error = errors?.[name]
				return (
					<div key={name} className={name === 'cardNumber' ? 'col-span-2' : undefined}>
						<label htmlFor={inputId} className="mb-1 block font-medium">
							{field.label}
						</label>
						<input
							id={inputId}
							name={name}
							type="text"
							inputMode="numeric"
							autoComplete={field.autoComplete}
							required
							pattern={field.pattern}
							title={field.title}
							maxLength={field.maxLength}
							spellCheck={false}
							onChange={reformat(field.format)}
							autoFocus={first}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? errorId : undefined}
							className={inputClass}
						/>
						<ErrorList id={errorId} errors={error ? [error] : null} />
					</div>
				)
			})}
		</div>
	)
}

let cardCheck: typeof CardCheckModule | null = null
let loading: Promise<typeof CardCheckModule> | null = null
/** The card checks, imported once: on the form's first focus, at the latest on its submit. */
function loadCardCheck() {
	loading ??= import('#app/lib/donations/card-check.ts').then((module) => (cardCheck = module))
	return loading
}

/**
 * Guards the card form: `<form {...guard.form}>` and `<CardFields errors={guard.errors} />`.
 * `vaultErrors` are the errors the vault reported on the previous attempt, shown until the next check.
 * Invalid: the submit is cancelled, the messages shown and the first invalid field focused. Valid: the
 * native submit to the vault goes on and the submit buttons are disabled against a double submit.
 */
export function useCardFormGuard(vaultErrors?: CardFieldErrors | null) {
	const hydrated = useHydrated()
	const [checked, setChecked] = useState<CardFieldErrors | null>(null)
	const submitted = useRef(false)
	const disabled = useRef<HTMLElement[]>([])

	// Back from the vault through the browser cache: the page is as it was left, buttons included.
	useEffect(() => {
		const reset = (event: PageTransitionEvent) => {
			if (!event.persisted) return
			submitted.current = false
			for (const button of disabled.current) {
				button.removeAttribute('disabled')
				button.removeAttribute('aria-disabled')
			}
			disabled.current = []
		}
		window.addEventListener('pageshow', reset)
		return () => window.removeEventListener('pageshow', reset)
	}, [])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const form = event.currentTarget
		if (submitted.current) return event.preventDefault()
		if (!cardCheck) {
			// Submitted before the checks arrived (a fast autofill): wait for them, then submit again.
			event.preventDefault()
			const submitter = (event.nativeEvent as SubmitEvent).submitter
			void loadCardCheck().then(() => form.requestSubmit(submitter))
			return
		}
		const data = new FormData(form)
		const value = (name: CardFieldName) => String(data.get(name) ?? '')
		const errors = cardCheck.cardFieldErrors({
			cardNumber: value('cardNumber'),
			cardExpirationDate: value('cardExpirationDate'),
			cardCvx: value('cardCvx'),
		})
		const first = CARD_FIELD_NAMES.find((name) => errors[name])
		if (first) {
			event.preventDefault()
			flushSync(() => setChecked(errors))
			const input = form.elements.namedItem(first)
			if (input instanceof HTMLInputElement) input.focus()
			return
		}
		setChecked({})
		// The vault takes the number without spaces.
		const numberInput = form.elements.namedItem('cardNumber')
		if (numberInput instanceof HTMLInputElement) numberInput.value = normalizeCardNumber(numberInput.value)
		submitted.current = true
		disabled.current = [
			...form.querySelectorAll<HTMLElement>(
				'button:not([type]), button[type="submit"], input[type="submit"]',
			),
		]
		for (const button of disabled.current) {
			button.setAttribute('disabled', '')
			button.setAttribute('aria-disabled', 'true')
		}
	}

	return {
		form: { onSubmit, onFocus: () => void loadCardCheck(), noValidate: hydrated },
		errors: checked ?? vaultErrors ?? null,
	}
}
