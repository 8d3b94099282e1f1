'use client';

import dynamic from 'next/dynamic';
import { TranslationsSkeleton } from './translations-skeleton';
import type { TranslationsEditorProps } from './translations-editor';

// The editor's code loads when the Translations tab is first opened, not with the page: a record's
// page is opened far more often than its translations are edited (docs/back-office.md, "Mind the first load").
const TranslationsEditor = dynamic(() => import('./translations-editor').then((m) => m.TranslationsEditor), {
  ssr: false,
  loading: () => <TranslationsSkeleton />,
});

/**
 * The Translations tab of a product or a category: each translatable field's text in the default
 * language beside its text in another enabled locale. `load` and `save` are the page's server actions.
 */
export function TranslationsTab(props: TranslationsEditorProps) {
  return <TranslationsEditor {...props} />;
}
