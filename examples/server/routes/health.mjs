/** GET /api/health: answers `{ ok: true }` when the server and its store are up. */
export function register(router, sql) {
  router.route('GET', '/api/health', async () => ({ ok: (await sql.get('SELECT 1 AS one'))?.one === 1 }));
}
