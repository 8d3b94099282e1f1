import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companyUserInvites, companyUsers } from '@/lib/db/schema';
import { notFound, ServiceError } from '@/lib/errors';
import { log } from '@/lib/log';
import { hashSecret } from '@/lib/security/passwords';
import { newToken, tokenHash } from '@/lib/security/tokens';
import { recordChanges, SYSTEM_ACTOR, type Actor } from '../../history';
import { MailNotSent, mailTransport, sendMail } from '../../mail';

/** How long a set-password link works. */
export const INVITE_TTL_HOURS = 72;

/** Where the link opens: the back-office's public set-password page (app/set-password). */
const SET_PASSWORD_PATH = '/set-password';

export interface IssuedInvite {
  userId: string;
  email: string;
  expiresAt: Date;
  /** The raw token: it exists only here and in the message sent; the database keeps its SHA-256. */
  token: string;
}

/**
 * Issues a set-password invitation for a company user in the caller's transaction; any earlier
 * invitation of theirs stops working. Send it with `sendInvite` once the transaction has committed.
 */
export async function issueInvite(tx: Tx | Db, user: { id: string; email: string }): Promise<IssuedInvite> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITE_TTL_HOURS * 3600_000);
  await tx.delete(companyUserInvites).where(eq(companyUserInvites.userId, user.id));
  await tx.insert(companyUserInvites).values({ userId: user.id, tokenHash: tokenHash(token), expiresAt });
  return { userId: user.id, email: user.email, expiresAt, token };
}

/** The back-office's own address, where the set-password page is. */
function backOfficeOrigin(): string {
  const configured = process.env.BACK_OFFICE_URL || process.env.AUTH_URL;
  if (configured) return new URL(configured).origin;
  return `http://localhost:${process.env.PORT || 3000}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends the invitation (lib/service/mail.ts: SMTP when SMTP_URL is set, else a log line outside
 * production). The token travels in the link's fragment, which browsers never send to a server.
 * Rejects with MailNotSent when the message could not be sent; the invitation stays valid, and a new
 * one can be asked for.
 */
async function sendInvite(invite: IssuedInvite): Promise<void> {
  const link = `${backOfficeOrigin()}${SET_PASSWORD_PATH}#token=${invite.token}`;
  const until = invite.expiresAt.toUTCString();
  await sendMail({
    event: 'mail.b2bInvite',
    to: invite.email,
    subject: 'Set your password',
    link,
    expiresAt: invite.expiresAt.toISOString(),
    text: [
      'You have been invited to the trade account of your company.',
      '',
      `Set your password here: ${link}`,
      '',
      `The link works once, until ${until}. If you did not expect this message, ignore it.`,
    ].join('\n'),
    html: [
      '<p>You have been invited to the trade account of your company.</p>',
      `<p><a href="${escapeHtml(link)}">Set your password</a></p>`,
      `<p>The link works once, until ${escapeHtml(until)}. If you did not expect this message, ignore it.</p>`,
    ].join('\n'),
  });
}

/** The answer to an invitation that was saved but not sent: 502 when the mail server failed, 503 without a transport. */
function inviteNotSent(error: MailNotSent): ServiceError {
  const status = mailTransport() === 'none' ? 503 : 502;
  const message = `The invitation was saved but not sent: ${error.message}. Ask for a new invitation once mail works.`;
  return new ServiceError(status, 'MAIL_NOT_SENT', message, [`email: ${error.message}`]);
}

/**
 * Sends an invitation whose sending is not what the call is about (a registration): a failure is
 * logged, and staff can send a new one from the company's page.
 */
export async function sendInviteOrLog(invite: IssuedInvite): Promise<void> {
  try {
    await sendInvite(invite);
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    log.warn({ event: 'mail.b2bInvite', userId: invite.userId, reason: error.message }, 'B2B invitation not sent');
  }
}

/**
 * POST /api/v2/commerce/b2b/{companyId}/invite: a new set-password invitation for the company's
 * primary user, or for `userId` of that company. Earlier links of that user stop working.
 */
export async function inviteCompanyUser(
  db: Db,
  companyId: string,
  userId: string | undefined,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ userId: string; email: string; expiresAt: string }> {
  const invite = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: companyUsers.id, email: companyUsers.email })
      .from(companyUsers)
      .where(
        and(
          eq(companyUsers.companyId, companyId),
          userId ? eq(companyUsers.id, userId) : eq(companyUsers.isPrimary, true),
        ),
      );
    if (!user)
      throw userId
        ? notFound(`Company ${companyId} has no user ${userId}`, [
            `userId: company ${companyId} has no user ${userId}`,
          ])
        : notFound(`No company has id ${companyId}`);
    const issued = await issueInvite(tx, user);
    await recordChanges(
      tx,
      'company',
      companyId,
      [{ field: 'user.invitation', before: null, after: user.email }],
      actor,
    );
    return issued;
  });
  try {
    await sendInvite(invite);
  } catch (error) {
    throw error instanceof MailNotSent ? inviteNotSent(error) : error;
  }
  return { userId: invite.userId, email: invite.email, expiresAt: invite.expiresAt.toISOString() };
}

const linkRefused = (why: string) =>
  new ServiceError(400, 'VALIDATION_ERROR', `This link ${why}; ask for a new invitation.`, [
    `token: this link ${why}`,
  ]);

/**
 * POST /api/v2/commerce/b2b/set-password: the invited user's new password, with the link's token.
 * The token is spent in the same statement that finds it, so two uses of one link cannot both win.
 */
export async function setPasswordFromInvite(
  db: Db,
  body: { token: string; password: string },
  actor: Actor = SYSTEM_ACTOR,
): Promise<boolean> {
  const hash = tokenHash(body.token);
  const passwordHash = await hashSecret(body.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(companyUserInvites)
      .set({ usedAt: now })
      .where(
        and(
          eq(companyUserInvites.tokenHash, hash),
          isNull(companyUserInvites.usedAt),
          gt(companyUserInvites.expiresAt, now),
        ),
      )
      .returning({ userId: companyUserInvites.userId });
    if (!spent) {
      const [known] = await tx
        .select({ usedAt: companyUserInvites.usedAt })
        .from(companyUserInvites)
        .where(eq(companyUserInvites.tokenHash, hash));
      if (!known) throw linkRefused('is not valid (it may have been replaced by a newer invitation)');
      throw linkRefused(known.usedAt ? 'has already been used' : 'has expired');
    }
    const [user] = await tx
      .update(companyUsers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(companyUsers.id, spent.userId))
      .returning({ companyId: companyUsers.companyId, email: companyUsers.email });
    // Other links of the user stop working with this one.
    await tx
      .delete(companyUserInvites)
      .where(and(eq(companyUserInvites.userId, spent.userId), ne(companyUserInvites.tokenHash, hash)));
    await recordChanges(
      tx,
      'company',
      user.companyId,
      // Never the password: only that the invited user set one.
      [{ field: 'user.password', before: null, after: `(set by ${user.email} from the invitation)` }],
      actor,
    );
  });
  return true;
}
