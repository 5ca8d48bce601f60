import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import { htmlToPlainText, plainTextToHtml } from '#app/lib/rich-text.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ErrorList } from './forms.tsx'
import type { LexicalFieldProps } from './rich-text-lexical.tsx'

type RichTextEditorProps = {
	id: string
	name: string
	label: ReactNode
	/** The saved description (sanitised HTML), or '' for a new pot. */
	defaultHtml?: string
	errors?: string[] | null
	errorId: string
	/** Ids of extra descriptions (a hint…), added to aria-describedby. */
	describedBy?: string
}

const textareaClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

/**
 * The pot message (docs/requirements.md#spec-2-2, step 2). Server-rendered and without JavaScript: a labelled textarea of plain
 * text, which the server turns into paragraphs (`normalizeDescriptionInput`). Once hydrated, the Lexical editor
 * (its own chunk, loaded on demand) replaces it and posts its HTML in a hidden input of the same name.
 */
export function RichTextEditor({
	id,
	name,
	label,
	defaultHtml = '',
	errors,
	errorId,
	describedBy,
}: RichTextEditorProps) {
	const hydrated = useHydrated()
	const textarea = useRef<HTMLTextAreaElement>(null)
	const [Field, setField] = useState<ComponentType<LexicalFieldProps> | null>(null)
	// What the textarea holds when the editor replaces it, read in the render that swaps them (render and
	// commit run in one go): text typed while the editor's chunk loaded, up to the last keystroke, is kept.
	const handover = useRef<{ initialHtml: string; autoFocus: boolean } | null>(null)
	if (Field && !handover.current) {
		const typed = textarea.current?.value
		handover.current = {
			initialHtml:
				typed !== undefined && typed.trim() !== htmlToPlainText(defaultHtml)
					? plainTextToHtml(typed)
					: defaultHtml,
			autoFocus: typeof document !== 'undefined' && document.activeElement === textarea.current,
		}
	}
	const editor = Field && handover.current ? { Field, ...handover.current } : null
	const labelId = `${id}-label`
	const invalid = Boolean(errors?.length)
	const described = [describedBy, invalid ? errorId : null].filter(Boolean).join(' ') || undefined

	useEffect(() => {
		if (!hydrated) return
		let cancelled = false
		import('./rich-text-lexical.tsx')
			.then(({ LexicalField }) => {
				if (!cancelled) setField(() => LexicalField)
			})
			.catch((error: unknown) =>
				console.error('Éditeur indisponible, la zone de texte reste utilisable', error),
			)
		return () => {
			cancelled = true
		}
		// The editor starts from the first defaultHtml only, like an uncontrolled field.
	}, [hydrated])

	return (
		<div>
			<label
				id={labelId}
				htmlFor={id}
				className="mb-1 block font-medium"
				// A label cannot focus a contenteditable by itself.
				onClick={editor ? () => document.getElementById(id)?.focus() : undefined}
			>
				{label}
			</label>
			{editor ? (
				<editor.Field
					id={id}
					name={name}
					labelId={labelId}
					initialHtml={editor.initialHtml}
					autoFocus={editor.autoFocus}
					describedBy={described}
					invalid={invalid}
				/>
			) : (
				<textarea
					ref={textarea}
					id={id}
					name={name}
					rows={8}
					defaultValue={htmlToPlainText(defaultHtml)}
					aria-invalid={invalid || undefined}
					aria-describedby={described}
					className={textareaClass}
				/>
			)}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}
