import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { adminHomePlugin } from './features/admin-home/plugin';
import { adminSearchPlugin } from './features/admin-search/plugin';
import { assistantPlugin } from './features/assistant/plugin';
import { authPlugin, staffAuthPlugin } from './features/auth/plugin';
import { chatPlugin } from './features/chat/plugin';
import { dashboardPlugin } from './features/dashboard/plugin';
import { feedbackPlugin } from './features/feedback/plugin';
import { healthPlugin } from './features/health/plugin';
import { inquiriesPlugin } from './features/inquiries/plugin';
import { locationsPlugin, portalAuthPlugin } from './features/locations/plugin';
import { mailPlugin } from './features/mail/plugin';
import { prospectsPlugin } from './features/prospects/plugin';
import { reviewsPlugin } from './features/reviews/plugin';
import { usersPlugin } from './features/users/plugin';
import { logSerializers } from './lib/log-serializers';
import { compressionPlugin } from './plugins/compression';
import { crossSitePlugin } from './plugins/cross-site';
import { databasePlugin } from './plugins/database';
import { domainEventsPlugin } from './plugins/domain-events';
import { errorsPlugin } from './plugins/errors';
import { honeypotPlugin } from './plugins/honeypot';
import { liveBusPlugin } from './plugins/live-bus';
import { openApiPlugin } from './plugins/openapi';
import { type BuildLocation, pagesPlugin } from './plugins/pages';
import { privateAnswersPlugin } from './plugins/private-answers';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { ReadyAnswers } from './plugins/ready-answers';
import { asyncStandardOutput, type LogOutput, RequestLog } from './plugins/request-log';
import { routeRegistryPlugin } from './plugins/route-registry';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sharedStorePlugin } from './plugins/shared-store';
import { unstorableTextPlugin } from './plugins/unstorable-text';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database with the app (true for the real server; tests share one). */
  ownsDatabase?: boolean;
  /** Serve the built web client and its prerendered pages (needs `npm run build`), or a build elsewhere. */
  pages?: boolean | BuildLocation;
  /** Run the mail worker in the background (the server does; tests call `app.mail.worker.runOnce()`). */
  mailWorker?: boolean;
  /** The logger's options, stream included (tests read the log this way); default: LOG_LEVEL, to `logOutput`. */
  logger?: FastifyServerOptions['logger'];
  /** Where the log goes when no `logger` is given (default: standard output, written without blocking). */
  logOutput?: LogOutput;
};

/** Every logger of the app prints requests and errors without the personal data they may carry. */
function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...logSerializers, ...options.serializers } };
}

/** Builds the whole application: cross-cutting plugins first, then the features. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const logger = options.logger ?? {
    level: config.logLevel,
    stream: (options.logOutput ?? asyncStandardOutput()).stream,
  };
  // Public answers already made as bytes go out before the framework sees the request (plugins/ready-answers.ts).
  const readyAnswers = new ReadyAnswers();
  const app = Fastify({
    serverFactory: readyAnswers.serverFactory,
    logger: withLogSerializers(logger),
    // One line per request, when its answer is finished (plugins/request-log.ts).
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('readyAnswers', readyAnswers);
  readyAnswers.logTo(app.log);
  await app.register(routeRegistryPlugin);
  await app.register(databasePlugin, { handle: options.database, owned: options.ownsDatabase ?? false });
  await app.register(errorsPlugin);
  await app.register(domainEventsPlugin);
  await app.register(unstorableTextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(crossSitePlugin);
  await app.register(sharedStorePlugin);
  await app.register(rateLimitsPlugin, { enabled: config.rateLimits });
  await app.register(honeypotPlugin);
  await app.register(openApiPlugin);
  await app.register(liveBusPlugin);

  // The two guards, before any feature: each attaches itself to every back-office or portal route declared after it.
  await app.register(staffAuthPlugin);
  await app.register(portalAuthPlugin);
  // The features, each one plugin (features/<name>/plugin.ts) that declares what it needs; the public calls first,
  // as the API's documentation lists them.
  await app.register(mailPlugin, { startWorker: options.mailWorker ?? false });
  await app.register(healthPlugin);
  await app.register(inquiriesPlugin);
  await app.register(feedbackPlugin);
  await app.register(reviewsPlugin);
  await app.register(assistantPlugin);
  await app.register(chatPlugin);
  await app.register(authPlugin);
  await app.register(adminHomePlugin);
  await app.register(adminSearchPlugin);
  await app.register(dashboardPlugin);
  await app.register(usersPlugin);
  await app.register(prospectsPlugin);
  await app.register(locationsPlugin);

  const pages = options.pages ?? false;
  await app.register(pagesPlugin, {
    enabled: pages !== false,
    site: config.site,
    build: typeof pages === 'object' ? pages : undefined,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Public answers sent before routing, once made (plugins/ready-answers.ts). */
    readyAnswers: ReadyAnswers;
  }
}
