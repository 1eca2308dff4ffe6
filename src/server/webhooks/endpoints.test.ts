import type { AppError } from '@/server/http/app-error';
import { checkEndpointUrl } from './endpoints';

/** The message key a registration of `url` is refused with, or null when it is taken. */
const refusal = (url: string, allowPrivate = false) =>
  checkEndpointUrl(url, allowPrivate).then(
    () => null,
    (error: AppError) => error.msgKey,
  );

describe('registering a webhook URL', () => {
  it('refuses plain http, other schemes and what is not a URL', async () => {
    expect(await refusal('http://127.0.0.1:8080/hook')).toBe('webhookUrl');
    expect(await refusal('http://hooks.example.com/hook')).toBe('webhookUrl');
    expect(await refusal('javascript:alert(1)')).toBe('webhookUrl');
    expect(await refusal('hooks.example.com/hook')).toBe('webhookUrl');
  });

  it('refuses private addresses, literal or as a name resolves', async () => {
    expect(await refusal('https://127.0.0.1/hook')).toBe('webhookUrlPrivate');
    expect(await refusal('https://[::1]/hook')).toBe('webhookUrlPrivate');
    expect(await refusal('https://[::ffff:192.168.0.10]/hook')).toBe('webhookUrlPrivate');
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toBe('webhookUrlPrivate');
    expect(await refusal('https://localhost:8443/hook')).toBe('webhookUrlPrivate');
  });

  it('takes a public https address, and http to loopback with WEBHOOK_ALLOW_PRIVATE', async () => {
    expect(await refusal('https://8.8.8.8/hook')).toBeNull();
    expect(await refusal('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await refusal('https://localhost:8443/hook', true)).toBeNull();
  });
});
