import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_FORMATS } from './logFormat';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: z.string().default('loopback'),
    MACHINE_NAME: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    WEB_CONCURRENCY: optionalText.pipe(z.coerce.number<string>().int().min(1).max(64).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
    DATA_DIR: z
      .string()
      .default('.data')
      .transform((dir) => path.resolve(ROOT_DIR, dir)),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    SEED: z.enum(['demo', 'none']).default('demo'),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    WEB_DIST: z
      .string()
      .default('frontend/dist')
      .transform((dir) => path.resolve(ROOT_DIR, dir)),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(20_000),
    RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(300_000),
    SEARCHES_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
    SEARCHES_WAITING: z.coerce.number().int().min(1).max(100_000).default(1000),
    VOCABULARY_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    SHIPMENT_AUTO_DELIVER_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    CASE_ESCALATE_AFTER_HOURS: z.coerce.number().int().min(0).max(8_760).default(72),
    ADMIN_EMAILS: z.string().default(''),
    MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    JOBS: z.enum(['on', 'off']).default('on'),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Handmade Market <no-reply@handmade.market>'),
    MAIL_INBOX_PORT: z.coerce.number().int().min(0).max(65535).default(1080),
    RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WRITE: z.coerce.number().int().min(1).default(300),
    UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
    IMAGE_ENCODERS: z.coerce.number().int().min(1).max(64).optional(),
    IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
    IMAGE_ENCODER_SOCKET: optionalText,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: flag,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET is required in production',
    path: ['JWT_SECRET'],
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    message: 'must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  });

export type Env = z.infer<typeof envSchema>;

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  host: string;
  trustProxy: string;
  /** Sent as `X-Served-By` on every answer when set, to tell replicas apart behind a load balancer. */
  machineName: string | undefined;
  port: number;
  /** API worker processes `npm start` runs (the supervisor's, in backend/src/cluster; `defaultWorkers`). */
  webConcurrency: number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  jwtSecret: string | undefined;
  sessionDays: number;
  seed: Env['SEED'];
  webDist: string;
  /**
   * The origin absolute links (canonical, link previews, sitemaps) use; when unset, the request's own if it
   * is one of `trustedOrigins`, else http://localhost:PORT (modules/pages/siteOrigin.ts).
   */
  publicUrl: string | undefined;
  /** Other origins this server answers as: cross-site writes from them pass, and links may name them. */
  trustedOrigins: string[];
  rateLimits: { auth: number; write: number };
  responseCacheTtlMs: number;
  /** Catalogue searches one process runs at once; the others wait their turn. */
  searchesAtOnce: number;
  /** Searches one process lets wait for a turn; past that they are turned away with 503. */
  searchesWaiting: number;
  /** How soon after a listing changes the search vocabulary (typo fixes, suggestions) is refreshed. */
  vocabularyRefreshMs: number;
  /** A shipped shipment counts as delivered this many days after it was sent (the delivery sweep). */
  shipmentAutoDeliverDays: number;
  /** How long a seller has to settle a case before its buyer may ask an admin to decide. */
  caseEscalateAfterHours: number;
  /** Accounts with these emails (lower case) are admins whenever they sign in. */
  adminEmails: string[];
  /** How long after a message its recipient is mailed, if by then it is unread and they are not connected. */
  messageMailDelaySeconds: number;
  /** Whether this process runs the job queue's scheduled work (`JOBS=off` leaves it to other processes). */
  jobs: boolean;
  /**
   * Where mail goes (`SMTP_URL`); unset outside production, `npm start` runs a local inbox and sets it for its
   * processes (mail/devInbox.ts). Unset and no inbox: mail waits in the queue.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The local inbox's web page port (SMTP takes the next one), when `npm start` runs it. */
  mailInboxPort: number;
  timeouts: { requestTimeoutMs: number; headersTimeoutMs: number };
  s3: S3Config | undefined;
  /** Photos the whole server encodes at once (IMAGE_ENCODERS). */
  imageEncoders: number;
  /** This API process's share: photos it encodes at once, and uploads that may wait for that before a 503. */
  imageEncoding: { encoders: number; waiting: number };
  /**
   * Where the server's encoding process listens (set by the supervisor of `npm start` for its processes):
   * an API process then sends photos there instead of encoding them itself.
   */
  imageEncoderSocket: string | undefined;
}

/** libuv threads kept for file reads, DNS and zlib whatever sharp does (libuv's own default pool size). */
export const IO_THREADS = 4;

/**
 * One encoder per core but one, so a core stays free for the event loop; never so many that sharp (one
 * pool thread per photo being encoded) leaves fewer than IO_THREADS of libuv's pool to file reads.
 */
export function defaultImageEncoders(threadPoolSize: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, threadPoolSize - IO_THREADS));
}

/**
 * API workers unless WEB_CONCURRENCY says: one per core, or half the cores (at least one) when the database
 * is the embedded one on the same cores: there a second worker on two cores serves more of the shopper's mix
 * but lifts a burst of uploads past its memory budget (docs/performance.md, "Processes", has the figures).
 */
export function defaultWorkers(embeddedDatabase: boolean, cores = os.availableParallelism()): number {
  return embeddedDatabase ? Math.max(1, Math.floor(cores / 2)) : cores;
}

/**
 * IMAGE_ENCODERS and IMAGE_QUEUE are for the whole server: each of its `processes` API processes takes its
 * share, at least one encoder, so the server holds about as many photos at once whatever WEB_CONCURRENCY is.
 */
export function imageEncodingPerProcess(encoders: number, waiting: number, processes: number) {
  return {
    encoders: Math.max(1, Math.floor(encoders / processes)),
    waiting: Math.ceil(waiting / processes),
  };
}

/** Reads the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const imageEncoders = env.IMAGE_ENCODERS ?? defaultImageEncoders(env.UV_THREADPOOL_SIZE);
  const webConcurrency = env.WEB_CONCURRENCY ?? defaultWorkers(env.DATABASE_URL === undefined);
  return {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    machineName: env.MACHINE_NAME,
    port: env.PORT,
    webConcurrency,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    jwtSecret: env.JWT_SECRET,
    sessionDays: env.SESSION_DAYS,
    seed: env.SEED,
    webDist: env.WEB_DIST,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    trustedOrigins: env.TRUSTED_ORIGINS,
    rateLimits: { auth: env.RATE_LIMIT_AUTH, write: env.RATE_LIMIT_WRITE },
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_MS,
    vocabularyRefreshMs: env.VOCABULARY_REFRESH_MS,
    shipmentAutoDeliverDays: env.SHIPMENT_AUTO_DELIVER_DAYS,
    caseEscalateAfterHours: env.CASE_ESCALATE_AFTER_HOURS,
    messageMailDelaySeconds: env.MESSAGE_MAIL_DELAY_SECONDS,
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    jobs: env.JOBS === 'on',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailInboxPort: env.MAIL_INBOX_PORT,
    searchesAtOnce: env.SEARCHES_AT_ONCE,
    searchesWaiting: env.SEARCHES_WAITING,
    timeouts: { requestTimeoutMs: env.REQUEST_TIMEOUT_MS, headersTimeoutMs: env.HEADERS_TIMEOUT_MS },
    imageEncoders,
    imageEncoding: imageEncodingPerProcess(imageEncoders, env.IMAGE_QUEUE, webConcurrency),
    imageEncoderSocket: env.IMAGE_ENCODER_SOCKET,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
