import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type SiteConfig, siteConfigSchema } from '../contracts/site';
import { passwordProblem, STAFF_PASSWORD_RULE } from './lib/password-strength';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  // The admin it creates is staff like any other: the staff password rule applies (decision 023).
  ADMIN_PASSWORD: z
    .string()
    .superRefine((value, context) => {
      const problem = passwordProblem(value, STAFF_PASSWORD_RULE);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  NOTIFY_EMAIL: z.email().optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Sample reviews, customer contacts and a partner on a new database; `off` for a real deployment.
  DEMO_CONTENT: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  BUSINESS_CONFIG: z.string().default('config/business.json'),
  SITE_URL: z.url().optional(),
  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.email().optional(),
  BUSINESS_SERVICE_AREA: z.string().optional(),
  BUSINESS_HOURS: z.string().optional(),
});

export type AppConfig = {
  env: z.infer<typeof envSchema>['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string | undefined; password: string | undefined };
  mail: { smtpUrl: string | undefined; from: string | undefined; notifyEmail: string | undefined };
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  rateLimits: boolean;
  demoContent: boolean;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  site: SiteConfig;
};

function loadSiteConfig(env: z.infer<typeof envSchema>): SiteConfig {
  const file = path.resolve(env.BUSINESS_CONFIG);
  const fromFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const overrides = Object.fromEntries(
    Object.entries({
      name: env.BUSINESS_NAME,
      phone: env.BUSINESS_PHONE,
      email: env.BUSINESS_EMAIL,
      serviceArea: env.BUSINESS_SERVICE_AREA,
      hours: env.BUSINESS_HOURS,
      siteUrl:
        env.SITE_URL ?? (fromFile.siteUrl === 'http://localhost:5000' ? `http://localhost:${env.PORT}` : undefined),
    }).filter(([, value]) => value !== undefined),
  );
  return siteConfigSchema.parse({ ...fromFile, ...overrides });
}

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    admin: { email: env.ADMIN_EMAIL?.toLowerCase(), password: env.ADMIN_PASSWORD },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, notifyEmail: env.NOTIFY_EMAIL },
    llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL },
    rateLimits: env.RATE_LIMITS === 'on',
    demoContent: env.DEMO_CONTENT === 'on',
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    site: loadSiteConfig(env),
  };
}
