// The little of jsdom the build uses (it ships no types of its own; the prerender runs it).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis & { close(): void };
    serialize(): string;
  }
}
