/**
 * A local stand-in for Google's and Microsoft's key sets: an HTTP server on 127.0.0.1 that
 * publishes a JWKS, and a signer for ID tokens with the real claim layout. Used only by tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export type KeyServer = {
  url: string;
  sign: (claims: JWTPayload, options?: { expiresIn?: string | number; kid?: string }) => Promise<string>;
  close: () => Promise<void>;
};

export async function startKeyServer(): Promise<KeyServer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
  return {
    url,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A token signed by a key the server does not publish. */
export async function signWithStrangerKey(claims: JWTPayload): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

/** An unsigned token (`alg: none`), which must never be accepted. */
export function unsignedToken(claims: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })}.`;
}
