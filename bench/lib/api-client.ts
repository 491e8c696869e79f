// A browser-like client for the real API: keeps cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN on writes.
export type ApiResponse = { status: number; body: unknown; ms: number };

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
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

  /** Loads the app once (XSRF cookie), then registers a fresh user, who stays signed in. */
  async signUp(): Promise<void> {
    await this.request('GET', '/api/health');
    const res = await this.request('POST', '/api/user/register', {
      firstName: 'Bench',
      emailId: `bench-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'Str0ngPassw0rd!',
    });
    if (res.status !== 201)
      throw new Error(`register answered ${String(res.status)}: ${JSON.stringify(res.body)}`);
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
