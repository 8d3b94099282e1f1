const HEX = '0123456789abcdef';

/** Seeded pseudo-random numbers (mulberry32): the same seed always yields the same demo data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1][0];
  }

  /**
   * `n` distinct items, each drawn from those not drawn yet: the draw's position among the remaining
   * items is mapped to the list's own position by stepping over the positions taken before, instead of
   * splicing a copy of the list (a copy per product of a leaf category's growing list of masters).
   */
  sample<T>(items: readonly T[], n: number): T[] {
    const out: T[] = [];
    const taken: number[] = []; // positions in `items`, ascending
    while (out.length < n && taken.length < items.length) {
      let at = Math.floor(this.next() * (items.length - taken.length));
      let i = 0;
      for (; i < taken.length && taken[i] <= at; i++) at++;
      taken.splice(i, 0, at);
      out.push(items[at]);
    }
    return out;
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    // The variant's digit is drawn first, then the 30 others in the order they are written.
    const variant = HEX[8 + Math.floor(this.next() * 4)];
    let out = '';
    for (let i = 0; i < 30; i++) {
      if (i === 8) out += '-';
      else if (i === 12) out += '-4';
      else if (i === 15) out += '-' + variant;
      else if (i === 18) out += '-';
      out += HEX[Math.floor(this.next() * 16)];
    }
    return out;
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** EAN-13 with a valid check digit. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}
