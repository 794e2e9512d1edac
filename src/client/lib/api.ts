import type { QueryFunction } from '@tanstack/react-query';

/** Any non-success response raises "<status>: <body text, or the status text>" (docs/product/public-site.md). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** A call with a caller-chosen method and path; a JSON body only when a payload is given; cookies always. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default reader: GET on the key parts joined with slashes, cookies sent, JSON parsed. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export type ApiErrorDetails = { status: number; message: string; fieldErrors: Record<string, string[]> };

/** Reads the status and the server's field errors back out of an error raised by the request layer. */
export function parseApiError(error: unknown): ApiErrorDetails | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  const status = Number(match[1]);
  try {
    const body = JSON.parse(match[2] ?? '') as { message?: string; fieldErrors?: Record<string, string[]> };
    return { status, message: body.message ?? '', fieldErrors: body.fieldErrors ?? {} };
  } catch {
    return { status, message: match[2] ?? '', fieldErrors: {} };
  }
}
