/// <reference types="vite/client" />
// The portal's modules the type checker walks through the kit's imports (never bundled here).
declare const __APP_VERSION__: string;
