'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { cx } from '@/components/ui/class-names';

/** An empty document as Tiptap writes it: stored as '' so an untouched empty field stays unchanged. */
const asStored = (html: string) => (html === '<p></p>' ? '' : html);

type Props = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's name, read by screen readers as the text box's label. */
  label: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The rich-text editor of an HTML field (the product description): Tiptap with the elements the
 * service keeps when it sanitises (paragraphs, headings, lists, quotes, emphasis, links), so what the
 * user sees is what is stored. The value is HTML; the service sanitises it again on save.
 */
export function RichTextEditor({ value, onChange, onBlur, label, disabled, id, ...aria }: Props) {
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
        class: cx(
          'min-h-32 px-3 py-2 text-sm focus:outline-none [&_p]:my-1 [&_h2]:mt-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold',
          '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3',
          '[&_a]:text-accent-700 [&_a]:underline',
        ),
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

  return (
    <div
      className={cx(
        'rounded-md border bg-white shadow-xs focus-within:ring-2 focus-within:ring-accent-500',
        aria['aria-invalid'] ? 'border-red-500' : 'border-slate-300',
        disabled && 'bg-slate-50',
      )}
    >
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
  const buttons: { label: string; text: string; active?: boolean; disabled?: boolean; run: () => void }[] = [
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
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1">
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          title={b.label}
          aria-pressed={b.active === undefined ? undefined : b.active}
          disabled={b.disabled}
          // A click keeps the focus (and the selection) in the text: typing right after a click on Bold
          // goes on in bold. Taking the focus and handing it back a frame later lost the first keys
          // typed meanwhile (a space even pressed the button again). Keyboard users still tab here.
          onMouseDown={(e) => e.preventDefault()}
          onClick={b.run}
          className={cx(
            'min-w-7 rounded px-1.5 py-0.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40',
            'focus-visible:outline-2 focus-visible:outline-accent-500',
            b.active && 'bg-slate-200 text-slate-900',
          )}
        >
          {/* The glyph is decoration, the name is the label ("Heading", not "H2"): named by hidden text, not
              aria-label, which would have to contain the visible glyph. */}
          <span aria-hidden="true">{b.text}</span>
          <span className="sr-only">{b.label}</span>
        </button>
      ))}
    </div>
  );
}
