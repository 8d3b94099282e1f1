/**
 * What the `http` suite loads (./http.ts): the requests of each figure, from a sample of the
 * benchmark's catalogue. Every cold read differs from the one before (product, term, filters, page),
 * so nothing is answered from a cache; the warm ones repeat a hot set, as a storefront's traffic does.
 */
export type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string>; form?: boolean };
export type Next = (i: number) => Request;

export interface Sample {
  productIds: string[];
  /** Products the storefront lists (active masters), 200 of them. */
  storefrontIds: string[];
  terms: string[];
  brands: string[];
  categories: string[];
}

export interface Read {
  name: string;
  next: Next;
  /** The status every answer must have (default: any 2xx). */
  status?: number;
  /** Fetches what the requests need before the load (ETags to revalidate). */
  prepare?: () => Promise<void>;
}

const pick = <T>(list: T[], i: number) => list[i % list.length];

/** Deterministic pseudo-random numbers (mulberry32), so every run loads the same sequence. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 0..n-1 drawn with Zipf's law (s = 1): rank k is asked 1/(k+1) as often as rank 0. */
export function zipfSequence(n: number, length: number, seed = 37): number[] {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  const next = random(seed);
  return Array.from({ length }, () => {
    const r = next();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
}

/** The storefront's mix: 200 searches, half a category page (facets on), half a free-text search. */
export function storefrontQueries(s: Sample): string[] {
  return Array.from({ length: 200 }, (_, k) =>
    JSON.stringify(
      k % 2 === 0
        ? { allowFacets: true, pageSize: 24, currentPage: 1 + (k % 3), filters: [{ key: 'category', values: [pick(s.categories, k * 7)] }] }
        : { allowFacets: true, pageSize: 24, freeText: pick(s.terms, k * 5) },
    ),
  );
}

/** The reads of the suite, in order; `fetchTag` asks the server for a request's current ETag. */
export function httpReads(s: Sample, fetchTag: (r: Request) => Promise<string>, credentials: { id: string; secret: string }): Read[] {
  const hot = s.storefrontIds.slice(0, 200);
  const queries = storefrontQueries(s);
  const zipf = zipfSequence(queries.length, 100_000);
  const search = (body: string, headers?: Record<string, string>): Request => ({ method: 'POST', path: '/api/v2/catalog/search/advanced', body, headers });
  const warm = async (requests: Request[]) => {
    for (const r of requests) await fetchTag(r);
  };
  const productTags: string[] = [];
  const searchTags: string[] = [];
  return [
    // The floor: no database, no credentials. No read can answer faster at the same connections.
    { name: 'no-op route (/api/health)', next: () => ({ method: 'GET', path: '/api/health' }) },
    {
      name: 'token issuance (/oAuth/Token)',
      next: () => ({
        method: 'POST',
        path: '/oAuth/Token',
        form: true,
        body: new URLSearchParams({ client_id: credentials.id, client_secret: credentials.secret, grant_type: 'client_credentials' }).toString(),
      }),
    },
    // 1,000 products in turn: the first pass is cold, later ones meet the read cache (unless a write came).
    { name: 'v1 product detail (1,000 products in turn)', next: (i) => ({ method: 'GET', path: `/api/v1/product/${pick(s.productIds, i * 7)}` }) },
    // Warm: each of the 200 is read once before the load, so no figure counts a first read (the read
    // cache's entries last 30 s, longer than a run).
    {
      name: 'v1 product detail (warm, 200 products)',
      prepare: () => warm(hot.map((id) => ({ method: 'GET', path: `/api/v1/product/${id}` }))),
      next: (i) => ({ method: 'GET', path: `/api/v1/product/${pick(hot, i)}` }),
    },
    {
      name: 'v2 product detail (warm, 200 products)',
      prepare: () => warm(hot.map((id) => ({ method: 'GET', path: `/api/v2/catalog/product/${id}` }))),
      next: (i) => ({ method: 'GET', path: `/api/v2/catalog/product/${pick(hot, i)}` }),
    },
    {
      name: 'v2 product detail 304 (If-None-Match)',
      status: 304,
      prepare: async () => {
        for (const id of hot) productTags.push(await fetchTag({ method: 'GET', path: `/api/v2/catalog/product/${id}` }));
      },
      next: (i) => ({ method: 'GET', path: `/api/v2/catalog/product/${pick(hot, i)}`, headers: { 'If-None-Match': pick(productTags, i) } }),
    },
    { name: 'v1 free-text search (cold)', next: (i) => ({ method: 'POST', path: '/api/v1/search/advanced', body: JSON.stringify({ freeText: pick(s.terms, i) }) }) },
    {
      name: 'v2 faceted search (cold facets)',
      // brand × category × page: thousands of distinct condition sets, each counted afresh
      next: (i) =>
        search(
          JSON.stringify({
            allowFacets: true,
            pageSize: 24,
            currentPage: 1 + (i % 3),
            filters: [
              { key: 'brand', values: [pick(s.brands, i)] },
              { key: 'category', values: [pick(s.categories, Math.floor(i / s.brands.length) + i * 13)] },
            ],
          }),
        ),
    },
    {
      name: 'v2 faceted search (Zipf over 200 queries, warm)',
      prepare: () => warm(queries.map((q) => search(q))),
      next: (i) => search(queries[pick(zipf, i)]),
    },
    {
      name: 'v2 search 304 (repeated, If-None-Match)',
      status: 304,
      prepare: async () => {
        for (const q of queries) searchTags.push(await fetchTag(search(q)));
      },
      next: (i) => {
        const k = pick(zipf, i);
        return search(queries[k], { 'If-None-Match': searchTags[k] });
      },
    },
  ];
}
