import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { companies, companyAddresses, companyUsers } from '@/lib/db/schema';

/**
 * A company as its history compares it before and after a write: its own fields, its primary user's
 * (never the password hash) and each address as one readable line, keyed by the address id.
 */
export async function companyFacts(tx: Tx, companyId: string): Promise<Record<string, unknown>> {
  const [[c], [u], addresses] = await Promise.all([
    tx.select().from(companies).where(eq(companies.id, companyId)),
    tx.select().from(companyUsers).where(eq(companyUsers.companyId, companyId)).orderBy(desc(companyUsers.isPrimary), asc(companyUsers.createdAt)).limit(1),
    tx.select().from(companyAddresses).where(eq(companyAddresses.companyId, companyId)).orderBy(asc(companyAddresses.id)),
  ]);
  const facts: Record<string, unknown> = {
    name: c?.name,
    businessType: c?.businessType,
    registeredNumber: c?.registeredNumber,
    priceListId: c?.priceListId ?? '',
    customerGroupId: c?.customerGroupId,
    creditLimit: c ? c.creditLimitMinor / 100 : null,
  };
  if (u)
    for (const f of ['username', 'title', 'firstName', 'lastName', 'telephone', 'mobile', 'gender', 'companyUserRole', 'newsLetterSubscribed'] as const)
      facts[`primaryUser.${f}`] = u[f];
  for (const a of addresses)
    facts[`address.${a.id}`] = [a.address1, a.address2, a.city, a.postCode, a.countryCode].filter(Boolean).join(', ');
  return facts;
}
