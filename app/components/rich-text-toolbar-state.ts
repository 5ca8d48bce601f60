import { $isLinkNode } from '@lexical/link'
import { $isListNode, ListNode } from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $isHeadingNode } from '@lexical/rich-text'
import { $getSelectionStyleValueForProperty } from '@lexical/selection'
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils'
import {
	$getSelection,
	$isElementNode,
	$isRangeSelection,
	COMMAND_PRIORITY_LOW,
	type ElementFormatType,
	SELECTION_CHANGE_COMMAND,
	type TextFormatType,
} from 'lexical'
import { useCallback, useEffect, useState } from 'react'

type Block = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number' | 'other'
type ToolbarState = {
	formats: Set<TextFormatType>
	block: Block
	align: ElementFormatType
	color: string
	font: string
	link: boolean
}

const initialState: ToolbarState = {
	formats: new Set(),
	block: 'paragraph',
	align: 'left',
	color: '',
	font: '',
	link: false,
}

/** '#b81f6c' and 'rgb(184, 31, 108)' are the same colour. */
export function colorKey(color: string) {
	const hex = /^#([0-9a-f]{6})$/i.exec(color.trim())?.[1]
	if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')
	return color.replace(/^rgb\(|\)$|\s/gi, '')
}
export const fontKey = (font: string) => font.replace(/["'\s]/g, '').toLowerCase()

/** What the toolbar shows as pressed, read from the editor's selection after every change. */
export function useToolbarState() {
	const [editor] = useLexicalComposerContext()
	const [state, setState] = useState(initialState)

	const $readState = useCallback(() => {
		const selection = $getSelection()
		if (!$isRangeSelection(selection)) return
		const anchor = selection.anchor.getNode()
		const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow()
		let block: Block = 'other'
		if ($isListNode(top))
			block =
				($getNearestNodeOfType(anchor, ListNode) ?? top).getListType() === 'number' ? 'number' : 'bullet'
		else if ($isHeadingNode(top))
			block = top.getTag() === 'h2' ? 'h2' : top.getTag() === 'h3' ? 'h3' : 'other'
		else if (top.getType() === 'paragraph') block = 'paragraph'
		const element = $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline())
		const formats = new Set<TextFormatType>(
			(['bold', 'italic', 'underline', 'strikethrough'] as const).filter((f) => selection.hasFormat(f)),
		)
		setState({
			formats,
			block,
			align: $isElementNode(element) ? element.getFormatType() || 'left' : 'left',
			color: $getSelectionStyleValueForProperty(selection, 'color', ''),
			font: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
			link: $findMatchingParent(anchor, $isLinkNode) !== null,
		})
	}, [])

	useEffect(
		() =>
			mergeRegister(
				editor.registerUpdateListener(({ editorState }) => editorState.read($readState)),
				editor.registerCommand(
					SELECTION_CHANGE_COMMAND,
					() => {
						$readState()
						return false
					},
					COMMAND_PRIORITY_LOW,
				),
			),
		[editor, $readState],
	)

	return state
}
