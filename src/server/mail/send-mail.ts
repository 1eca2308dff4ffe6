/**
 * Outgoing mail. Without SMTP_URL each message is written as an RFC 822 .eml file into the
 * outbox folder (MAIL_OUTBOX_DIR, default $DATA_DIR/outbox), which is how development and the
 * tests read it; with SMTP_URL it goes over SMTP. Only the subject and the recipient's domain
 * are logged: an address is personal data and the log is no place for it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { serverEnv } from '@/env';
import { log } from '@/server/log';

export type Mail = { to: string; subject: string; text: string; html?: string; locale?: string };

let smtp: Transporter | undefined;

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

function outboxDir(): string {
  const env = serverEnv();
  return path.resolve(/* turbopackIgnore: true */ env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'outbox'));
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = serverEnv();
  const message = {
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.locale ? { 'Content-Language': mail.locale } : undefined,
  };
  if (env.SMTP_URL) {
    // nodemailer is loaded with the first message: most processes never send one.
    smtp ??= (await import('nodemailer')).default.createTransport(env.SMTP_URL);
    await smtp.sendMail(message);
    log.info({ toDomain: domainOf(mail.to), subject: mail.subject, transport: 'smtp' }, 'mail sent');
    return;
  }
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const raw = await new MailComposer(message).compile().build();
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
  fs.writeFileSync(file, raw, { mode: 0o600 });
  log.info(
    { toDomain: domainOf(mail.to), subject: mail.subject, transport: 'outbox', file: path.basename(file) },
    'mail written to outbox',
  );
}
