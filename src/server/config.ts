import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type SiteConfig, siteConfigSchema } from '../contracts/site';
import { isTimeZone } from '../contracts/time';
import { passwordProblem, STAFF_PASSWORD_RULE } from './lib/password-strength';

/** An IP address, a CIDR range, or a named range of private addresses. */
function isProxyAddress(entry: string): boolean {
  const value = entry.trim();
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  // The name of the admin it creates ("First Last"); visitors see the first name in a live chat.
  ADMIN_NAME: z.string().trim().min(1).max(201).optional(),
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
  // Caps on mail to addresses visitors type (confirmations, chat transcripts); they hold with RATE_LIMITS=off.
  MAIL_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(3),
  VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(60),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Sample reviews, customer contacts and a partner on a new database; `off` for a real deployment.
  DEMO_CONTENT: z.enum(['on', 'off']).default('on'),
  // Shared request limits and sign-in throttle for several instances; unset: each instance counts in memory.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  // Put before every key this product writes to Redis: several deployments (or test runs) can share one server.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX may hold letters, digits and _ : . - (at most 64)')
    .default('elevate:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies' X-Forwarded-For to believe: `true` (any), `false`, or the proxies' addresses (CIDR allowed).
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value === 'true' || value === 'false' || value.split(',').every(isProxyAddress),
      'TRUST_PROXY must be true, false, or comma-separated proxy addresses (CIDR, loopback, uniquelocal allowed)',
    )
    .default('false'),
  BUSINESS_CONFIG: z.string().default('config/business.json'),
  SITE_URL: z.url().optional(),
  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.email().optional(),
  BUSINESS_SERVICE_AREA: z.string().optional(),
  BUSINESS_HOURS: z.string().optional(),
  BUSINESS_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles').optional(),
});

export type AppConfig = {
  env: z.infer<typeof envSchema>['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string | undefined; password: string | undefined; name?: string | undefined };
  mail: {
    smtpUrl: string | undefined;
    from: string | undefined;
    notifyEmail: string | undefined;
    /** Caps on mail to visitor-typed addresses. */
    caps: { perAddressPerDay: number; sitePerHour: number };
  };
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  rateLimits: boolean;
  demoContent: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  logLevel: string;
  /** Whose X-Forwarded-For to believe: any proxy, none, or the proxies at these addresses. */
  trustProxy: boolean | string[];
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
      timeZone: env.BUSINESS_TIME_ZONE,
      siteUrl:
        env.SITE_URL ?? (fromFile.siteUrl === 'http://localhost:5000' ? `http://localhost:${env.PORT}` : undefined),
    }).filter(([, value]) => value !== undefined),
  );
  return siteConfigSchema.parse({ ...fromFile, ...overrides });
}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((address) => address.trim());
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
    admin: { email: env.ADMIN_EMAIL?.toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      notifyEmail: env.NOTIFY_EMAIL,
      caps: { perAddressPerDay: env.MAIL_PER_ADDRESS_PER_DAY, sitePerHour: env.VISITOR_MAIL_PER_HOUR },
    },
    llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL },
    rateLimits: env.RATE_LIMITS === 'on',
    demoContent: env.DEMO_CONTENT === 'on',
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    site: loadSiteConfig(env),
  };
}
