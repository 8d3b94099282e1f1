import { cx } from '@/components/ui/class-names';

/**
 * What the rich-text editor looks like, shared by the editor (./rich-text-editor.tsx) and the preview
 * the page shows until the editor's code has loaded (./rich-text-field.tsx): the same box, toolbar and
 * text, so the one replaces the other without anything moving.
 */
export const RICH_TEXT_BOX_CLASS = ({ invalid, disabled }: { invalid?: boolean; disabled?: boolean }) =>
  cx(
    'rounded-md border bg-white shadow-xs focus-within:ring-2 focus-within:ring-accent-500',
    invalid ? 'border-red-500' : 'border-slate-300',
    disabled && 'bg-slate-50',
  );

// Tailwind's reset removes list and heading styles; the document shows them as the storefront will.
export const RICH_TEXT_CONTENT_CLASS = cx(
  'min-h-32 px-3 py-2 text-sm focus:outline-none [&_p]:my-1 [&_h2]:mt-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3',
  '[&_a]:text-accent-700 [&_a]:underline',
);

export interface ToolbarButton {
  label: string;
  text: string;
  active?: boolean;
  disabled?: boolean;
  /** Unset in the preview, whose toolbar only holds the place of the editor's. */
  run?: () => void;
}

/** The editor's formatting buttons in the order it shows them: the preview draws them inert. */
export const TOOLBAR_GLYPHS: ToolbarButton[] = [
  { label: 'Bold', text: 'B' },
  { label: 'Italic', text: 'I' },
  { label: 'Heading', text: 'H2' },
  { label: 'Subheading', text: 'H3' },
  { label: 'Bulleted list', text: '•' },
  { label: 'Numbered list', text: '1.' },
  { label: 'Quote', text: '“' },
  { label: 'Link', text: 'Link' },
  { label: 'Undo', text: '↶' },
  { label: 'Redo', text: '↷' },
];

const BUTTON_CLASS =
  'min-w-7 rounded px-1.5 py-0.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40';

export function ToolbarFace({ label, buttons }: { label: string; buttons: ToolbarButton[] }) {
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
          className={cx(BUTTON_CLASS, 'focus-visible:outline-2 focus-visible:outline-accent-500', b.active && 'bg-slate-200 text-slate-900')}
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

/** The inert toolbar of the preview: the same boxes, hidden from assistive technology and the keyboard. */
export function ToolbarPlaceholder() {
  return (
    <div aria-hidden className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1">
      {TOOLBAR_GLYPHS.map((b) => (
        <span key={b.label} className={cx(BUTTON_CLASS, 'inline-block text-center')}>
          {b.text}
        </span>
      ))}
    </div>
  );
}
