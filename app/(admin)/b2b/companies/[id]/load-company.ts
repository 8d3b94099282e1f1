import 'server-only';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getCompany } from '@/lib/api/b2b';
import { ApiError } from '@/lib/api/errors';

/** The company of the URL, or the not-found page for an id that is not a Guid or not a company. */
export async function loadCompany(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getCompany(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}
