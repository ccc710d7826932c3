/**
 * The retailer's webhook of the e2e web server (issue 20): the server POSTs every customer request
 * and self-reading to a receiver the test starts on this port (the server's PORT + 5), signed with
 * this secret, and retries fast (JOBS_RETRY_BASE_SECONDS 0.5). No receiver listens during the other
 * specs: their events fail quietly in the background.
 */
export const E2E_WEBHOOK_SECRET = 'e2e-segreto-del-webhook-solo-per-i-test';

export function webhookPort(port = Number(process.env.E2E_PORT ?? 8181)): number {
  return port + 5;
}
