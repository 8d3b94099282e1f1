import fs from 'node:fs';
import path from 'node:path';

/**
 * The vendor storefront's checkout made ready to run against this service: its `.env` (every setting
 * docs/real-clients.md lists) and the documented workarounds for installing and building it on Linux.
 * Nothing of the storefront's own code is changed.
 */
const MARK = '# Written by catalogue-back-office `npm run storefront:live`; the earlier file is .env.before-storefront-live';

export interface StorefrontSettings {
  serviceUrl: string;
  storefrontUrl: string;
  clientId: string;
  clientSecret: string;
  domainId: string;
  cipherKey: string;
  authSecret: string;
}

/** The storefront's `.env`: the service's URLs (through the logging proxy), the client, and the storefront's own settings. */
export function storefrontEnv(s: StorefrontSettings): string {
  const host = new URL(s.storefrontUrl).hostname;
  const lines: [string, string][] = [
    ['COMMERCE_PROVIDER', 'bettercommerce'],
    ['BETTERCOMMERCE_BASE_URL', s.serviceUrl],
    ['BETTERCOMMERCE_AUTH_URL', s.serviceUrl],
    ['BETTERCOMMERCE_CLIENT_ID', s.clientId],
    ['BETTERCOMMERCE_SHARED_SECRET', s.clientSecret],
    ['NEXT_PUBLIC_API_VERSION', 'v2'],
    ['NEXT_PUBLIC_DOMAIN_ID', s.domainId],
    // Content pages ask the CMS; the service answers an empty record where it stands in for it.
    ['BETTERCMS_BASE_URL', s.serviceUrl],
    ['BETTERCMS_API_VERSION', 'v2'],
    ['REDIS_CACHE_DISABLED', 'true'],
    ['ENABLE_ELASTIC_SEARCH', 'false'],
    // Reviews are outside this service: a closed port.
    ['BETTERCOMMERCE_REVIEW_BASE_URL', 'http://127.0.0.1:9'],
    // Its API routes (pages/api/base/api-route-guard.ts) refuse a browser call whose Host, Origin or Referer is not listed here.
    ['SITE_HOST', host],
    ['SITE_ORIGIN_URL', s.storefrontUrl],
    ['SITE_NAME', 'Northfold'],
    ['CURRENT_THEME', 'black'],
    ['CIPHER_ENCRYPTION_KEY', s.cipherKey],
    ['BETTERCOMMERCE_DEFAULT_LANGUAGE', 'en'],
    ['BETTERCOMMERCE_DEFAULT_COUNTRY', 'GB'],
    ['BETTERCOMMERCE_DEFAULT_CURRENCY', 'GBP'],
    ['NEXTAUTH_SECRET', s.authSecret],
    ['NEXTAUTH_URL', s.storefrontUrl],
  ];
  return [MARK, ...lines.map(([k, v]) => `${k}=${v}`), ''].join('\n');
}

/** The settings of the `.env` an earlier run wrote (to start its build again), or null. */
export function settingsOfEarlierRun(checkout: string): Record<string, string> | null {
  const file = path.join(checkout, '.env');
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  if (!text.startsWith(MARK)) return null;
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

export function writeEnv(checkout: string, text: string): void {
  const file = path.join(checkout, '.env');
  if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').startsWith(MARK))
    fs.copyFileSync(file, path.join(checkout, '.env.before-storefront-live'));
  fs.writeFileSync(file, text);
}

/**
 * The workarounds of docs/real-clients.md, each applied once: its lockfile wants `fs@0.0.1-security`,
 * which the registry no longer has (an override to an empty local package), styled-components needs
 * `react-is`, and `components/transferBasketModal` duplicates `components/TransferBasketModal` in
 * another casing, which fails its type check on a case-sensitive file system. Returns what it did.
 */
export function applyWorkarounds(checkout: string): string[] {
  const done: string[] = [];
  const manifestFile = path.join(checkout, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    dependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const stub = path.join(checkout, 'stubs/fs/package.json');
  if (!fs.existsSync(stub)) {
    fs.mkdirSync(path.dirname(stub), { recursive: true });
    fs.writeFileSync(stub, JSON.stringify({ name: 'fs', version: '0.0.1' }, null, 2) + '\n');
    done.push('stubs/fs: an empty package for the lockfile\u2019s fs@0.0.1-security');
  }
  let changed = false;
  if (manifest.overrides?.fs !== 'file:./stubs/fs') {
    manifest.overrides = { ...manifest.overrides, fs: 'file:./stubs/fs' };
    done.push('package.json: overrides.fs = file:./stubs/fs');
    changed = true;
  }
  if (!manifest.dependencies?.['react-is']) {
    manifest.dependencies = { ...manifest.dependencies, 'react-is': '^18.2.0' };
    done.push('package.json: react-is ^18.2.0 (styled-components)');
    changed = true;
  }
  if (changed) fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  const lower = path.join(checkout, 'components/transferBasketModal');
  if (fs.existsSync(lower) && fs.existsSync(path.join(checkout, 'components/TransferBasketModal'))) {
    fs.rmSync(lower, { recursive: true });
    done.push('components/transferBasketModal removed (a copy of components/TransferBasketModal in another casing)');
  }
  return done;
}

/** Whether `npm install` has to run: no installed tree, or a manifest newer than it. */
export function needsInstall(checkout: string): boolean {
  const installed = path.join(checkout, 'node_modules/.package-lock.json');
  if (!fs.existsSync(installed)) return true;
  return fs.statSync(path.join(checkout, 'package.json')).mtimeMs > fs.statSync(installed).mtimeMs;
}
