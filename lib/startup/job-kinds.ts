/**
 * Every job kind, imported for its registerJobKind side effect before the engine starts workers
 * (lib/startup/database.ts). Add a line here for a new kind (import, product purge…). Here rather than
 * in lib/jobs: the kinds are the service's, and the engine sits below the service.
 */
import '@/lib/service/products/bulk/job';
import '@/lib/service/import/job';
