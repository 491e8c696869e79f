import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about an account: the login name typed on its page is the account's `sub`. */
export type LocalAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login name; a login not listed is an account without an email. */
  accounts: Map<string, LocalAccount>;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package, the reference implementation the OpenID
 * Foundation certifies) on a free port of this machine, with one confidential client and its own login and
 * consent pages (any password is right). Its ID tokens carry only `sub`, as the specification's default: the
 * email and names come from userinfo.
 */
export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${String(port)}`;
  const clientId = 'codecourt';
  const clientSecret = 'codecourt-local-provider-secret';
  const accounts = new Map<string, LocalAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['codecourt-local-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Said explicitly, so the provider does not print a notice for each default it falls back on.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    void handle(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/**
 * Goes through the provider's own pages as a browser would (its cookies kept, each form posted with its
 * fields): signs in as `login` and consents, or, with `deny`, aborts at the consent. Answers the address the
 * provider sends the browser back to (the app's callback, with the code or the error).
 */
export async function signInAtLocalProvider(
  authorizationUrl: string,
  login: string,
  options: { deny?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (next.origin !== origin) return next;
    const res = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    keep(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const page = await res.text();
    if (res.status !== 200)
      throw new Error(`the provider answered ${String(res.status)}: ${page.slice(0, 300)}`);
    const consent = page.includes('name="prompt" value="consent"');
    if (consent && options.deny) {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error('the consent page has no abort link');
      next = new URL(abort, next);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`);
    next = new URL(action, next);
    form = new URLSearchParams(
      consent ? { prompt: 'consent' } : { prompt: 'login', login, password: 'any password' },
    );
  }
  throw new Error('the provider never sent the browser back');
}
