import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app is the same web build (apps/web/dist) in a Capacitor 7 shell. Brand-specific
 * app ids are set per store build with APP_ID / APP_NAME; the default is the ast brand.
 */
const config: CapacitorConfig = {
  appId: process.env.APP_ID ?? 'it.example.sportello.ast',
  appName: process.env.APP_NAME ?? 'Astra Energia',
  webDir: '../web/dist',
  server: { androidScheme: 'https' },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
