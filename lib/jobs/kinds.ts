/**
 * Every job kind, imported for its registerJobKind side effect before the engine starts workers.
 * Add a line here for a new kind (import, product purge…).
 */
import '@/lib/service/products/bulk/job';
import '@/lib/service/import/job';
