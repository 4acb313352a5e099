/** The bench's system packages, from Debian, installed with apt-get when missing. */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Installs `pkg` unless `installed` (a path it provides) exists; throws when it still does not. */
export function ensureDebianPackage(pkg: string, installed: string): void {
  if (fs.existsSync(installed)) return;
  console.log(`${pkg} is missing: apt-get install -y ${pkg}`);
  const args = ['apt-get', 'install', '-y', '-qq', pkg];
  const root = process.getuid?.() === 0;
  spawnSync(root ? args[0]! : 'sudo', root ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!fs.existsSync(installed)) throw new Error(`${pkg} could not be installed (apt-get install -y ${pkg})`);
}
