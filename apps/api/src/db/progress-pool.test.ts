import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { createProgressPool } from './progress-pool.ts';
import { withDatabase } from '../test/global-setup.ts';

describe('progress saves are durable', () => {
  it('commit synchronously even on a server whose default is asynchronous (the test server runs with synchronous_commit=off)', async () => {
    const pool = createProgressPool(withDatabase(inject('pgAdminUrl'), inject('templateDb')));
    try {
      const { rows } = await pool.query<{ synchronous_commit: string }>('show synchronous_commit');
      expect(rows[0]?.synchronous_commit).toBe('on');
    } finally {
      await pool.end();
    }
  });
});
