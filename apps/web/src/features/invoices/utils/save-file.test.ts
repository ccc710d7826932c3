import { describe, expect, it } from 'vitest';
import { base64ToBlob, fileNameFor } from './save-file';

describe('downloaded files', () => {
  it.each([
    ['bolletta-AST-1.pdf', 'application/pdf', 'bolletta-AST-1.pdf'],
    ['bolletta-AST-1', 'application/pdf', 'bolletta-AST-1.pdf'],
    ['dettaglio-AST-1', 'text/csv; charset=utf-8', 'dettaglio-AST-1.csv'],
    ['documento', 'application/x-unknown', 'documento'],
  ])('%j as %j is saved as %j', (name, type, saved) => {
    expect(fileNameFor(name, type)).toBe(saved);
  });

  it('turns base64 into a Blob of the same bytes and type', async () => {
    const blob = base64ToBlob(btoa('%PDF-1.7 test'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 test');
  });

  it('takes the type from the file name when the answer has none', () => {
    expect(base64ToBlob(btoa('a;b'), '', 'x.csv').type).toBe('text/csv');
    expect(base64ToBlob(btoa('?'), '', 'x').type).toBe('application/octet-stream');
  });

  it('keeps a large document whole across the 512-byte chunks', async () => {
    const text = 'x'.repeat(1500);
    expect((await base64ToBlob(btoa(text), 'text/plain').text()).length).toBe(1500);
  });
});
