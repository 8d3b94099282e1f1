import type { Db } from '@/lib/db';
import { companies, companyAddresses, companyUsers } from '@/lib/db/schema';
import type { CompanyRegistration } from '@/lib/api/schemas/b2b';
import { invalid } from '@/lib/errors';
import { hashSecret } from '@/lib/security/passwords';
import { recordLifecycle, SYSTEM_ACTOR, type Actor } from '../../history';
import { toMinor } from '../../money';
import { addressValues } from './addresses';
import { checkCompanyFields, uniqueUserFailure, userValues } from './fields';
import { announceCustomer } from '../../webhooks/announce';
import { issueInvite, sendInviteOrLog, type IssuedInvite } from '../users/invite';

const DEFAULT_USER_ROLE = '1'; // master data CompanyUserRoles: Administrator

/**
 * POST /api/v2/commerce/b2b/create. The company, its address and its first (primary) user are written
 * in one transaction, in that order: a user that cannot be created (email taken) leaves no company.
 * The password is stored as a hash and never read back out. With `inviteFirstUser` (extension) the user
 * gets no password but an invitation to set one, sent once the transaction has committed.
 */
export async function registerCompany(db: Db, body: CompanyRegistration, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  if (body.inviteFirstUser && body.password)
    throw invalid(['inviteFirstUser: cannot be combined with password: the invited user sets their own']);
  const checked = await checkCompanyFields(db, body);
  let invite: IssuedInvite | undefined;
  // No password: the user exists but cannot sign in until one is set ('' is no scrypt hash).
  const passwordHash = body.password ? await hashSecret(body.password) : '';
  const username = body.username || body.email;
  try {
    const id = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: body.companyName,
          businessType: body.businessType,
          registeredNumber: body.registeredNumber,
          priceListId: checked.priceListId ?? null,
          customerGroupId: body.customerGroupId,
          creditLimitMinor: toMinor((body.creditLimit ?? 0).toFixed(2)),
        })
        .returning({ id: companies.id });
      await tx.insert(companyAddresses).values({
        ...addressValues(checked.address!),
        companyId: company.id,
        companyName: checked.address!.companyName || body.companyName,
        // The first address is the company's default for everything.
        isDefault: true,
        isDefaultBilling: true,
        isDefaultDelivery: true,
      });
      const [user] = await tx.insert(companyUsers).values({
        ...userValues(body),
        companyId: company.id,
        isPrimary: true,
        email: body.email,
        username,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        companyUserRole: body.companyUserRole || DEFAULT_USER_ROLE,
        birthDate: checked.birthDate ?? null,
      }).returning({ id: companyUsers.id });
      await recordLifecycle(tx, 'company', company.id, { after: { name: body.companyName } }, actor);
      await announceCustomer(tx, { id: user.id, companyId: company.id, email: body.email, companyName: body.companyName }, actor, true);
      if (body.inviteFirstUser) invite = await issueInvite(tx, { id: user.id, email: body.email });
      return company.id;
    });
    if (invite) await sendInviteOrLog(invite);
    return id;
  } catch (e) {
    uniqueUserFailure(e, body.email, username);
  }
}
