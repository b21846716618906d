/** GET /api/health: answers `{ ok: true }` when the server and its store are up. */
export function register(router, db) {
  router.route('GET', '/api/health', () => ({ ok: db.prepare('select 1 as one').get().one === 1 }));
}
