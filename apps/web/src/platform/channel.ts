import type { Unsubscribe } from './types';

/**
 * Events from the device to listeners. Events that arrive before any listener (a tap that
 * started the app, a URL that opened it) are kept and handed to the first listener.
 */
export class Channel<T> {
  private readonly listeners = new Set<(value: T) => void>();
  private readonly early: T[] = [];

  constructor(private readonly keepEarly = true) {}

  emit(value: T): void {
    if (this.listeners.size === 0) {
      if (this.keepEarly) this.early.push(value);
      return;
    }
    for (const listener of [...this.listeners]) listener(value);
  }

  listen(listener: (value: T) => void): Unsubscribe {
    this.listeners.add(listener);
    for (const value of this.early.splice(0)) listener(value);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
