import fs from 'node:fs';

/**
 * The test server's mail outbox: the server appends each message it "sends" as a JSON line to
 * MAIL_OUTBOX_FILE (playwright.config.ts sets it to TEST_MAIL_OUTBOX), as it logs it.
 */
export interface OutboxMessage {
  event: string;
  to: string;
  subject: string;
  link: string;
  expiresAt: string;
}

export function messagesTo(email: string): OutboxMessage[] {
  const file = process.env.TEST_MAIL_OUTBOX!;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((m) => m.to === email);
}

/** The token of the newest invitation link sent to `email`, or undefined. */
export function lastInviteToken(email: string): string | undefined {
  const link = messagesTo(email).at(-1)?.link;
  return link ? (new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? undefined) : undefined;
}
