/** @vitest-environment jsdom */
/**
 * The Microsoft button as a visitor meets it: the real sign-in context loads MSAL when the login
 * popup opens, with MSAL itself replaced at its module boundary.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import toast from 'react-hot-toast';
import { TranslationProvider } from '@/lib/i18n/react';
import { createTranslator } from '@/lib/i18n/translator';
import { useUserStore } from '@/stores/user-store';
import { AccountDialogs } from './AccountDialogs';
import { SignInProvider } from './SignInProvider';

const createStandardPublicClientApplication = vi.hoisted(() => vi.fn());
const runtime = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), completeSignIn: vi.fn() }));

vi.mock('@azure/msal-browser', () => ({ createStandardPublicClientApplication }));
vi.mock('./account-runtime', () => ({
  apiClient: () => ({ post: runtime.post, get: runtime.get }),
  completeSignIn: runtime.completeSignIn,
}));

const i18n = createTranslator('en', { common: JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) });
const t = (key: string) => i18n.t(`common:${key}`, {});

function renderPopup() {
  render(
    <TranslationProvider translator={i18n}>
      <SignInProvider
        config={{ msalClientId: 'client-id', msalAuthority: 'https://login.microsoftonline.com/common' }}
        signInUi={<AccountDialogs />}
      >
        <p>page</p>
      </SignInProvider>
    </TranslationProvider>,
  );
  useUserStore.getState().openDialog('login');
}

describe('the Microsoft button with MSAL behind it', () => {
  beforeEach(() => {
    createStandardPublicClientApplication.mockReset();
    runtime.post.mockReset();
    vi.spyOn(toast, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useUserStore.setState({ dialog: null, user: null, status: 'ready' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays disabled and says Microsoft sign-in is unavailable when the client cannot be created', async () => {
    createStandardPublicClientApplication.mockRejectedValue(new Error('crypto unavailable'));
    renderPopup();
    const button = await screen.findByTestId('microsoft-button');
    expect(createStandardPublicClientApplication).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(t('auth.microsoftUnavailable'));
    fireEvent.click(button);
    expect(toast.error).not.toHaveBeenCalled();
    expect(runtime.post).not.toHaveBeenCalled();
  });

  it('opens the popup once the client is ready, and a failure MSAL cannot name gets our own message', async () => {
    const loginPopup = vi.fn(async () =>
      Promise.reject(Object.assign(new Error('endpoints_resolution_error: could not resolve'), { errorCode: 'x' })),
    );
    createStandardPublicClientApplication.mockResolvedValue({ loginPopup });
    renderPopup();
    const button = await screen.findByTestId('microsoft-button');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(t('auth.microsoft'));
    fireEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('auth.errors.microsoft')));
    expect(loginPopup).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(runtime.post).not.toHaveBeenCalled();
  });
});
