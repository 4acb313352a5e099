import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID pair push messages are signed with. Configured keys win; outside production a local pair is made once and
 * kept in DATA_DIR/vapid.json (a browser's subscription is bound to the public key, so it must survive restarts);
 * production without keys has no push. Read on first use, so a server that never pushes writes nothing.
 */
export function vapidSource(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'NODE_ENV' | 'DATA_DIR'>): () => Vapid | null {
  let known: Vapid | null | undefined;
  return () => {
    if (known !== undefined) return known;
    const subject = config.VAPID_SUBJECT;
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) known = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
    else if (config.NODE_ENV === 'production') known = null;
    else known = { ...localPair(path.join(config.DATA_DIR, 'vapid.json')), subject };
    return known;
  };
}

function localPair(file: string): { publicKey: string; privateKey: string } {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string') return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch {
    // No pair yet (or an unreadable one): make a new one below.
  }
  const pair = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ note: 'local web push keys (not for production)', ...pair }), { mode: 0o600 });
  return pair;
}
