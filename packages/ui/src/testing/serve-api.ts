import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown } | 'network-error';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stands in for the shop's server in a component test: each call gets the answer kept under
 * its method and path (`'POST /login'`), or under its path alone (`'/api/config'`), without the
 * query. An answer given as a function is asked for each call, with its address (a page of a
 * listing answers the page asked for), and may be a promise the test settles later.
 */
/** A JSON body as its value; any other text (a CSV file) as it is. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function stubFetch(
  answers: Record<string, Answer | ((url: string) => Answer | Promise<Answer>)>,
  record: (request: SentRequest) => void,
) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    record({
      method,
      url: input,
      body: typeof init.body === 'string' ? bodyOf(init.body) : undefined,
      authorization: headers.get('authorization'),
    });
    const path = input.split('?')[0] ?? input;
    const found = answers[`${method} ${path}`] ?? answers[path];
    const answer = typeof found === 'function' ? await found(input) : found;
    if (answer === undefined)
      return new Response(JSON.stringify({ success: false, message: 'Not here' }), { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The server stand-in; returns the list of URLs asked for, so a test can check what the page sent. */
export function serveApi(
  answers: Record<string, Answer | ((url: string) => Answer | Promise<Answer>)>,
): string[] {
  const asked: string[] = [];
  stubFetch(answers, (request) => asked.push(request.url));
  return asked;
}

/** The server stand-in; returns every request with its method, body and authorization. */
export function serveRequests(
  answers: Record<string, Answer | ((url: string) => Answer | Promise<Answer>)>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  stubFetch(answers, (request) => sent.push(request));
  return sent;
}
