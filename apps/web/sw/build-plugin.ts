import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Writes dist/sw.js from sw/service-worker.js (decision 114): its version is a hash of the build's file names (a
 * rebuild with any change is a new worker, an identical one is not), and its shell is the entry's script and styles
 * with the chunks they import at once, the manifest and its icons. Lazy pages are cached as they are first fetched.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'school-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const shell = new Set<string>(['/manifest.webmanifest', '/icons/icon-192.png', '/favicon.svg']);
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        shell.add(`/${item.fileName}`);
        for (const name of item.imports) shell.add(`/${name}`);
        for (const css of item.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
      }
      const template = fs.readFileSync(fileURLToPath(new URL('./service-worker.js', import.meta.url)), 'utf8');
      const source = template.replace("'__SW_VERSION__'", JSON.stringify(version)).replace('= __SW_SHELL__;', `= ${JSON.stringify([...shell])};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
