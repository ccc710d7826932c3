import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type IncomingHttpHeaders,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { FCM_SCOPE } from '../src/adapters/fcm';

/**
 * Local fakes of Firebase Cloud Messaging (HTTP v1 and Google's OAuth token endpoint) and of APNs
 * (HTTP/2 over TLS with a certificate made here), checking what the real services check: the
 * OAuth assertion's signature and claims, the bearer token, the APNs provider JWT. Every key is
 * generated at test time.
 */

const b64json = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A compact JWS's header and claims, after checking its signature with `key`. */
export function verifiedJwt(
  jwt: string,
  key: KeyObject,
  alg: 'RS256' | 'ES256',
): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new Error('not a compact JWS');
  const [h, c, s] = parts as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${c}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad JWS signature');
  const header = b64json(h);
  if (header.alg !== alg) throw new Error(`alg ${String(header.alg)}`);
  return { header, claims: b64json(c) };
}

async function bodyOf(req: IncomingMessage | NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export interface FcmCall {
  path: string;
  authorization: string | undefined;
  body: { message: Record<string, unknown> & { token: string } };
}

export interface FakeFcm {
  url: string;
  /** A service-account key file's content, pointing its token_uri at the fake. */
  serviceAccount: Record<string, string>;
  /** The OAuth assertions the token endpoint accepted (header and claims). */
  assertions: { header: Record<string, unknown>; claims: Record<string, unknown> }[];
  sends: FcmCall[];
  /** Tokens FCM answers 404 UNREGISTERED for. */
  gone: Set<string>;
  close(): Promise<void>;
}

/** FCM HTTP v1 and the OAuth token endpoint on one local HTTP server. */
export async function startFakeFcm(projectId = 'sportello-test'): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const issued = new Set<string>();
  const fake = { assertions: [], sends: [], gone: new Set<string>() } as unknown as FakeFcm;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(text);
        try {
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
            throw new Error('grant');
          const jwt = verifiedJwt(form.get('assertion') ?? '', publicKey, 'RS256');
          const { iss, scope, aud, iat, exp } = jwt.claims as Record<string, unknown>;
          if (iss !== clientEmail || scope !== FCM_SCOPE || aud !== 'https://oauth2.googleapis.com/token')
            throw new Error('claims');
          if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > 3600)
            throw new Error('times');
          fake.assertions.push(jwt);
        } catch {
          return answer(400, { error: 'invalid_grant', error_description: 'Invalid JWT' });
        }
        const token = `ya29.fake-${issued.size + 1}`;
        issued.add(token);
        return answer(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.method === 'POST' && req.url === `/v1/projects/${projectId}/messages:send`) {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!bearer || !issued.has(bearer))
          return answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const body = JSON.parse(text) as FcmCall['body'];
        fake.sends.push({ path: req.url, authorization: req.headers.authorization, body });
        if (fake.gone.has(body.message.token))
          return answer(404, {
            error: {
              code: 404,
              message: 'Requested entity was not found.',
              status: 'NOT_FOUND',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
              ],
            },
          });
        return answer(200, { name: `projects/${projectId}/messages/0:${fake.sends.length}` });
      }
      answer(404, { error: { code: 404, status: 'NOT_FOUND' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(fake, {
    url,
    serviceAccount: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'fake-key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: clientEmail,
      client_id: '1',
      token_uri: `${url}/token`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}

export interface ApnsCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: { aps: Record<string, unknown> } & Record<string, unknown>;
  jwt: { header: Record<string, unknown>; claims: Record<string, unknown> };
}

export interface FakeApns {
  /** `host:port` of the fake. */
  host: string;
  /** The fake's self-signed certificate (PEM), for the client to trust. */
  ca: string;
  /** The team's .p8 key (PKCS#8 PEM) the provider JWT must be signed with. */
  p8: string;
  keyId: string;
  teamId: string;
  calls: ApnsCall[];
  /** Tokens answered 410 Unregistered / 400 BadDeviceToken. */
  unregistered: Set<string>;
  badTokens: Set<string>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost (node-forge), made for this run only. */
function selfSigned(): { key: string; cert: string } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const attrs = [{ name: 'commonName', value: 'localhost' }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), cert: forge.pki.certificateToPem(cert) };
}

/** APNs over HTTP/2 and TLS: checks the provider JWT and the headers, records each notification. */
export async function startFakeApns(): Promise<FakeApns> {
  const tls = selfSigned();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const keyId = 'ABC123DEFG';
  const teamId = 'TEAM123456';
  const verifyKey = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const fake = {
    calls: [],
    unregistered: new Set<string>(),
    badTokens: new Set<string>(),
  } as unknown as FakeApns;
  const server: Http2SecureServer = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: false });
  server.on('stream', (stream, headers) => {
    void (async () => {
      const text = await bodyOf(stream);
      const answer = (status: number, json?: unknown) => {
        stream.respond({ ':status': status, 'apns-id': '00000000-0000-0000-0000-000000000001' });
        stream.end(json === undefined ? undefined : JSON.stringify(json));
      };
      const path = String(headers[':path']);
      const token = /^\/3\/device\/([0-9a-fA-F]+)$/.exec(path)?.[1];
      if (headers[':method'] !== 'POST' || !token) return answer(404, { reason: 'BadPath' });
      let jwt: ApnsCall['jwt'];
      try {
        const bearer = /^bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1] ?? '';
        jwt = verifiedJwt(bearer, verifyKey, 'ES256');
        if (jwt.header.kid !== keyId || jwt.claims.iss !== teamId || typeof jwt.claims.iat !== 'number')
          throw new Error('claims');
      } catch {
        return answer(403, { reason: 'InvalidProviderToken' });
      }
      fake.calls.push({ path, headers, body: JSON.parse(text) as ApnsCall['body'], jwt });
      if (fake.unregistered.has(token)) return answer(410, { reason: 'Unregistered', timestamp: Date.now() });
      if (fake.badTokens.has(token)) return answer(400, { reason: 'BadDeviceToken' });
      answer(200);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(fake, {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca: tls.cert,
    p8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyId,
    teamId,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Sessions a client still holds open are ended, so close does not wait for them.
        for (const session of sessions) session.destroy();
      }),
  });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return fake;
}
