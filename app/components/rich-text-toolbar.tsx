import { TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
	INSERT_ORDERED_LIST_COMMAND,
	INSERT_UNORDERED_LIST_COMMAND,
	REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode } from '@lexical/rich-text'
import { $patchStyleText, $setBlocksType } from '@lexical/selection'
import {
	$createParagraphNode,
	$getSelection,
	$isRangeSelection,
	type ElementFormatType,
	FORMAT_ELEMENT_COMMAND,
	FORMAT_TEXT_COMMAND,
	type TextFormatType,
} from 'lexical'
import {
	type FocusEvent,
	type KeyboardEvent,
	type MouseEvent,
	type ReactNode,
	useEffect,
	useRef,
	useState,
} from 'react'
import { richTextColors, richTextFonts } from '#app/lib/rich-text.ts'
import { RichTextLinkForm } from './rich-text-link-form.tsx'
import { colorKey, fontKey, useToolbarState } from './rich-text-toolbar-state.ts'

// Keeps the editor's focus and selection when a button is clicked with the mouse.
const keepFocus = (event: MouseEvent) => event.preventDefault()

function ToolButton(props: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
	return (
		<button
			type="button"
			aria-label={props.label}
			title={props.label}
			aria-pressed={props.pressed}
			onMouseDown={keepFocus}
			onClick={props.onClick}
			className="inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-pink-50 aria-pressed:bg-pink-100 aria-pressed:text-brand-dark"
		>
			{props.children}
		</button>
	)
}

const Icon = ({ d }: { d: string }) => (
	<svg
		aria-hidden="true"
		viewBox="0 0 20 20"
		className="h-5 w-5"
		fill="none"
		stroke="currentColor"
		strokeWidth="2"
		strokeLinecap="round"
	>
		<path d={d} />
	</svg>
)

const Group = ({ label, children }: { label: string; children: ReactNode }) => (
	<div
		role="group"
		aria-label={label}
		className="flex items-center gap-0.5 border-r border-gray-300 pr-1 last:border-r-0"
	>
		{children}
	</div>
)

/** The formatting toolbar (docs/requirements.md#spec-2-2): one tab stop, arrow keys move between its controls (WAI-ARIA toolbar). */
export function RichTextToolbar({ editorId }: { editorId: string }) {
	const [editor] = useLexicalComposerContext()
	const state = useToolbarState()
	const [linkOpen, setLinkOpen] = useState(false)
	const toolbar = useRef<HTMLDivElement>(null)

	// Roving tab stop: only one control of the toolbar is in the tab order.
	useEffect(() => {
		controls(toolbar.current).forEach((control, i) => (control.tabIndex = i === 0 ? 0 : -1))
	}, [])

	const format = (f: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f)
	const align = (a: ElementFormatType) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a)
	const list = (type: 'bullet' | 'number') => {
		if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
		else
			editor.dispatchCommand(
				type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
				undefined,
			)
	}
	const setBlock = (tag: 'h2' | 'h3' | 'paragraph') => {
		if ((state.block === 'bullet' || state.block === 'number') && tag === 'paragraph') {
			editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
			return
		}
		editor.update(() => {
			const selection = $getSelection()
			const next = tag === 'paragraph' || state.block === tag ? 'paragraph' : tag
			if ($isRangeSelection(selection))
				$setBlocksType(selection, () =>
					next === 'paragraph' ? $createParagraphNode() : $createHeadingNode(next),
				)
		})
	}
	const patch = (property: 'color' | 'font-family', value: string) =>
		editor.update(() => {
			const selection = $getSelection()
			if (selection) $patchStyleText(selection, { [property]: value || null })
		})
	const toggleLink = () => {
		if (state.link) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
		else setLinkOpen(true)
	}

	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const all = controls(toolbar.current)
		const index = all.indexOf(event.target as HTMLElement)
		if (index < 0) return
		const last = all.length - 1
		const next = {
			ArrowRight: index === last ? 0 : index + 1,
			ArrowLeft: index === 0 ? last : index - 1,
			Home: 0,
			End: last,
		}[event.key]
		if (next === undefined) return
		event.preventDefault()
		all[next]?.focus()
	}
	function onFocus(event: FocusEvent<HTMLDivElement>) {
		const all = controls(toolbar.current)
		if (!all.includes(event.target as HTMLElement)) return
		all.forEach((control) => (control.tabIndex = control === event.target ? 0 : -1))
	}

	const color = colorKey(state.color)
	return (
		<>
			<div
				ref={toolbar}
				role="toolbar"
				aria-label="Mise en forme"
				aria-controls={editorId}
				onKeyDown={onKeyDown}
				onFocus={onFocus}
				className="flex flex-wrap items-center gap-1 border-b border-gray-300 bg-gray-50 p-1"
			>
				<Group label="Style du texte">
					<ToolButton label="Gras" pressed={state.formats.has('bold')} onClick={() => format('bold')}>
						<b>G</b>
					</ToolButton>
					<ToolButton label="Italique" pressed={state.formats.has('italic')} onClick={() => format('italic')}>
						<i className="font-serif">I</i>
					</ToolButton>
					<ToolButton
						label="Souligné"
						pressed={state.formats.has('underline')}
						onClick={() => format('underline')}
					>
						<u>S</u>
					</ToolButton>
					<ToolButton
						label="Barré"
						pressed={state.formats.has('strikethrough')}
						onClick={() => format('strikethrough')}
					>
						<Icon d="M14 5.5C13.2 4.5 11.8 4 10 4 7.5 4 6 5.2 6 7c0 1.3.8 2.1 2.3 2.6M3 10h14M6.5 14c.7 1.2 2 2 3.8 2 2.4 0 3.9-1.2 3.9-3 0-.9-.4-1.6-1.1-2.1" />
					</ToolButton>
				</Group>
				<Group label="Paragraphes">
					<ToolButton label="Titre" pressed={state.block === 'h2'} onClick={() => setBlock('h2')}>
						<span className="font-bold">Titre</span>
					</ToolButton>
					<ToolButton label="Sous-titre" pressed={state.block === 'h3'} onClick={() => setBlock('h3')}>
						<span className="font-semibold">Sous-titre</span>
					</ToolButton>
					<ToolButton
						label="Paragraphe"
						pressed={state.block === 'paragraph'}
						onClick={() => setBlock('paragraph')}
					>
						<span aria-hidden="true">¶</span>
					</ToolButton>
					<ToolButton label="Liste à puces" pressed={state.block === 'bullet'} onClick={() => list('bullet')}>
						<Icon d="M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01" />
					</ToolButton>
					<ToolButton
						label="Liste numérotée"
						pressed={state.block === 'number'}
						onClick={() => list('number')}
					>
						<Icon d="M8 5h9M8 10h9M8 15h9M3 4l1-1v4M3 11.5c0-1 2-1 2 0s-2 1.5-2 2.5h2" />
					</ToolButton>
				</Group>
				<Group label="Alignement">
					<ToolButton
						label="Aligner à gauche"
						pressed={state.align === 'left' || state.align === 'start'}
						onClick={() => align('left')}
					>
						<Icon d="M3 5h14M3 10h9M3 15h12" />
					</ToolButton>
					<ToolButton label="Centrer" pressed={state.align === 'center'} onClick={() => align('center')}>
						<Icon d="M3 5h14M5.5 10h9M4 15h12" />
					</ToolButton>
					<ToolButton
						label="Aligner à droite"
						pressed={state.align === 'right' || state.align === 'end'}
						onClick={() => align('right')}
					>
						<Icon d="M3 5h14M8 10h9M5 15h12" />
					</ToolButton>
				</Group>
				<Group label="Couleur du texte">
					<ToolButton label="Couleur par défaut" pressed={!state.color} onClick={() => patch('color', '')}>
						<span
							aria-hidden="true"
							className="h-5 w-5 rounded-full border-2 border-gray-500 bg-[linear-gradient(135deg,white_45%,#b91c1c_45%,#b91c1c_55%,white_55%)]"
						/>
					</ToolButton>
					{richTextColors.map((c) => (
						<ToolButton
							key={c.value}
							label={`Couleur ${c.label}`}
							pressed={color === colorKey(c.value)}
							onClick={() => patch('color', c.value)}
						>
							<span
								aria-hidden="true"
								className="h-5 w-5 rounded-full border border-white ring-1 ring-gray-500"
								style={{ backgroundColor: c.value }}
							/>
						</ToolButton>
					))}
				</Group>
				<Group label="Police et lien">
					<select
						aria-label="Police"
						title="Police"
						value={richTextFonts.find((f) => fontKey(f.value) === fontKey(state.font))?.value ?? ''}
						onChange={(event) => patch('font-family', event.currentTarget.value)}
						className="h-9 rounded border border-gray-500 bg-white px-1 text-sm"
					>
						{richTextFonts.map((f) => (
							<option key={f.label} value={f.value}>
								{f.label}
							</option>
						))}
					</select>
					<ToolButton label="Lien" pressed={state.link} onClick={toggleLink}>
						<Icon d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.8.8M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.8-.8" />
					</ToolButton>
				</Group>
			</div>
			{linkOpen ? <RichTextLinkForm editorId={editorId} onClose={() => setLinkOpen(false)} /> : null}
		</>
	)
}

function controls(toolbar: HTMLElement | null): HTMLElement[] {
	return toolbar ? Array.from(toolbar.querySelectorAll<HTMLElement>('button, select')) : []
}
