import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, HandlerAnswer, ParamsOf, QueryOf } from '../../contracts/endpoint';

/** The request a handler of `E` gets: its params, query and body as its contract has read them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * A handler gives the answer (sent with the endpoint's success status) or, for a file or a stream, the reply it
 * has sent itself.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | FastifyReply>;

/** The schema Fastify validates and serializes with, and documents in OpenAPI, made from the contract. */
export function schemaOf(endpoint: Endpoint) {
  const response: Record<number, unknown> = {};
  if (endpoint.answer) response[endpoint.status ?? 200] = endpoint.answer;
  Object.assign(response, endpoint.errors);
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers the route of an endpoint: its path, method and schema from the contract, who may call it from
 * `config` (the guards read it), and the handler. A handler that has sent the reply itself (a file, a stream, a
 * prepared answer) answers with that; any other value is the answer, sent with the endpoint's success status.
 */
export function serve<E extends Endpoint>(
  app: Pick<FastifyInstance, 'route'>,
  endpoint: E,
  config: FastifyContextConfig,
  handler: EndpointHandler<E>,
) {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
    schema: schemaOf(endpoint),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A reply is a thenable: returned from an async handler it settles to its send, not to itself.
      if (answer === reply || reply.sent) return reply;
      return reply.code(status).send(answer);
    },
  });
}
