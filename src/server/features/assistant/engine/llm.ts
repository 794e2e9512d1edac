import { withinDeadline } from '../../../lib/deadline';
import type { KnowledgeDoc } from './documents';

export interface LlmOptions {
  /** From the configuration (`LLM_BASE_URL`) only: never from anything a visitor sends. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** The whole exchange, body included (default 8 s). */
  timeoutMs?: number;
}

export interface ModelAnswer {
  text: string;
  /** The documents the model cited, by key, in order. */
  cited: string[];
}

/** Past this many bytes the provider's answer is not read (a 5-sentence answer is a few hundred). */
const MAX_BODY_BYTES = 64 * 1024;
/** Past this many characters the answer is not what was asked for (at most 5 sentences). */
const MAX_ANSWER_CHARS = 2000;
const DEFAULT_TIMEOUT_MS = 8000;
/** "[1]", "[1, 2]", with the space before it. */
const CITATION = /\s*\[(\d+(?:\s*,\s*\d+)*)\]/g;

const instructions = [
  'You answer questions from visitors of a micro-market business website.',
  'Answer ONLY from the numbered context entries; entry [1] is the one that matches the question best.',
  'Cite the entries you used as [1], [2], ...',
  'Be brief and friendly: at most 5 sentences. Use **bold** sparingly and lines starting with "• " for lists.',
  'If the context does not contain the answer, reply with exactly NO_ANSWER and nothing else.',
].join(' ');

/** Why a provider's answer was not used: logged, never shown to the visitor. */
class Refused extends Error {}

/** The body, up to a limit, read under the request's timeout. */
async function readBody(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new Refused('answer too large');
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

type Choice = { message?: { content?: unknown }; delta?: { content?: unknown }; finish_reason?: unknown };

function choiceOf(data: string): Choice | undefined {
  const parsed = JSON.parse(data) as { choices?: Choice[] } | null;
  return Array.isArray(parsed?.choices) ? parsed.choices[0] : undefined;
}

/**
 * Reads an OpenAI-style answer, whole or streamed as server-sent events. A streamed answer counts only when it
 * ended (`[DONE]` or a finish reason); an answer cut off by the provider's length limit does not count.
 */
function contentOf(type: string, raw: string): string {
  if (!type.includes('text/event-stream') && !raw.trimStart().startsWith('data:')) {
    const choice = choiceOf(raw);
    if (choice?.finish_reason === 'length') throw new Refused('answer cut off');
    const content = choice?.message?.content;
    if (typeof content !== 'string') throw new Refused('no answer in the body');
    return content;
  }
  let text = '';
  let ended = false;
  for (const line of raw.split('\n')) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : '';
    if (!data) continue;
    if (data === '[DONE]') {
      ended = true;
      continue;
    }
    const choice = choiceOf(data);
    const piece = choice?.delta?.content;
    if (typeof piece === 'string') text += piece;
    if (choice?.finish_reason === 'length') throw new Refused('answer cut off');
    if (typeof choice?.finish_reason === 'string') ended = true;
  }
  if (!ended) throw new Refused('stream ended before the answer did');
  return text;
}

/**
 * Asks an OpenAI-compatible chat-completions provider to answer from the given documents only (what the offline
 * assistant picked). Answers null, so that the offline answer is used, on NO_ANSWER, an answer without a citation
 * or citing anything outside the context, an answer cut off, too long or not in the API's shape, an HTTP error or
 * redirect, a refused connection or a timeout. Never throws.
 */
export async function askModel(
  options: LlmOptions,
  question: string,
  entries: Pick<KnowledgeDoc, 'key' | 'title' | 'text'>[],
  log?: { warn(obj: object, msg: string): void },
): Promise<ModelAnswer | null> {
  if (entries.length === 0) return null;
  const context = entries.map((entry, i) => `[${i + 1}] ${entry.title}\n${entry.text}`).join('\n\n');
  try {
    return await withinDeadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, (signal) =>
      answerOf(options, question, entries, context, signal),
    );
  } catch (error) {
    if (error instanceof Refused)
      log?.warn({ reason: error.message }, 'language model answer not used: offline answer given');
    else log?.warn({ err: error }, 'language model unavailable: offline answer given');
    return null;
  }
}

/** The provider's answer, checked; throws `Refused` for one not to use. */
async function answerOf(
  options: LlmOptions,
  question: string,
  entries: Pick<KnowledgeDoc, 'key' | 'title' | 'text'>[],
  context: string,
  signal: AbortSignal,
): Promise<ModelAnswer> {
  const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
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
    // The key and the visitor's words go to the configured address only.
    redirect: 'error',
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Refused(`provider answered ${response.status}`);
  }
  const content = contentOf(response.headers.get('content-type') ?? '', await readBody(response)).trim();
  if (!content) throw new Refused('empty answer');
  if (content.includes('NO_ANSWER')) throw new Refused('NO_ANSWER');
  const numbers = [...content.matchAll(CITATION)].flatMap((match) => (match[1] ?? '').split(',').map(Number));
  if (numbers.length === 0) throw new Refused('no citation');
  if (numbers.some((n) => !entries[n - 1])) throw new Refused('a citation outside the context');
  const text = content.replace(CITATION, '').trim();
  if (!text) throw new Refused('only citations');
  if (text.length > MAX_ANSWER_CHARS) throw new Refused('answer too long');
  const cited = numbers.flatMap((n) => entries[n - 1]?.key ?? []);
  return { text, cited: [...new Set(cited)] };
}
