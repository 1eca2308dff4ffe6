/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMsal } from '@azure/msal-react';
import { SignInProvider, useSignIn } from './SignInProvider';

const createStandardPublicClientApplication = vi.hoisted(() => vi.fn());

vi.mock('@azure/msal-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@azure/msal-browser')>()),
  createStandardPublicClientApplication,
}));

function Status() {
  const { google, microsoft, msal } = useSignIn();
  return <p data-testid="status">{`${google}/${microsoft}/${msal ? 'client' : 'none'}`}</p>;
}

let createdClient: unknown = null;

function MsalProbe() {
  const { instance } = useMsal();
  return <p data-testid="msal-context">{createdClient !== null && instance === createdClient ? 'msal' : 'none'}</p>;
}

describe('SignInProvider', () => {
  beforeEach(() => {
    createStandardPublicClientApplication.mockReset();
    createdClient = null;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('is a plain pass-through when no client id is configured', () => {
    render(
      <SignInProvider config={{ msalAuthority: 'https://login.microsoftonline.com/common' }}>
        <p>page</p>
        <Status />
      </SignInProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('off/off/none');
  });

  it('loads nothing before the first interaction, then wraps the sign-in UI in MsalProvider', async () => {
    const actual = await vi.importActual<typeof import('@azure/msal-browser')>('@azure/msal-browser');
    createStandardPublicClientApplication.mockImplementation(async (config) => {
      createdClient = await actual.createStandardPublicClientApplication(config);
      return createdClient;
    });
    render(
      <SignInProvider config={{ msalClientId: 'client-id', msalAuthority: 'https://login.microsoftonline.com/common' }} signInUi={<MsalProbe />}>
        <p>page</p>
        <Status />
      </SignInProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('off/idle/none');
    expect(createStandardPublicClientApplication).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerDown(window);
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('off/ready/client'));
    expect(createStandardPublicClientApplication).toHaveBeenCalledTimes(1);
    const config = createStandardPublicClientApplication.mock.calls[0]?.[0];
    expect(config.auth.clientId).toBe('client-id');
    expect(config.cache.cacheLocation).toBe('sessionStorage');
    expect(await screen.findByTestId('msal-context')).toHaveTextContent('msal');
  });

  it('renders the app without the MSAL context when the client cannot be created', async () => {
    createStandardPublicClientApplication.mockRejectedValue(new Error('crypto unavailable'));
    let load: () => Promise<void> = async () => {};
    function Grab() {
      load = useSignIn().loadSdks;
      return null;
    }
    render(
      <SignInProvider config={{ msalClientId: 'client-id', msalAuthority: 'https://login.microsoftonline.com/common' }} signInUi={<MsalProbe />}>
        <p>page still here</p>
        <Status />
        <Grab />
      </SignInProvider>,
    );
    await act(async () => {
      await load();
    });
    expect(screen.getByText('page still here')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('off/failed/none');
    expect(screen.getByTestId('msal-context')).toHaveTextContent('none');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('MSAL client could not be created'), expect.any(Error));
  });
});
