/** Types of static-headers.mjs (plain JavaScript so next.config.mjs can read it). */
export const SECURITY_HEADERS: Record<string, string>;
export const API_CSP: string;
export const MEDIA_CSP: string;
export const DOCS_CSP: string;
