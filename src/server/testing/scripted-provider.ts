import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the scripted provider received, as it came. */
export interface ProviderRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** The numbered context the assistant sent (between "Context:" and "Question:"). */
  context: string;
  /** The titles of the numbered context entries, in order. */
  titles: string[];
  question: string;
}

/** How the provider answers the next requests. */
export type Script = (response: ServerResponse) => void;

const sendJson = (response: ServerResponse, body: unknown) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};
const sendEvents = (response: ServerResponse, events: unknown[], done: boolean) => {
  response.setHeader('content-type', 'text/event-stream');
  for (const event of events) response.write(`data: ${JSON.stringify(event)}\n\n`);
  response.end(done ? 'data: [DONE]\n\n' : '');
};

/** Answers of an OpenAI-compatible chat-completions provider, and the ways one fails. */
export const scripts = {
  /** A whole answer with this content. */
  answer:
    (content: string, finishReason = 'stop'): Script =>
    (response) =>
      sendJson(response, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      }),
  /** The answer streamed as server-sent events, in these pieces; `ended` false: the stream stops early. */
  stream:
    (pieces: string[], ended = true): Script =>
    (response) =>
      sendEvents(
        response,
        pieces.map((piece) => ({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })),
        ended,
      ),
  status:
    (code: number, body = 'upstream exploded'): Script =>
    (response) => {
      response.statusCode = code;
      response.end(body);
    },
  /** 200 with a body that is not the API's JSON. */
  garbage: (): Script => (response) => {
    response.setHeader('content-type', 'application/json');
    response.end('<html>502 Bad Gateway</html>');
  },
  /** Headers, then nothing: the request hangs until the client gives up. */
  hang: (): Script => (response) => {
    response.setHeader('content-type', 'application/json');
    response.flushHeaders();
  },
  /** Part of a stream, then the connection is cut. */
  cutMidStream: (): Script => (response) => {
    response.setHeader('content-type', 'text/event-stream');
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'It costs' } }] })}\n\n`);
    setTimeout(() => response.destroy(), 20);
  },
  /** The connection closed before any answer. */
  reset: (): Script => (response) => {
    response.socket?.destroy();
  },
  redirect:
    (location: string): Script =>
    (response) => {
      response.statusCode = 307;
      response.setHeader('location', location);
      response.end();
    },
};

/**
 * An OpenAI-compatible provider on loopback that answers by a script the test sets and records every request it
 * receives (`POST {baseUrl}/chat/completions`).
 */
export async function startScriptedProvider() {
  const requests: ProviderRequest[] = [];
  let script: Script = scripts.answer('It costs the property nothing [1].');
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      let body: ProviderRequest['body'] = {};
      try {
        body = JSON.parse(raw) as ProviderRequest['body'];
      } catch {
        // Recorded as it is: the test reads what came.
      }
      const user = body.messages?.at(-1)?.content ?? '';
      const context = user.match(/^Context:\n([\s\S]*?)\n\nQuestion: /)?.[1] ?? '';
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
        context,
        titles: [...context.matchAll(/^\[\d+\] (.*)$/gm)].map((match) => match[1] ?? ''),
        question: user.match(/\n\nQuestion: ([\s\S]*)$/)?.[1] ?? '',
      });
      script(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** How the provider answers from now on. */
    play(next: Script) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ScriptedProvider = Awaited<ReturnType<typeof startScriptedProvider>>;
