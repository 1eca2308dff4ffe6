/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { TranslationProvider } from '@/lib/i18n/react';
import { createTranslator } from '@/lib/i18n/translator';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api/client';
import { catalogueAction } from '@/lib/api/catalogue';
import { useUserStore } from '@/stores/user-store';
import type { SignInContextValue } from './SignInProvider';

const signIn = vi.hoisted(() => ({ value: null as unknown as SignInContextValue }));
const runtime = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), completeSignIn: vi.fn() }));

vi.mock('./SignInProvider', () => ({ useSignIn: () => signIn.value }));
vi.mock('./account-runtime', () => ({
  apiClient: () => ({ post: runtime.post, get: runtime.get }),
  completeSignIn: runtime.completeSignIn,
}));
// The real widget needs workers; here it stands for a solved challenge.
vi.mock('./CaptchaWidget', () => ({
  CaptchaWidget: ({ onVerified }: { onVerified: (payload: string) => void }) => (
    <button type="button" onClick={() => onVerified('solved-payload')}>
      solve captcha
    </button>
  ),
}));

const { LoginDialog } = await import('./LoginDialog');

const i18n = createTranslator('en', { common: JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) });
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`common:${key}`, options ?? {});

function context(overrides: Partial<SignInContextValue>): SignInContextValue {
  return {
    google: 'off',
    microsoft: 'off',
    msal: null,
    loadSdks: async () => {},
    sdks: null,
    settled: true,
    ...overrides,
  };
}

function msal(loginPopup: () => Promise<unknown>) {
  return { loginPopup: vi.fn(loginPopup) } as unknown as NonNullable<SignInContextValue['msal']>;
}

function renderDialog() {
  return render(
    <TranslationProvider translator={i18n}>
      <LoginDialog />
    </TranslationProvider>,
  );
}

const captchaError = () => new ApiError(100002, 'Please complete the verification', { type: 'captcha', code: 100002 });

describe('LoginDialog', () => {
  beforeEach(() => {
    runtime.post.mockReset();
    runtime.get.mockReset();
    runtime.completeSignIn.mockReset().mockResolvedValue({ email: 'ada@example.test', name: null });
    vi.spyOn(toast, 'error');
    vi.spyOn(toast, 'success');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    useUserStore.getState().openDialog('login');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows no provider buttons when neither is configured', () => {
    signIn.value = context({});
    renderDialog();
    expect(screen.queryByTestId('microsoft-button')).toBeNull();
    expect(screen.queryByTestId('google-button')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent(t('auth.title.signIn'));
  });

  it('keeps the Microsoft button disabled with the initializing label until MSAL is ready', () => {
    signIn.value = context({ microsoft: 'loading' });
    renderDialog();
    const button = screen.getByTestId('microsoft-button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(t('auth.microsoftInitializing'));
  });

  it('signs in with the ID token from the popup, showing the loading label meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    const client = msal(() => new Promise((resolve) => (finish = resolve)));
    signIn.value = context({ microsoft: 'ready', msal: client });
    runtime.post.mockResolvedValue({ token: 'session-token' });
    renderDialog();
    const button = screen.getByTestId('microsoft-button');
    expect(button).toHaveTextContent(t('auth.microsoft'));
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(t('auth.microsoftLoading')));
    expect(button).toBeDisabled();
    await act(async () => finish({ idToken: 'id.token.value' }));
    await waitFor(() => expect(runtime.completeSignIn).toHaveBeenCalledWith('session-token'));
    expect(runtime.post).toHaveBeenCalledWith(
      '/api/auth/outlook-login',
      { credential: 'id.token.value', referDomain: 'direct' },
      { form: true, verify: undefined },
    );
    expect(toast.success).toHaveBeenCalledWith(t('auth.signedIn', { email: 'ada@example.test' }));
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it.each([
    ['popup_window_error', 'auth.errors.popupBlocked'],
    ['interaction_in_progress', 'auth.errors.interactionInProgress'],
  ])('toasts %s as %s', async (errorCode, key) => {
    signIn.value = context({
      microsoft: 'ready',
      msal: msal(async () => Promise.reject(Object.assign(new Error(errorCode), { errorCode }))),
    });
    renderDialog();
    fireEvent.click(screen.getByTestId('microsoft-button'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t(key)));
    expect(runtime.post).not.toHaveBeenCalled();
  });

  it('toasts a missing ID token as invalid', async () => {
    signIn.value = context({ microsoft: 'ready', msal: msal(async () => ({ idToken: '' })) });
    renderDialog();
    fireEvent.click(screen.getByTestId('microsoft-button'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('auth.errors.invalidToken')));
  });

  it('keeps the Microsoft button disabled, saying so, when its client failed to start', () => {
    signIn.value = context({ microsoft: 'failed', msal: null });
    renderDialog();
    const button = screen.getByTestId('microsoft-button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(t('auth.microsoftUnavailable'));
    fireEvent.click(button);
    expect(toast.error).not.toHaveBeenCalled();
    expect(runtime.post).not.toHaveBeenCalled();
  });

  it("says a failed Microsoft sign-in in the page's words, not MSAL's", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = 'server_error: AADSTS50011: The redirect URI does not match.';
    signIn.value = context({
      microsoft: 'ready',
      msal: msal(async () => Promise.reject(Object.assign(new Error(raw), { errorCode: 'server_error' }))),
    });
    renderDialog();
    fireEvent.click(screen.getByTestId('microsoft-button'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('auth.errors.microsoft')));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), raw);
    expect(runtime.post).not.toHaveBeenCalled();
    expect(screen.getByTestId('microsoft-button')).toBeEnabled();
  });

  it('only logs a cancelled popup', async () => {
    signIn.value = context({
      microsoft: 'ready',
      msal: msal(async () =>
        Promise.reject(Object.assign(new Error('user_cancelled'), { errorCode: 'user_cancelled' })),
      ),
    });
    renderDialog();
    fireEvent.click(screen.getByTestId('microsoft-button'));
    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('moves to verify on 100002, retries with the captcha payload, and says so when it is refused', async () => {
    signIn.value = context({});
    runtime.post
      .mockRejectedValueOnce(captchaError())
      .mockRejectedValueOnce(captchaError())
      .mockResolvedValueOnce({ token: 'after-captcha' });
    renderDialog();
    fireEvent.change(screen.getByLabelText(t('auth.email')), { target: { value: ' Ada@Example.test ' } });
    fireEvent.change(screen.getByLabelText(t('auth.password')), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: t('auth.submit.signIn') }));
    await screen.findByText(t('auth.title.verify'));
    expect(runtime.post).toHaveBeenLastCalledWith(
      '/api/auth/login',
      { email: 'ada@example.test', password: 'secret' },
      { verify: undefined },
    );

    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('auth.errors.authenticationFailed')));
    expect(runtime.post).toHaveBeenLastCalledWith(
      '/api/auth/login',
      { email: 'ada@example.test', password: 'secret' },
      { verify: 'solved-payload' },
    );
    expect(screen.getByRole('heading')).toHaveTextContent(t('auth.title.verify'));

    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await waitFor(() => expect(runtime.completeSignIn).toHaveBeenCalledWith('after-captcha'));
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('asks for a code before registering, and checks the password length', async () => {
    signIn.value = context({});
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: t('auth.createAccount') }));
    fireEvent.change(screen.getByLabelText(t('auth.email')), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByLabelText(t('auth.password')), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: t('auth.submit.register') }));
    expect(await screen.findByText(t('auth.validation.codeFirst'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.password'))).toBeInTheDocument();
    expect(runtime.post).not.toHaveBeenCalled();

    runtime.get.mockResolvedValue(null);
    fireEvent.click(screen.getByRole('button', { name: t('auth.sendCode') }));
    await waitFor(() =>
      expect(runtime.get).toHaveBeenCalledWith('/api/auth/send-captcha', {
        email: 'new@example.test',
        type: 'register',
        locale: 'en',
      }),
    );
    expect(await screen.findByTestId('code-sent')).toHaveTextContent('new@example.test');
    expect(screen.getByRole('button', { name: t('auth.resendIn', { seconds: 60 }) })).toBeDisabled();
  });

  it('offers to create an account for an e-mail that has none, keeping what was typed', async () => {
    signIn.value = context({});
    runtime.get.mockResolvedValue({ registered: false });
    renderDialog();
    const email = screen.getByLabelText(t('auth.email'));
    fireEvent.change(email, { target: { value: 'New@Example.test' } });
    fireEvent.blur(email);
    const lookup = await screen.findByTestId('account-lookup');
    expect(lookup).toHaveTextContent(t('auth.emailHasNoAccount'));
    expect(runtime.get).toHaveBeenCalledWith(
      '/api/auth/check-email-registered',
      { email: 'new@example.test' },
      { quiet: true },
    );
    fireEvent.click(within(lookup).getByRole('button', { name: t('auth.createAccount') }));
    expect(screen.getByRole('heading')).toHaveTextContent(t('auth.title.register'));
    expect(screen.getByLabelText(t('auth.email'))).toHaveValue('New@Example.test');
    // Creating an account is right for this address: nothing more to say.
    expect(screen.queryByTestId('account-lookup')).toBeNull();
    expect(runtime.get).toHaveBeenCalledTimes(1);
  });

  it('offers to sign in instead of registering an e-mail that already has an account', async () => {
    signIn.value = context({});
    runtime.get.mockResolvedValue({ registered: true });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: t('auth.createAccount') }));
    const email = screen.getByLabelText(t('auth.email'));
    fireEvent.change(email, { target: { value: 'ada@example.test' } });
    fireEvent.blur(email);
    const lookup = await screen.findByTestId('account-lookup');
    expect(lookup).toHaveTextContent(t('auth.emailHasAccount'));
    fireEvent.click(within(lookup).getByRole('button', { name: t('auth.submit.signIn') }));
    expect(screen.getByRole('heading')).toHaveTextContent(t('auth.title.signIn'));
    expect(screen.getByLabelText(t('auth.email'))).toHaveValue('ada@example.test');
    expect(screen.queryByTestId('account-lookup')).toBeNull();
  });

  it('looks an address up once, never a malformed one, and says nothing when the lookup fails', async () => {
    signIn.value = context({});
    renderDialog();
    const email = screen.getByLabelText(t('auth.email'));
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(runtime.get).not.toHaveBeenCalled();

    runtime.get.mockResolvedValue({ registered: true });
    fireEvent.change(email, { target: { value: 'ada@example.test' } });
    fireEvent.blur(email);
    await waitFor(() => expect(runtime.get).toHaveBeenCalledTimes(1));
    fireEvent.blur(email);
    // An address with an account is what signing in needs: no notice.
    expect(screen.queryByTestId('account-lookup')).toBeNull();
    expect(runtime.get).toHaveBeenCalledTimes(1);

    runtime.get.mockRejectedValue(new ApiError(439, 'Too many requests', { type: 'limit-notice' }));
    fireEvent.change(email, { target: { value: 'bob@example.test' } });
    fireEvent.blur(email);
    await waitFor(() => expect(runtime.get).toHaveBeenCalledTimes(2));
    // A failed lookup is forgotten: leaving the field again asks again.
    fireEvent.blur(email);
    await waitFor(() => expect(runtime.get).toHaveBeenCalledTimes(3));
    expect(screen.queryByTestId('account-lookup')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(useUserStore.getState().dialog).toBe('login');
  });

  it('keeps the dialog and what was typed when the hourly code limit answers, and says so in the page language', async () => {
    signIn.value = context({});
    // Known by its key, whatever the English says; the real catalogue decides what the 439 means.
    const said = { key: 'codeHourly', vars: {} };
    const english = 'An hourly limit in other words';
    runtime.get.mockRejectedValue(
      new ApiError(439, english, catalogueAction(439, english, 'anonymous', null, said), null, said),
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: t('auth.createAccount') }));
    fireEvent.change(screen.getByLabelText(t('auth.email')), { target: { value: 'busy@example.test' } });
    fireEvent.change(screen.getByLabelText(t('auth.password')), { target: { value: 'long enough secret' } });
    fireEvent.click(screen.getByRole('button', { name: t('auth.sendCode') }));
    expect(await screen.findByText(t('serverMessages.codeHourly'))).toBeInTheDocument();
    expect(screen.queryByText(english)).toBeNull();
    expect(useUserStore.getState().dialog).toBe('login');
    expect(screen.getByLabelText(t('auth.email'))).toHaveValue('busy@example.test');
    expect(screen.getByLabelText(t('auth.password'))).toHaveValue('long enough secret');
  });

  it('shows the code limit as an older server wrote it when the answer has no key', async () => {
    signIn.value = context({});
    const soon = 'A code was sent less than a minute ago. Please wait a moment before asking again.';
    runtime.get.mockRejectedValue(new ApiError(439, soon, catalogueAction(439, soon, 'anonymous')));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: t('auth.createAccount') }));
    fireEvent.change(screen.getByLabelText(t('auth.email')), { target: { value: 'busy@example.test' } });
    fireEvent.change(screen.getByLabelText(t('auth.password')), { target: { value: 'long enough secret' } });
    fireEvent.click(screen.getByRole('button', { name: t('auth.sendCode') }));
    expect(await screen.findByText(soon)).toBeInTheDocument();
    expect(useUserStore.getState().dialog).toBe('login');
  });

  it('tells a visitor at the daily limit that it is the number of videos, not the credits', () => {
    signIn.value = context({});
    useUserStore.getState().openDialog('login', { reason: 'daily' });
    renderDialog();
    const dialog = screen.getByTestId('login-popup');
    expect(dialog).toHaveTextContent(t('auth.dailyLimitSubtitle'));
    expect(dialog).not.toHaveTextContent(t('auth.limitSubtitle'));
  });

  it('tells a visitor out of credits what the video needs and that its network had the free credits', () => {
    signIn.value = context({});
    useUserStore
      .getState()
      .openDialog('login', { reason: 'limit', shortfall: { needed: 4, balance: 0, freeGrant: 'network' } });
    renderDialog();
    const dialog = screen.getByTestId('login-popup');
    expect(dialog).toHaveTextContent(t('studio.shortfall.line', { needed: 4, balance: 0 }));
    expect(dialog).toHaveTextContent(t('studio.networkGrantsUsed', { count: 30 }));
    expect(dialog).not.toHaveTextContent(t('auth.limitSubtitle'));
  });
});
