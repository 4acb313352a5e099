import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on its own database (test/test-app.ts), so the files of a worker share the
    // imported modules: importing the whole API once per file was most of the suite's time (4 files: 116 → 64 s).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
