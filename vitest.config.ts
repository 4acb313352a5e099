import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API tests wait on PostgreSQL more than they compute: on 2 cores, 3 workers took the whole run
    // from 226 s to 134 s (vitest's default there is 1); 4 gained nothing more.
    maxWorkers: 3,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      'apps/api',
      'apps/web',
    ],
  },
});
