/**
 * The mailbox behind an e-mail address, for the one-per-mailbox sign-up grant: `A+promo@x.com`
 * and `a@x.com` deliver to the same inbox, and Gmail ignores dots and reads googlemail.com as
 * gmail.com. Only the grant is keyed on it; the account keeps the address as it was typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
