/**
 * jsdom has no fetch API. Importing this module installs stand-ins that cover what RTK Query's
 * fetchBaseQuery uses (new Request, clone, text, status, headers), so the real API slice runs
 * against a fake server; mockApi then decides the answers. Test-only: never in the barrel.
 */
export interface MockRequest {
  path: string;
  method: string;
  headers: Headers;
  /** The JSON body, parsed. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  constructor(url: string, init: { method?: string; headers?: HeadersInit; body?: unknown } = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = init.body;
  }
  clone() {
    return new FakeRequest(this.url, this as { method: string; headers: Headers; body: unknown });
  }
}

class FakeResponse {
  readonly headers = new Headers({ 'content-type': 'application/json' });
  constructor(
    readonly status: number,
    private readonly payload: string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  clone() {
    return new FakeResponse(this.status, this.payload);
  }
  async text() {
    return this.payload;
  }
  async json() {
    return JSON.parse(this.payload) as unknown;
  }
}

/**
 * Answers fetch calls from a table keyed by path ('/api/login'); an unknown path answers 404
 * NOT_FOUND. Returns the list of calls made, for assertions on what was sent.
 */
export function mockApi(routes: Record<string, MockRoute>): MockRequest[] {
  const calls: MockRequest[] = [];
  globalThis.fetch = jest.fn(async (input: unknown) => {
    const request = input as FakeRequest;
    const path = new URL(request.url, 'http://localhost').pathname;
    const raw = request.body;
    const call: MockRequest = {
      path,
      method: request.method,
      headers: request.headers,
      body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const route = routes[path];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } });
    return new FakeResponse(reply.status ?? 200, JSON.stringify(reply.body ?? {})) as unknown as Response;
  }) as typeof fetch;
  return calls;
}

if (typeof globalThis.Request === 'undefined') globalThis.Request = FakeRequest as unknown as typeof Request;
if (typeof globalThis.fetch === 'undefined') mockApi({});
