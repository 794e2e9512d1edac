import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { seedTraining } from '../seed';

/**
 * Seeds the assistant's knowledge and waits until the model of it answers. The app's knowledge keeps the model of
 * an earlier test meanwhile, as a server keeps its last model until a retraining lands; a test asks the new one.
 */
export async function seedAssistant(app: FastifyInstance, site: AppConfig['site']) {
  await seedTraining(app.db, site);
  await app.assistant.knowledge.trained();
}
