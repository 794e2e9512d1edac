import type { KnowledgeDoc } from './documents';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

export interface ModelAnswer {
  text: string;
  /** The documents the model cited, by key, in order. */
  cited: string[];
}

const instructions = [
  'You answer questions from visitors of a micro-market business website.',
  'Answer ONLY from the numbered context entries. Cite the entries you used as [1], [2], ...',
  'Be brief and friendly: at most 5 sentences. Use **bold** sparingly and lines starting with "• " for lists.',
  'If the context does not contain the answer, reply with exactly NO_ANSWER and nothing else.',
].join(' ');

/** Reads an OpenAI-style answer, whole or streamed as server-sent events. */
async function readContent(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    return body.choices?.[0]?.message?.content ?? '';
  }
  let text = '';
  const raw = await response.text();
  for (const line of raw.split('\n')) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : '';
    if (!data || data === '[DONE]') continue;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
    text += chunk.choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

/**
 * Asks an OpenAI-compatible chat-completions provider to answer from the retrieved documents only (the same
 * entries and site passages the offline engine found). Answers null, so that the offline answer is used, on NO_ANSWER, an answer without a
 * valid citation, an HTTP error, a refused connection or a timeout.
 */
export async function askModel(
  options: LlmOptions,
  question: string,
  entries: Pick<KnowledgeDoc, 'key' | 'title' | 'text'>[],
  log?: { warn(obj: object, msg: string): void },
): Promise<ModelAnswer | null> {
  const context = entries.map((entry, i) => `[${i + 1}] ${entry.title}\n${entry.text}`).join('\n\n');
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.2,
        stream: false,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: `Context:\n${context}\n\nQuestion: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    const content = (await readContent(response)).trim();
    if (!content || content.includes('NO_ANSWER')) return null;
    const cited = [...content.matchAll(/\[(\d+)\]/g)]
      .map((match) => Number(match[1]))
      .flatMap((n) => entries[n - 1]?.key ?? []);
    if (cited.length === 0) return null;
    const text = content.replace(/\s*\[\d+\]/g, '').trim();
    return { text, cited: [...new Set(cited)] };
  } catch (error) {
    log?.warn({ err: error }, 'language model unavailable: offline answer used');
    return null;
  }
}
