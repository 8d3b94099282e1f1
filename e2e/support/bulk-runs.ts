import { expect, type APIRequestContext } from '@playwright/test';

/** A staff member unique to one test, so its runs are found among every other test's. */
export function staff(tag: string) {
  const email = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@bulk.test`;
  return { email, headers: { 'X-Staff-Email': email, 'X-Staff-Name': `Tester ${tag}` } };
}

export interface Run {
  id: string;
  operation: string;
  productCount: number;
  status: string;
  actor: { kind: string; id: string | null; name: string };
  undoOf: string | null;
  undoneBy: string | null;
  jobId: string | null;
  result: Record<string, unknown> | null;
  summary: Record<string, unknown>;
}

/** The runs of one staff member, newest first. */
export async function runsBy(api: APIRequestContext, email: string): Promise<Run[]> {
  const res = await api.get('/api/v1/bulk-update/runs?pagesize=200');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as Run[]).filter((r) => r.actor.id === email.toLowerCase());
}

export async function changesOf(api: APIRequestContext, runId: string) {
  const res = await api.get(`/api/v1/bulk-update/runs/${runId}/changes?pagesize=1000`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { result: { productId: string; field: string; before: unknown; after: unknown; name: string }[]; totalRecords: number };
}

export async function statuses(api: APIRequestContext, ids: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const id of ids) {
    const res = await api.get(`/api/v1/product/${id}`);
    expect(res.status()).toBe(200);
    out.push((await res.json()).result.basicInfo.status);
  }
  return out;
}

export interface JobState {
  id: string;
  status: string;
  progress: number;
  total: number;
  processed: number;
  counts: Record<string, number>;
  errors: string[];
  subjectId: string | null;
}

export async function job(api: APIRequestContext, id: string): Promise<JobState> {
  const res = await api.get(`/api/v1/jobs/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

/** Polls a job until it has finished (expect.poll: no fixed sleeps). */
export async function finished(api: APIRequestContext, id: string, timeout = 60_000): Promise<JobState> {
  await expect.poll(async () => (await job(api, id)).status, { timeout, intervals: [250, 500, 1000] }).toMatch(/^(done|failed|cancelled)$/);
  return job(api, id);
}
