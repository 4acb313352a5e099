import { describe, expect, it } from 'vitest';
import { parseAdminArgs, parseBackupArgs } from './cli-args.ts';

describe('npm run admin', () => {
  it('reads each form of the usage', () => {
    expect(parseAdminArgs(['grant', 'a@b.kr'])).toEqual({ email: 'a@b.kr', role: 'admin' });
    expect(parseAdminArgs(['grant', 'a@b.kr', '--role', 'staff'])).toEqual({ email: 'a@b.kr', role: 'staff' });
    expect(parseAdminArgs(['grant', 'a@b.kr', '--role=staff'])).toEqual({ email: 'a@b.kr', role: 'staff' });
    expect(parseAdminArgs(['revoke', 'a@b.kr'])).toEqual({ email: 'a@b.kr', role: 'member' });
    expect(parseAdminArgs(['reseal'])).toEqual({ reseal: 'run' });
    expect(parseAdminArgs(['reseal', '--check'])).toEqual({ reseal: 'check' });
    expect(parseAdminArgs(['market-backfill', '--to', '2026-11-20', '--from', '2026-01-02'])).toEqual({ backfill: { from: '2026-01-02', to: '2026-11-20' } });
  });

  it('refuses what the usage does not say, so the usage is printed instead of acting on a guess', () => {
    for (const line of [
      [],
      ['grant'],
      ['grant', 'not-an-email'],
      ['grant', 'a@b.kr', '--role', 'owner'],
      ['grant', 'a@b.kr', '--check'],
      ['revoke', 'a@b.kr', '--role', 'staff'],
      ['reseal', 'a@b.kr'],
      ['reseal', '--unknown'],
      ['market-backfill', '--from', '2026-02-30', '--to', '2026-03-01'],
      ['market-backfill', '--from', '2026-03-02', '--to', '2026-03-01'],
      ['market-backfill', '--from', '2026-03-01'],
      ['drop', 'a@b.kr'],
    ]) expect(parseAdminArgs(line), line.join(' ')).toBeNull();
  });
});

describe('npm run backup / restore', () => {
  it('reads each form of the usage', () => {
    expect(parseBackupArgs(['backup'])).toEqual({ kind: 'backup', out: null });
    expect(parseBackupArgs(['backup', '--out', '/tmp/b'])).toEqual({ kind: 'backup', out: '/tmp/b' });
    expect(parseBackupArgs(['backup', '--list'])).toEqual({ kind: 'list' });
    expect(parseBackupArgs(['restore', 'file.dump'])).toEqual({ kind: 'restore', file: 'file.dump', database: null });
    expect(parseBackupArgs(['restore', 's3:latest', '--database', 'copy'])).toEqual({ kind: 'restore', file: 's3:latest', database: 'copy' });
  });

  it('refuses the rest', () => {
    for (const line of [[], ['backup', 'x'], ['backup', '--list', '--out', 'x'], ['backup', '--out'], ['restore'], ['restore', 'a', 'b'], ['restore', 'a', '--out', 'x'], ['backup', '--database', 'x']]) {
      expect(parseBackupArgs(line), line.join(' ')).toBeNull();
    }
  });
});
