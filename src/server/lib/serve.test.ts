import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint';
import { serve } from './serve';

const made = endpoint({
  method: 'POST',
  path: '/things/:id',
  summary: 'Make a thing',
  tags: ['test'],
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  answer: z.object({ id: z.number(), name: z.string() }),
  status: 201,
});
const file = endpoint({ method: 'GET', path: '/file', summary: 'A file', tags: ['test'] });

async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  serve(app, made, {}, async (request) => ({ id: request.params.id, name: request.body.name, extra: 'dropped' }));
  serve(app, file, {}, async (_request, reply) => reply.type('text/csv').send('a,b\n'));
  await app.ready();
  return { app, lines };
}

describe('serve', () => {
  it("answers a handler's value with the endpoint's status, shaped by its answer contract", async () => {
    const { app } = await appWithLog();
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Cooler' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 7, name: 'Cooler' });
    const refused = await app.inject({ method: 'POST', url: '/things/7', payload: {} });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });

  it('leaves a reply the handler sent itself as it is, sent once', async () => {
    const { app, lines } = await appWithLog();
    const response = await app.inject('/file');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('a,b\n');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(lines.join('')).not.toContain('already sent');
    await app.close();
  });
});
