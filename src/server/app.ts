import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DbHandle } from './db/create-db';
import type { AppContext } from './lib/context';
import { createPublicCache, frontDoorLogLine } from './lib/public-cache';
import { createLocalStorage, createS3Storage, type FileStorage } from './lib/storage';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { totpGatePlugin } from './modules/auth/totp-gate';
import { totpRoutes } from './modules/auth/totp.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminImagesRoutes, publicImagesRoutes } from './modules/images/images.routes';
import { usersRoutes } from './modules/users/users.routes';
import { adminPrivacyRoutes } from './modules/users/privacy.routes';
import { accountRoutes } from './modules/account/account.routes';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { adminMessagesRoutes, contactRoutes } from './modules/contact/contact.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { photoFileRoutes, propertyPhotosRoutes } from './modules/properties/photos.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { tenanciesRoutes } from './modules/tenancies/tenancies.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentDocumentsRoutes } from './modules/payments/payment-documents.routes';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes';
import { tenantPaymentsRoutes } from './modules/payments/tenant-payments.routes';
import { statementImportRoutes } from './modules/payments/import/import.routes';
import { deductionsRoutes } from './modules/payments/deductions.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { inspectionsRoutes } from './modules/inspections/inspections.routes';
import { tenantPortalRoutes } from './modules/tenant-portal/tenant-portal.routes';
import { tenantInvitationsRoutes } from './modules/tenant-portal/tenant-invitations.routes';
import { contractorsRoutes } from './modules/contractors/contractors.routes';
import { emailRoutes } from './modules/notifications/email/email.routes';
import { smsRoutes } from './modules/notifications/sms/sms.routes';
import {
  notificationLogRoutes,
  tenantSentMessagesRoutes,
} from './modules/notifications/log/notification-log.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { auditContextPlugin } from './plugins/audit-context';
import { authPlugin, SAFE_METHODS } from './plugins/auth';
import { clientPagesPlugin } from './plugins/client-pages';
import { seoRoutes } from './modules/seo/seo.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { inputTolerancePlugin } from './plugins/input-tolerance';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    dbHandle: DbHandle;
    /**
     * The app's own context: its database records writes as the system. Start-up, jobs and tests
     * use it; code under a request uses `request.ctx` (plugins/audit-context.ts), whose writes are
     * the caller's. Lint keeps it out of modules, plugins and lib (ADR 0020).
     */
    systemCtx: AppContext;
  }
}

export const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);
/** The server renderer of the public pages, built beside the client (npm run build). */
export const defaultSsrEntry = path.resolve(defaultClientDir, '../ssr/entry-server.js');

export interface BuildAppOptions {
  config: AppConfig;
  dbHandle: DbHandle;
  /** Nudges the outbox sender; tests that do not run one pass a no-op. */
  kickOutbox?: () => void;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  clientDir?: string;
  /** File storage; by default from STORAGE (DATA_DIR/uploads or S3). */
  storage?: FileStorage;
}

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = options;
  const publicCache = createPublicCache(dbHandle.db, config.publicCachePollMs, {
    // The front door's answers go to the request log as counts per path.
    onReport: (counts) => options.logger?.info(frontDoorLogLine(counts), 'kept public answers sent'),
  });
  const app = Fastify({
    // The public cache's front door answers a visitor's repeat of a kept public answer before the
    // pipeline runs (ADR 0017); everything else goes to Fastify.
    serverFactory: (handler, serverOptions) => {
      const server = http.createServer((request, response) => {
        if (!publicCache.serveAtFront(request, response)) handler(request, response);
      });
      // As Fastify sets up a server it creates itself (its defaults: 72 s keep-alive, no timeouts).
      server.keepAliveTimeout = Number(serverOptions.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(serverOptions.requestTimeout ?? 0);
      server.setTimeout(Number(serverOptions.connectionTimeout ?? 0));
      return server;
    },
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Fastify's own two lines per request are off; plugins/request-log.ts writes one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A number of hops: the client is that many addresses from the right of X-Forwarded-For, so a
    // forged left-most entry changes nothing. 0: no proxy, the connection's own address.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('dbHandle', dbHandle);
  const storage =
    options.storage ??
    (config.storage === 's3'
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads')));
  app.addHook('preClose', (done) => {
    publicCache.stop();
    done();
  });
  // A change made here shows here at once: read the version again before a write's answer goes
  // (a refused or failed call changed nothing; concurrent writers share one read).
  app.addHook('onSend', (request, reply, payload, done) => {
    const wrote = !SAFE_METHODS.has(request.method) && reply.statusCode < 400;
    if (!wrote) return done(null, payload);
    publicCache.refresh().then(() => done(null, payload), done);
  });
  app.decorate('systemCtx', {
    db: dbHandle.db,
    config,
    storage,
    publicCache,
    kickOutbox: options.kickOutbox ?? (() => {}),
    log: app.log,
  });

  await app.register(errorHandlerPlugin);
  // Before any hook that may write: every request's code is handed `request.ctx`, which writes as the caller.
  await app.register(auditContextPlugin);
  // A GET or HEAD carries no body to decompress: its routes go without the compress plugin's
  // request hook (it must see this first, so this hook is added before the plugin).
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (reads && route.decompress === undefined) route.decompress = false;
  });
  // Pages and JSON go out compressed (Brotli or gzip); built files have compressed copies already.
  // A request body may come compressed (gzip, deflate or Brotli).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(cookie);
  // Multipart bodies: only in the route plugins with an upload (lib/multipart-upload.ts acceptUploads).
  await app.register(authPlugin, { publicUrl: config.publicUrl });
  await app.register(totpGatePlugin);
  await app.register(inputTolerancePlugin);
  await app.register(requestLogPlugin);
  // Before the routes: it collects each one as it is registered, for /api/openapi.json and /api/docs.
  await app.register(apiDocsPlugin, { production: config.production });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(totpRoutes);
  await app.register(usersRoutes);
  await app.register(adminPrivacyRoutes);
  await app.register(accountRoutes);
  await app.register(propertiesRoutes);
  await app.register(propertyPhotosRoutes);
  await app.register(photoFileRoutes);
  await app.register(tenanciesRoutes);
  await app.register(paymentsRoutes);
  await app.register(paymentDocumentsRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(tenantPaymentsRoutes);
  await app.register(statementImportRoutes);
  await app.register(deductionsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(inspectionsRoutes);
  await app.register(tenantPortalRoutes);
  await app.register(tenantInvitationsRoutes);
  await app.register(contractorsRoutes);
  await app.register(emailRoutes);
  await app.register(smsRoutes);
  await app.register(notificationLogRoutes);
  await app.register(tenantSentMessagesRoutes);
  await app.register(communicationsRoutes);
  await app.register(documentsRoutes);
  await app.register(complianceRoutes);
  await app.register(publicImagesRoutes);
  await app.register(adminImagesRoutes);
  await app.register(contactRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(listingsRoutes);
  await app.register(applicationsRoutes);
  await app.register(seoRoutes);
  await app.register(auditRoutes);

  await app.register(clientPagesPlugin, {
    clientDir: options.clientDir ?? defaultClientDir,
    ssrEntry: options.clientDir ? path.resolve(options.clientDir, '../ssr/entry-server.js') : defaultSsrEntry,
    publicUrl: config.publicUrl,
  });
  return app;
}
