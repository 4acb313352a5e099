import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The `members` table is owned by the auth module (sign-up writes the row); the other modules below write the
// columns listed for them, and nothing else writes the table (docs/ARCHITECTURE.md, decision 091). A spread
// (`...set`) stands for the columns its parameter's type allows; the type names them in the same file.
const src = path.dirname(fileURLToPath(import.meta.url));

const WRITERS: Record<string, { insert?: true; columns: string[] }> = {
  // The owner: the account is created at sign-up; the password changes (my page, reset) go through here.
  'modules/auth/auth.queries.ts': { insert: true, columns: ['passwordHash', 'passwordChangedAt', 'updatedAt'] },
  // The member's own edits (phone, name, marketing choice) and withdrawal's anonymisation.
  'modules/my/my.queries.ts': {
    columns: [
      '...set', // hpno, userName, isMarket, marketChangedAt
      'updatedAt',
      'email',
      'passwordHash',
      'userName',
      'nickname',
      'hpno',
      'birth',
      'gender',
      'referralCode',
      'guardianName',
      'guardianHpno',
      'guardianVerifiedAt',
      'isMarket',
      'marketChangedAt',
      'status',
      'withdrawnAt',
    ],
  },
  // The verified birth date replaces the typed one.
  'modules/identity/identity.queries.ts': { columns: ['birth', 'updatedAt'] },
  // A guardian corrects an under-14 member's names.
  'modules/guardian/guardian.queries.ts': { columns: ['...v', 'updatedAt'] }, // userName, nickname
  // The console suspends, reactivates and changes roles.
  'modules/admin-members/admin-members.queries.ts': { columns: ['status', 'role', 'updatedAt'] },
  // Dormancy: the notice mark, the separation of personal fields and their restore.
  'modules/dormancy/dormancy.queries.ts': {
    columns: ['dormancy_notice_at', 'status', 'email', 'userName', 'nickname', 'hpno', 'birth', 'gender', 'guardianName', 'guardianHpno', 'updatedAt', '...p', 'dormancyNoticeAt'], // ...p: Profile
  },
  // Suspensions end by themselves (the job of admin-members.module.ts).
  'db/suspensions.ts': { columns: ['status'] },
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'seed' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text between the bracket at `open` and its partner. */
function bracketed(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if ('({['.includes(text[i]!)) depth++;
    if (')}]'.includes(text[i]!) && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Top-level keys (and `...spreads`) of an object literal's inside. */
function keysOf(inside: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inside.length; i++) {
    const c = inside[i];
    if (c !== undefined && '({['.includes(c)) depth++;
    if (c !== undefined && ')}]'.includes(c)) depth--;
    if ((c === ',' && depth === 0) || c === undefined) {
      parts.push(inside.slice(start, i).trim());
      start = i + 1;
    }
  }
  return parts.filter(Boolean).map((p) => (p.startsWith('...') ? p.replace(/^(\.\.\.\w+).*$/s, '$1') : p.replace(/^(\w+).*$/s, '$1')));
}

/** Every write to `members` in a file: its kind and the columns it sets. */
function membersWrites(text: string): { kind: 'insert' | 'update' | 'delete'; columns: string[] }[] {
  const out: { kind: 'insert' | 'update' | 'delete'; columns: string[] }[] = [];
  for (const m of text.matchAll(/\.(insert|update|delete)\(members\)/g)) {
    const kind = m[1] as 'insert' | 'update' | 'delete';
    if (kind !== 'update') {
      out.push({ kind, columns: [] });
      continue;
    }
    const set = text.indexOf('.set(', m.index);
    const brace = text.indexOf('{', set);
    out.push({ kind, columns: set === -1 || brace === -1 ? ['?'] : keysOf(bracketed(text, brace)) });
  }
  for (const m of text.matchAll(/\bupdate\s+members\s+set\s+(\w+)/gi)) out.push({ kind: 'update', columns: [m[1]!] });
  for (const m of text.matchAll(/\b(insert\s+into|delete\s+from)\s+members\b/gi)) out.push({ kind: m[1]!.toLowerCase().startsWith('insert') ? 'insert' : 'delete', columns: [] });
  return out;
}

describe('writers of the members table', () => {
  it('reads the columns of a planted write, spreads included', () => {
    const planted = "await tx.update(members).set({ status, nickname: sql`x`, ...rest, birth: f(a, b) }).where(eq(members.id, 1));";
    expect(membersWrites(planted)).toEqual([{ kind: 'update', columns: ['status', 'nickname', '...rest', 'birth'] }]);
    expect(membersWrites('await db.execute(sql`update members set role = 1`)')).toEqual([{ kind: 'update', columns: ['role'] }]);
  });

  it('are the listed modules, each writing only its listed columns', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const file of sourceFiles(src)) {
      const name = path.relative(src, file).split(path.sep).join('/');
      const allowed = WRITERS[name];
      for (const write of membersWrites(fs.readFileSync(file, 'utf8'))) {
        seen.add(name);
        if (!allowed) problems.push(`${name}: ${write.kind} of members (not a listed writer)`);
        else if (write.kind === 'delete') problems.push(`${name}: deletes members rows (withdrawal anonymises instead)`);
        else if (write.kind === 'insert' && !allowed.insert) problems.push(`${name}: inserts members rows (only sign-up does)`);
        else for (const c of write.columns) if (!allowed.columns.includes(c)) problems.push(`${name}: writes members.${c}`);
      }
    }
    expect(problems).toEqual([]);
    // The list stays short: a module that no longer writes the table leaves it.
    expect([...seen].sort()).toEqual(Object.keys(WRITERS).sort());
  });
});
