/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignInProvider, useSignIn } from './SignInProvider';

const createStandardPublicClientApplication = vi.hoisted(() => vi.fn());

vi.mock('@azure/msal-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@azure/msal-browser')>()),
  createStandardPublicClientApplication,
}));

function Status() {
  const { google, microsoft, msal, settled, sdks } = useSignIn();
  return (
    <p data-testid="status">{`${google}/${microsoft}/${msal ? 'client' : 'none'}/${settled ? 'settled' : 'pending'}/${sdks ? 'google-module' : 'no-module'}`}</p>
  );
}

let load: () => Promise<void> = async () => {};
function Grab() {
  load = useSignIn().loadSdks;
  return null;
}

const AUTHORITY = 'https://login.microsoftonline.com/common';

describe('SignInProvider', () => {
  beforeEach(() => {
    createStandardPublicClientApplication.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('is a plain pass-through when no client id is configured', () => {
    render(
      <SignInProvider config={{ msalAuthority: AUTHORITY }} signInUi={<p>dialogs</p>}>
        <p>page</p>
        <Status />
      </SignInProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByText('dialogs')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('off/off/none/settled/no-module');
  });

  it('loads MSAL only when the login popup asks, never on a mere interaction', async () => {
    const actual = await vi.importActual<typeof import('@azure/msal-browser')>('@azure/msal-browser');
    createStandardPublicClientApplication.mockImplementation((config) =>
      actual.createStandardPublicClientApplication(config),
    );
    render(
      <SignInProvider config={{ msalClientId: 'client-id', msalAuthority: AUTHORITY }}>
        <Status />
        <Grab />
      </SignInProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('off/idle/none/pending');
    await act(async () => {
      fireEvent.pointerDown(window);
    });
    expect(createStandardPublicClientApplication).not.toHaveBeenCalled();
    await act(async () => {
      await load();
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('off/ready/client/settled'));
    const config = createStandardPublicClientApplication.mock.calls[0]?.[0];
    expect(config.auth.clientId).toBe('client-id');
    expect(config.cache.cacheLocation).toBe('sessionStorage');
  });

  it('loads Google on the first interaction, for one-tap, and wraps the sign-in UI in its provider', async () => {
    render(
      <SignInProvider config={{ googleClientId: 'google-id', msalAuthority: AUTHORITY }} signInUi={<p>dialogs</p>}>
        <Status />
      </SignInProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('idle/off/none/pending/no-module');
    await act(async () => {
      fireEvent.pointerDown(window);
    });
    await waitFor(() =>
      expect(screen.getByTestId('status')).toHaveTextContent(/loading\/off\/none\/settled\/google-module/),
    );
    expect(screen.getByText('dialogs')).toBeInTheDocument();
    // Google's script tag is added by its provider (it cannot load here, which the UI survives).
    // It adds it in an effect of its own, which may run after the status above has changed.
    await waitFor(() => expect(document.querySelector('script[src*="accounts.google.com/gsi/client"]')).not.toBeNull());
  });

  it('renders the app without the MSAL client when it cannot be created', async () => {
    createStandardPublicClientApplication.mockRejectedValue(new Error('crypto unavailable'));
    render(
      <SignInProvider config={{ msalClientId: 'client-id', msalAuthority: AUTHORITY }}>
        <p>page still here</p>
        <Status />
        <Grab />
      </SignInProvider>,
    );
    await act(async () => {
      await load();
    });
    expect(screen.getByText('page still here')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('off/failed/none/settled');
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('MSAL client could not be created'),
      expect.any(Error),
    );
  });
});
