import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, companyUsers } from '@/lib/db/schema';
import type { CompanyRegistration, CompanyUpdate } from '@/lib/api/schemas/b2b';
import { invalid } from '@/lib/errors';
import { hashSecret } from '@/lib/security/passwords';
import { diffFields, recordChanges, SYSTEM_ACTOR, type Actor } from '../../history';
import { toMinor } from '../../money';
import { writeAddress } from './addresses';
import { findCompany } from './detail';
import { companyFacts } from './facts';
import { checkCompanyFields, uniqueUserFailure, userValues } from './fields';
import { announceCustomer } from '../../webhooks/announce';

/** PUT /api/v2/commerce/b2b/:companyId/update: fields left out keep their value. */
export async function updateCompany(db: Db, companyId: string, body: CompanyUpdate, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  if (body.companyId && body.companyId !== companyId)
    throw invalid([`companyId: ${body.companyId} does not match the company in the path (${companyId})`]);
  await findCompany(db, companyId);
  const checked = await checkCompanyFields(db, body as Partial<CompanyRegistration>);
  const passwordHash = body.password ? await hashSecret(body.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const before = await companyFacts(tx, companyId);
      const company = {
        ...(body.companyName !== undefined && { name: body.companyName }),
        ...(body.businessType !== undefined && { businessType: body.businessType }),
        ...(body.registeredNumber !== undefined && { registeredNumber: body.registeredNumber }),
        ...(checked.priceListId !== undefined && { priceListId: checked.priceListId }),
        ...(body.customerGroupId !== undefined && { customerGroupId: body.customerGroupId }),
        ...(body.creditLimit !== undefined && { creditLimitMinor: toMinor(body.creditLimit.toFixed(2)) }),
      };
      await tx
        .update(companies)
        .set({ ...company, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      if (checked.address) await writeAddress(tx, companyId, checked.address);
      const user = {
        ...userValues(body as Partial<CompanyRegistration>),
        ...(passwordHash && { passwordHash }),
        ...(checked.birthDate !== undefined && { birthDate: checked.birthDate }),
      };
      const updated =
        Object.keys(user).length > 0
          ? await tx
              .update(companyUsers)
              .set({ ...user, updatedAt: new Date() })
              .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isPrimary, true)))
              .returning({ id: companyUsers.id, email: companyUsers.email })
          : [];
      const changes = diffFields(before, await companyFacts(tx, companyId));
      // The password is never written to the history, only that it was replaced.
      if (passwordHash) changes.push({ field: 'primaryUser.password', before: null, after: '(replaced)' });
      await recordChanges(tx, 'company', companyId, changes, actor);
      for (const u of updated) await announceCustomer(tx, { id: u.id, companyId, email: u.email }, actor, false);
    });
    return true;
  } catch (e) {
    uniqueUserFailure(e, undefined, body.username);
  }
}
