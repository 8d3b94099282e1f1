'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { RICH_TEXT_BOX_CLASS, RICH_TEXT_CONTENT_CLASS, ToolbarFace, type ToolbarButton } from './rich-text-face';

/** An empty document as Tiptap writes it: stored as '' so an untouched empty field stays unchanged. */
const asStored = (html: string) => (html === '<p></p>' ? '' : html);

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's name, read by screen readers as the text box's label. */
  label: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Called once the editor is built and shown (./rich-text-field.tsx shows a preview until then). */
  onReady?: () => void;
};

/**
 * The rich-text editor of an HTML field (the product description): Tiptap with the elements the
 * service keeps when it sanitises (paragraphs, headings, lists, quotes, emphasis, links), so what the
 * user sees is what is stored. The value is HTML; the service sanitises it again on save.
 */
export function RichTextEditor({ value, onChange, onBlur, label, disabled, id, onReady, ...aria }: RichTextEditorProps) {
  const emitted = useRef(value);
  const editor = useEditor({
    // Rendered in the browser only: the server has no DOM to build the editor in.
    immediatelyRender: false,
    editable: !disabled,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } })],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        // Tailwind's reset removes list and heading styles; the document shows them as the storefront will.
        class: RICH_TEXT_CONTENT_CLASS,
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = asStored(e.getHTML());
      onChange(emitted.current);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (Discard changes, a reload after a save) replaces the document without
  // counting as an edit.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const ready = useRef(onReady);
  useEffect(() => {
    if (editor) ready.current?.();
  }, [editor]);

  return (
    <div className={RICH_TEXT_BOX_CLASS({ invalid: aria['aria-invalid'], disabled })}>
      {editor && !disabled && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…); leave empty to remove the link', current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: ToolbarButton[] = [
    { label: 'Bold', text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading', text: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', text: 'H3', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', text: '•', active: state.bullets, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1.', active: state.numbers, run: () => chain().toggleOrderedList().run() },
    { label: 'Quote', text: '“', active: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: 'Link', text: 'Link', active: state.link, run: setLink },
    { label: 'Undo', text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: 'Redo', text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];
  return <ToolbarFace label={label} buttons={buttons} />;
}
