/**
 * Inspection of outbox de-duplication (read-only): GET /api/_inspect/outbox/receipts?ids=<id>,<id>… answers each
 * accepted item's `{ path, outboxId, deliveries, receivedAt }` (deliveries counts every arrival, the first stored).
 */
import { receipts } from '../lib/outbox.mjs';
import { HttpError } from '../router.mjs';

/** Registers the inspection endpoint. */
export function register(router, sql) {
  router.route('GET', '/api/_inspect/outbox/receipts', ({ query }) => {
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
    if (!ids.length || ids.length > 1000) throw new HttpError(400, 'Query ids must list 1 to 1000 ids');
    return receipts(sql, ids);
  });
}
