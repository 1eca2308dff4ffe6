import { type LoginField, type LoginView, loginErrors } from './login-validation';

const t = (key: string) => key;
const all: LoginField[] = ['email', 'password', 'code'];
const good = { email: 'a@example.test', password: 'eight chr', code: '123456', codeSentTo: 'a@example.test' };

describe('the login popup checks', () => {
  it.each([
    ['signIn', {}, {}],
    ['signIn', { email: 'not-an-address' }, { email: 'auth.validation.email' }],
    ['signIn', { email: `${'a'.repeat(250)}@x.io` }, { email: 'auth.validation.email' }],
    ['signIn', { password: '' }, { password: 'auth.validation.passwordRequired' }],
    // Signing in takes any password the account has; a new one keeps to 8–128 characters.
    ['signIn', { password: 'short' }, {}],
    ['register', { password: 'short' }, { password: 'auth.validation.password' }],
    ['reset', { password: 'x'.repeat(129) }, { password: 'auth.validation.password' }],
    ['register', { codeSentTo: null }, { code: 'auth.validation.codeFirst' }],
    ['register', { code: '12345' }, { code: 'auth.validation.code' }],
    ['reset', { code: ' 123456 ' }, {}],
  ] as [LoginView, Partial<typeof good>, Record<string, string>][])('%s with %j shows %j', (view, change, expected) => {
    expect(loginErrors(view, all, { ...good, ...change }, t)).toEqual(expected);
  });

  it('checks only the fields asked for', () => {
    expect(
      loginErrors('register', ['email'], { email: 'a@example.test', password: '', code: '', codeSentTo: null }, t),
    ).toEqual({});
  });
});
