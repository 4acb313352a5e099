import { DEMO_ADMIN } from '../../apps/api/src/db/seed/data.ts';
import { Client, Recorder } from './client.ts';
import type { ApiProcess } from './cluster.ts';
import { sleep } from './cluster.ts';

/**
 * An operator renames a visible category through one process; the other process's menu (served from
 * its own cache) must show the new name within a few seconds, then the old name again once restored.
 */
export async function crossProcessCache(writer: ApiProcess, reader: ApiProcess): Promise<{ ok: boolean; ms: number; detail: string }> {
  const admin = new Client(writer.url, new Recorder());
  const login = await admin.call<{ accessToken: string }>('login', 'POST', '/api/auth/login', { email: DEMO_ADMIN.email, user_password: DEMO_ADMIN.password, os: 'scale' });
  if (!login.data) return { ok: false, ms: 0, detail: `admin sign-in ${login.code}` };
  admin.access = login.data.accessToken;
  const console = await admin.call<{ accessToken: string }>('alogin', 'POST', '/api/auth/alogin', { os: 'scale' });
  if (!console.data) return { ok: false, ms: 0, detail: `console sign-in ${console.code}` };
  admin.access = console.data.accessToken;
  const list = await admin.call<{ list: { ca_sn: number; title: string; is_hidden: string }[] }>('categories', 'GET', '/api/admin/catalogue/categories');
  const category = list.data?.list.find((c) => c.is_hidden === 'N');
  if (!category) return { ok: false, ms: 0, detail: 'no visible category' };

  const menuHas = async (title: string) => (await fetch(`${reader.url}/api/comm/menu`).then((r) => r.text())).includes(title);
  const waitFor = async (title: string) => {
    const t0 = Date.now();
    while (!(await menuHas(title))) {
      if (Date.now() - t0 > 5000) return null;
      await sleep(20);
    }
    return Date.now() - t0;
  };
  // Warm the reader's cache first, so a stale entry is what has to be replaced.
  await menuHas(category.title);
  const renamed = `${category.title} (부하 시험)`;
  const change = await admin.call('rename', 'POST', `/api/admin/catalogue/categories/${category.ca_sn}`, { title: renamed });
  if (change.outcome !== 'ok') return { ok: false, ms: 0, detail: `rename ${change.code}` };
  const ms = await waitFor(renamed);
  await admin.call('restore', 'POST', `/api/admin/catalogue/categories/${category.ca_sn}`, { title: category.title });
  const back = await waitFor(category.title);
  if (ms === null || back === null) return { ok: false, ms: ms ?? -1, detail: 'the other process kept serving the old menu for 5 s' };
  return { ok: true, ms, detail: '' };
}
