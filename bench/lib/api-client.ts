// A browser-like client for the real API: keeps cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN on writes.
export type ApiResponse = { status: number; body: unknown; ms: number };

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const xsrf = this.xsrfToken();
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, ms };
  }

  /** The XSRF cookie's value (its name may carry a production prefix such as `__Host-`). */
  xsrfToken(): string | undefined {
    const entry = [...this.cookies].find(([name]) => name.endsWith('XSRF-TOKEN'));
    return entry ? decodeURIComponent(entry[1]) : undefined;
  }

  /** The Cookie header this client sends, for a load generator replaying its session. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Loads the app once (XSRF cookie), then registers a fresh user, who stays signed in; answers the credentials. */
  async signUp(): Promise<{ emailId: string; password: string }> {
    await this.request('GET', '/api/health');
    const credentials = {
      emailId: `bench-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'Str0ngPassw0rd!',
    };
    const res = await this.request('POST', '/api/user/register', { firstName: 'Bench', ...credentials });
    if (res.status !== 201)
      throw new Error(`register answered ${String(res.status)}: ${JSON.stringify(res.body)}`);
    return credentials;
  }

  /** The sandbox driver /api/health reports. */
  async sandbox(): Promise<string> {
    const res = await this.request('GET', '/api/health');
    const body = res.body as { sandbox?: unknown };
    return typeof body.sandbox === 'string' ? body.sandbox : 'unknown';
  }

  async problemId(title: string): Promise<string> {
    const res = await this.request('GET', '/api/problem/getAllProblem');
    const list = Array.isArray(res.body) ? (res.body as { _id: string; title: string }[]) : [];
    const found = list.find((p) => p.title === title);
    if (!found) throw new Error(`problem '${title}' is not in the API's list (${String(res.status)})`);
    return found._id;
  }
}
