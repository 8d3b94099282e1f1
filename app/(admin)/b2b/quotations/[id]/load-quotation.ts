import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getQuotation } from '@/lib/api/b2b-quotes';
import { ApiError } from '@/lib/api/errors';

/** The quotation of the path; an unknown or malformed id is the not-found page. */
export async function loadQuotation(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getQuotation(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}
