import type { ComponentType } from 'react';

/** A lazily loaded screen: each route of the table is its own chunk. */
export type ScreenModule = { default: ComponentType };

/** Route name (from the domain's route table) → the screen's lazy import. */
export type ScreenTable = Record<string, () => Promise<ScreenModule>>;
