import { describe, expect, it } from 'vitest';
import { ANY_FILE_TYPE, openNativeFile, type NativeDirectory, type NativeFileSystem } from './native-files';

function device(opts: { writable: NativeDirectory[]; opens: string[] }) {
  const log: string[] = [];
  const fs: NativeFileSystem = {
    write: async (directory, path) => {
      log.push(`write:${directory}`);
      if (!opts.writable.includes(directory)) throw new Error('EACCES');
      return `file:///${directory}/${path}`;
    },
    open: async (uri, type) => {
      log.push(`open:${type}`);
      if (!opts.opens.includes(type)) throw new Error('no app');
    },
  };
  return { fs, log };
}

const bill = { name: 'bolletta.pdf', base64: 'JVBERi0=', contentType: 'application/pdf' };

describe('opening a file in the app', () => {
  it('writes to Documents and opens it with its type', async () => {
    const { fs, log } = device({ writable: ['Documents', 'External', 'Cache'], opens: ['application/pdf'] });
    expect(await openNativeFile(fs, bill)).toEqual({
      directory: 'Documents',
      uri: 'file:///Documents/bolletta.pdf',
    });
    expect(log).toEqual(['write:Documents', 'open:application/pdf']);
  });

  it.each([
    [['External', 'Cache'], 'External', ['write:Documents', 'write:External']],
    [['Cache'], 'Cache', ['write:Documents', 'write:External', 'write:Cache']],
  ] as const)('falls back to %j: written in %s', async (writable, where, writes) => {
    const { fs, log } = device({ writable: [...writable], opens: ['application/pdf'] });
    expect((await openNativeFile(fs, bill)).directory).toBe(where);
    expect(log).toEqual([...writes, 'open:application/pdf']);
  });

  it('retries with any type when no app opens the file type', async () => {
    const { fs, log } = device({ writable: ['Documents'], opens: [ANY_FILE_TYPE] });
    await openNativeFile(fs, { ...bill, name: 'dettaglio.csv', contentType: 'text/csv' });
    expect(log).toEqual(['write:Documents', 'open:text/csv', `open:${ANY_FILE_TYPE}`]);
  });

  it('fails when nothing can be written, or nothing opens it', async () => {
    await expect(openNativeFile(device({ writable: [], opens: [] }).fs, bill)).rejects.toThrow(
      'Impossibile salvare il file sul dispositivo',
    );
    await expect(openNativeFile(device({ writable: ['Cache'], opens: [] }).fs, bill)).rejects.toThrow(
      'no app',
    );
  });
});
