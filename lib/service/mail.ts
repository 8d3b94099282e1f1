import fs from 'node:fs';
import nodemailer, { type Transporter } from 'nodemailer';
import { log } from '@/lib/log';

/**
 * Mail the service sends (a B2B user's set-password invitation), through one of three transports
 * chosen by MAIL_TRANSPORT (docs/mail.md):
 * - `smtp`: to the SMTP server SMTP_URL names (`smtp://user:password@host:587`, `smtps://…` for TLS
 *   from the first byte), from MAIL_FROM. The default whenever SMTP_URL is set.
 * - `log`: one structured log line holding the message's link, for development. The default without
 *   SMTP_URL outside production; in production only when set on purpose, since the link is a credential.
 * - `none`: nothing is sent (the default in production without SMTP_URL); the caller is told so.
 * MAIL_OUTBOX_FILE, set by the test harness only, also appends every message as a JSON line.
 */
export type MailTransport = 'smtp' | 'log' | 'none';

export interface MailMessage {
  /** What the message is, for the log and the outbox (`mail.b2bInvite`). */
  event: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries: logged by the `log` transport only. */
  link: string;
  expiresAt?: string;
}

/** Why a message could not be sent: its words are safe to show (no server credentials). */
export class MailNotSent extends Error {}

export function mailTransport(): MailTransport {
  const chosen = process.env.MAIL_TRANSPORT;
  if (chosen === 'smtp' || chosen === 'log' || chosen === 'none') return chosen;
  if (process.env.SMTP_URL) return 'smtp';
  return process.env.NODE_ENV === 'production' ? 'none' : 'log';
}

const DEFAULT_FROM = 'Catalogue Back-Office <no-reply@localhost>';
/** How long the SMTP server may take to answer a step (connect, greeting, each command). */
const SMTP_TIMEOUT_MS = 15_000;

let transporter: { url: string; transport: Transporter } | null = null;

function smtp(): Transporter {
  const url = process.env.SMTP_URL;
  if (!url) throw new MailNotSent('MAIL_TRANSPORT is smtp but SMTP_URL is not set');
  if (transporter?.url !== url) {
    transporter?.transport.close();
    // One pooled connection reused between messages; the URL (with its password) stays in this object.
    transporter = {
      url,
      transport: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    };
  }
  return transporter.transport;
}

/**
 * The SMTP server's reason in a person's words, without anything of SMTP_URL: nodemailer's messages
 * name the server's answer ("535 Authentication failed") or the network error, never the password,
 * but the host and user are left out too in case a server echoes them.
 */
function reasonOf(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.code === 'EAUTH') return 'the mail server refused the sign-in (check SMTP_URL)';
  if (e.code === 'ECONNECTION' || e.code === 'ETIMEDOUT' || e.code === 'ESOCKET' || e.code === 'EDNS') return 'the mail server could not be reached';
  if (e.responseCode) return `the mail server refused the message (${e.responseCode})`;
  return 'the mail server did not take the message';
}

/**
 * Sends one message. Resolves once the SMTP server has accepted it (or it was logged); rejects with
 * MailNotSent when it could not be sent, or when the transport is `none`.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const transport = mailTransport();
  const outbox = process.env.MAIL_OUTBOX_FILE;
  const record = { event: message.event, to: message.to, subject: message.subject, link: message.link, ...(message.expiresAt ? { expiresAt: message.expiresAt } : {}) };
  if (transport === 'none') throw new MailNotSent('no mail transport is configured (set SMTP_URL)');
  if (transport === 'log') {
    log.info(record, message.subject);
  } else {
    try {
      await smtp().sendMail({ from: process.env.MAIL_FROM || DEFAULT_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
    } catch (error) {
      const reason = error instanceof MailNotSent ? error.message : reasonOf(error);
      log.error({ event: message.event, to: message.to, reason, code: (error as { code?: string }).code }, 'mail not sent');
      throw new MailNotSent(reason);
    }
    // The link is a credential: the SMTP transport logs that a message went, not what it said.
    log.info({ event: message.event, to: message.to, transport }, 'mail sent');
  }
  if (outbox) fs.appendFileSync(outbox, `${JSON.stringify(record)}\n`);
}
