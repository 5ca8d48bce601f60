import { $createLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
	$createTextNode,
	$getSelection,
	$isRangeSelection,
	$setSelection,
	type RangeSelection,
} from 'lexical'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { normaliseLinkUrl } from '#app/lib/rich-text.ts'
import { ErrorList } from './forms.tsx'

const ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' }

/**
 * The editor's inline link field (no window.prompt): the address applies to the selected text, or is inserted
 * as its own text when nothing is selected. Only http(s) and mailto addresses are accepted.
 */
export function RichTextLinkForm({ editorId, onClose }: { editorId: string; onClose: () => void }) {
	const [editor] = useLexicalComposerContext()
	const saved = useRef<RangeSelection | null>(null)
	const input = useRef<HTMLInputElement>(null)
	const [value, setValue] = useState('https://')
	const [error, setError] = useState<string | null>(null)
	const inputId = useId()
	const errorId = `${inputId}-error`

	useEffect(() => {
		saved.current = editor.getEditorState().read(() => {
			const selection = $getSelection()
			return $isRangeSelection(selection) ? selection.clone() : null
		})
		input.current?.focus()
		input.current?.select()
	}, [editor])

	function close() {
		onClose()
		editor.focus()
	}

	function apply() {
		const url = normaliseLinkUrl(value)
		if (!url) {
			setError('Adresse invalide : saisissez un lien commençant par http(s):// ou une adresse e-mail')
			input.current?.focus()
			return
		}
		editor.update(() => {
			if (saved.current) $setSelection(saved.current.clone())
			const selection = $getSelection()
			if (!$isRangeSelection(selection)) return
			if (selection.isCollapsed()) {
				const link = $createLinkNode(url, ATTRIBUTES)
				link.append($createTextNode(url))
				selection.insertNodes([link])
			} else {
				editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, ...ATTRIBUTES })
			}
		})
		close()
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		// Enter must not submit the surrounding form; Escape gives up.
		if (event.key === 'Enter') {
			event.preventDefault()
			apply()
		} else if (event.key === 'Escape') {
			event.preventDefault()
			close()
		}
	}

	return (
		<div className="flex flex-wrap items-end gap-2 border-b border-gray-300 bg-gray-50 px-2 py-2">
			<div className="min-w-60 flex-1">
				<label htmlFor={inputId} className="mb-1 block text-sm font-medium">
					Adresse du lien
				</label>
				<input
					ref={input}
					id={inputId}
					type="text"
					inputMode="url"
					autoComplete="url"
					value={value}
					onChange={(event) => {
						setValue(event.currentTarget.value)
						setError(null)
					}}
					onKeyDown={onKeyDown}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					aria-controls={editorId}
					className="w-full rounded border border-gray-500 px-2 py-1 aria-[invalid=true]:border-red-700"
				/>
			</div>
			<button type="button" className="btn-primary py-1.5" onClick={apply}>
				Appliquer le lien
			</button>
			<button type="button" className="btn-secondary py-1.5" onClick={close}>
				Annuler
			</button>
			<div className="basis-full" aria-live="polite">
				<ErrorList id={errorId} errors={error ? [error] : null} />
			</div>
		</div>
	)
}
