import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react'
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { ErrorList } from './form-errors.tsx'

// The error lists have no Conform in them: a page that shows errors without Conform fields imports
// ./form-errors.tsx and stays without Conform's code (bench:js).
export { ErrorList, FormAlert } from './form-errors.tsx'

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

type FieldProps = {
	meta: FieldMetadata<string | undefined>
	label: ReactNode
	type?: 'text' | 'email' | 'password' | 'date' | 'tel'
	hint?: ReactNode
	optional?: boolean
	inputProps?: InputHTMLAttributes<HTMLInputElement>
	className?: string
}

/** A labelled input with its errors, wired for assistive technologies (aria-invalid, aria-describedby). */
export function Field({ meta, label, type = 'text', hint, optional, inputProps, className }: FieldProps) {
	const hintId = useId()
	const described = [hint ? hintId : null, meta.errors?.length ? meta.errorId : null]
		.filter(Boolean)
		.join(' ')
	const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true })
	return (
		<div className={className}>
			<label htmlFor={meta.id} className="mb-1 block font-medium">
				{label}
				{optional ? <span className="font-normal text-muted"> (facultatif)</span> : null}
			</label>
			<input
				key={key}
				{...props}
				required={!optional}
				{...inputProps}
				aria-describedby={described || undefined}
				className={inputClass}
			/>
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-muted">
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}

export function SelectField({
	meta,
	label,
	options,
	placeholder,
	className,
}: {
	meta: FieldMetadata<string | undefined>
	label: ReactNode
	options: ReadonlyArray<{ value: string; label: string }>
	placeholder?: string
	className?: string
}) {
	const { key, ...props } = getSelectProps(meta, { ariaAttributes: true })
	return (
		<div className={className}>
			<label htmlFor={meta.id} className="mb-1 block font-medium">
				{label}
			</label>
			{/* A required select must start with an empty option (HTML standard): without a placeholder, the
			    first option is always chosen, so the field is marked required for assistive technologies only. */}
			<select
				key={key}
				{...props}
				required={placeholder ? true : undefined}
				aria-required={placeholder ? undefined : true}
				className={inputClass}
			>
				{placeholder ? <option value="">{placeholder}</option> : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}

/** Radio buttons in a fieldset whose legend names the question. */
export function RadioGroup({
	meta,
	legend,
	options,
}: {
	meta: FieldMetadata<string | undefined>
	legend: ReactNode
	options: ReadonlyArray<{ value: string; label: string }>
}) {
	return (
		<fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
			<legend className="mb-1 font-medium">{legend}</legend>
			<div className="flex gap-6">
				{options.map((option, i) => (
					<label key={option.value} className="flex items-center gap-2">
						<input
							type="radio"
							// The group's id is its first button's, so an error summary can link to it.
							id={i === 0 ? meta.id : undefined}
							name={meta.name}
							value={option.value}
							defaultChecked={meta.initialValue === option.value}
							aria-invalid={meta.errors?.length ? true : undefined}
							className="h-4 w-4 accent-brand-dark"
						/>
						{option.label}
					</label>
				))}
			</div>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</fieldset>
	)
}

export function CheckboxField({
	meta,
	children,
}: {
	meta: FieldMetadata<string | undefined>
	children: ReactNode
}) {
	const { key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: true })
	return (
		<div>
			<div className="flex items-start gap-2">
				<input key={key} {...props} className="mt-1 h-4 w-4 accent-brand-dark" />
				<label htmlFor={meta.id} className="text-sm">
					{children}
				</label>
			</div>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}
