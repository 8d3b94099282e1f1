import type { Metadata } from 'next';
import { connection } from 'next/server';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Catalogue Back-Office', template: '%s · Catalogue Back-Office' },
  description: 'Catalogue, B2B and support back-office',
};

/**
 * Every page renders per request: its scripts carry the nonce of that request's Content-Security-Policy
 * (proxy.ts, lib/security/headers.ts), which a page prerendered at build time could not know.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
