import { expect, type BrowserContext } from '@playwright/test';

/** What the browser reported of one thing the page's Content-Security-Policy refused. */
export interface CspViolation {
  documentURI: string;
  blockedURI: string;
  violatedDirective: string;
  sourceFile: string;
  lineNumber: number;
}

const BINDING = '__reportCspViolation';

/**
 * The `securitypolicyviolation` events of every page and frame of `context`, from its next
 * navigation on. The browser fires one for each thing the CSP refused, also when the page's code
 * caught the error (zod's `new Function` probe did), and Playwright's console events do not carry
 * the browser's own "Refused to …" messages, so this listens for the events themselves.
 */
export class CspViolationLog {
  private readonly seen: CspViolation[] = [];

  static async watch(context: BrowserContext): Promise<CspViolationLog> {
    const log = new CspViolationLog();
    await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
      log.seen.push(violation);
    });
    await context.addInitScript((binding) => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)[binding];
          void report({
            documentURI: e.documentURI,
            blockedURI: e.blockedURI,
            violatedDirective: e.violatedDirective,
            sourceFile: e.sourceFile,
            lineNumber: e.lineNumber,
          });
        },
        true,
      );
    }, BINDING);
    return log;
  }

  /** The violations seen so far; a test that causes one on purpose takes it, so none are left. */
  take(): CspViolation[] {
    return this.seen.splice(0);
  }

  /** Fails, listing them, if any violation is left. */
  expectNone(): void {
    const left = this.take();
    expect(left, `Content-Security-Policy violations:\n${describeCspViolations(left)}`).toEqual([]);
  }
}

/** One line per violation, for a failure message. */
function describeCspViolations(violations: CspViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.violatedDirective} refused ${v.blockedURI || '(inline)'} at ${v.sourceFile || v.documentURI}:${v.lineNumber}`,
    )
    .join('\n');
}
