/** Reads the mail the server wrote to its outbox (.eml files), as a user reads their inbox. */
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from './server';

export type OutboxMail = { file: string; to: string; subject: string; text: string; headers: string };

function decodeHeader(value: string): string {
  return value
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
}

function parse(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  let body = raw.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    body = Buffer.from(
      body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text: body, headers };
}

export function mailsTo(outbox: string, email: string): OutboxMail[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parse(path.join(outbox, f)))
    .filter((mail) => mail.to.includes(email));
}

/** The code of the newest mail to `email`, waiting for it to arrive. */
export async function latestCode(
  outbox: string,
  email: string,
  after = 0,
): Promise<{ code: string; mail: OutboxMail }> {
  let found: OutboxMail | undefined;
  await waitFor(
    async () => {
      const mails = mailsTo(outbox, email);
      found = mails.length > after ? mails.at(-1) : undefined;
      return Boolean(found);
    },
    { timeoutMs: 10_000, what: `mail to ${email}` },
  );
  const code = /\b(\d{6})\b/.exec(found!.text)?.[1];
  if (!code) throw new Error(`no code in mail to ${email}`);
  return { code, mail: found! };
}
