import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: the level the back-office promises (issue 11). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Violations found by the first audit (issue 11) and not fixed yet, each one page and one rule: the
 * walk still fails on anything else, and on these once the entry is removed. Empty this list.
 */
const KNOWN_ISSUES: { page: RegExp; rule: string }[] = [];

/** Smallest text we allow anywhere (secondary labels, badges) and for the page's body text. */
export const MIN_TEXT_PX = 12;
export const MIN_BODY_TEXT_PX = 13;

/**
 * Collects, page after page, every serious or critical axe violation and every text smaller than the
 * house minimum, as one readable line each ("/path  rule-id  target  help"), so that one run of the
 * walk lists all the problems instead of stopping at the first page that has one.
 */
export class AccessibilityAudit {
  readonly problems: string[] = [];
  constructor(readonly page: Page) {}

  /** Opens `path`, waits for the page's own heading (the loading skeleton has none) and audits it. */
  async visit(path: string, heading: { level?: number; name?: string | RegExp } = { level: 1 }) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', heading).first()).toBeVisible({ timeout: 30_000 });
    await this.check(path);
  }

  /** Audits the page as it is now, or only the part `within` selects (a tab panel just opened). */
  async check(label: string, within?: string) {
    let axe = new AxeBuilder({ page: this.page }).withTags(WCAG_TAGS);
    if (within) axe = axe.include(within);
    // Legacy mode runs axe in the page itself: the default opens a blank page for every analysis to
    // merge per-frame results, which doubles the cost and our pages have no frames to merge.
    const { violations } = await axe.setLegacyMode().analyze();
    for (const v of violations) {
      if (!BLOCKING.has(v.impact ?? '')) continue;
      for (const node of v.nodes) {
        this.report(label, v.id, `(${v.impact})  ${node.target.join(' ')}  — ${v.help}`);
      }
    }
    for (const t of await smallTexts(this.page)) this.report(label, 'text-size', t);
  }

  /** Kept for the final assertion, and printed at once: a walk cut short by its timeout still tells. */
  private report(label: string, rule: string, detail: string) {
    const known = KNOWN_ISSUES.some((k) => k.rule === rule && k.page.test(label));
    const problem = `${label}  ${rule}  ${detail}`;
    if (!known) this.problems.push(problem);
    console.log(`accessibility${known ? ' (known, listed in KNOWN_ISSUES)' : ''}: ${problem}`);
  }

  /**
   * The first link inside the page's main content to a record one level below `base`: its last
   * segment is an id (has a digit), not a page such as `new` or `export`.
   */
  async firstDetailHref(base: string): Promise<string> {
    const hrefs = await this.page
      .locator(`main a[href^="${base}/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const pattern = new RegExp(`^${base}/[^/?#]*\\d[^/?#]*$`);
    const href = hrefs.find((h) => pattern.test(h));
    expect(href, `a link to a detail page under ${base} on ${this.page.url()}`).toBeTruthy();
    return href!;
  }

  expectNone() {
    expect(this.problems, `Accessibility problems:\n${this.problems.join('\n')}`).toEqual([]);
  }
}

/**
 * Text too small to read comfortably: any visible text below 12 px (badges, hints and table headings
 * included), and body text — the size most of the page's characters have, monospace codes aside —
 * below 13 px.
 */
function smallTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minText, minBody }) => {
      const found: string[] = [];
      const charsBySize = new Map<number, number>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        // Decorative glyphs (sort arrows, tree chevrons) are hidden from assistive technology and not text.
        if (!el || !text || el.closest('[aria-hidden="true"]')) continue;
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Screen-reader-only text (1×1 px, clipped) and hidden text are not read by the eye.
        if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
        const size = parseFloat(style.fontSize);
        // Codes and ids in monospace are data, not body text.
        if (!/mono/i.test(style.fontFamily)) charsBySize.set(size, (charsBySize.get(size) ?? 0) + text.length);
        if (size < minText) found.push(`${size}px < ${minText}px: <${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`);
      }
      const [bodySize] = [...charsBySize].sort((a, b) => b[1] - a[1])[0] ?? [minBody];
      if (bodySize < minBody) found.push(`body text is ${bodySize}px < ${minBody}px`);
      return [...new Set(found)];
    },
    { minText: MIN_TEXT_PX, minBody: MIN_BODY_TEXT_PX },
  );
}
