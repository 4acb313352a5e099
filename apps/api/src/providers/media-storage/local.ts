import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, checkPrefix, type MediaStorage } from './media-storage.ts';

/** A directory on this machine (or a mount every process shares): the default. */
export class LocalStorage implements MediaStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private full(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.full(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR') return null;
      throw err;
    });
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    const file = this.full(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temp = `${file}.${process.pid}.part`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.full(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(file, target).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      await fs.copyFile(file, target);
      await fs.rm(file, { force: true });
    });
  }

  async download(key: string, file: string): Promise<boolean> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    return fs.copyFile(this.full(key), file, fs.constants.COPYFILE_FICLONE).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.full(checkPrefix(prefix).slice(0, -1));
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.part'))
      .map((e) => prefix + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.full(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.full(checkPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
  }
}
