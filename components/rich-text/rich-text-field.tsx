'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { cx } from '@/components/ui/class-names';
import type { RichTextEditorProps } from './rich-text-editor';
import { RICH_TEXT_BOX_CLASS, RICH_TEXT_CONTENT_CLASS, ToolbarPlaceholder } from './rich-text-face';
import { previewParagraphs } from './rich-text-preview';

// The editor's code (Tiptap, ProseMirror: about 400 KB) loads only on pages that show an HTML field.
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => null,
});

/**
 * An HTML field (the product description): the page's own HTML shows its text at once, in the editor's
 * box, while the editor's code loads; the editor replaces it when it is built. The description is
 * often the largest text of the product page, and a paint that waited for the editor's code made the
 * page's largest paint wait for it too (docs/back-office.md, "Mind the first load").
 */
export function RichTextField(props: RichTextEditorProps) {
  const [ready, setReady] = useState(false);
  return (
    <>
      {!ready && (
        <div aria-hidden className={RICH_TEXT_BOX_CLASS({ invalid: props['aria-invalid'], disabled: props.disabled })}>
          {!props.disabled && <ToolbarPlaceholder />}
          <div className={cx(RICH_TEXT_CONTENT_CLASS, 'break-words whitespace-pre-wrap')}>
            {previewParagraphs(props.value).map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </div>
      )}
      <div className={ready ? undefined : 'hidden'}>
        <RichTextEditor {...props} onReady={() => setReady(true)} />
      </div>
    </>
  );
}
