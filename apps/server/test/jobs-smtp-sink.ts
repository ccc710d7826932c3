import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  at: number;
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives. Stopped,
 * nothing listens on its port (the connection is refused); `refusing`, it answers each connection
 * with 421 (service not available), as a mail server does when it cannot take mail for a while,
 * and notes when each attempt came.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  readonly refusedAt: number[] = [];
  refusing = false;
  /** How long the server takes to accept a mail once its content has arrived (a slow server). */
  delayMs = 0;
  /** Mails whose content has started to arrive (accepted or not yet). */
  receiving = 0;
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        if (!this.refusing) return callback();
        this.refusedAt.push(Date.now());
        const error = Object.assign(new Error('Servizio non disponibile, riprovare più tardi'), {
          responseCode: 421,
        });
        return callback(error);
      },
      onData: (stream, session, callback) => {
        this.receiving += 1;
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          setTimeout(() => {
            const from = session.envelope.mailFrom;
            this.mails.push({
              from: from ? from.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              at: Date.now(),
            });
            callback();
          }, this.delayMs);
        });
      },
    };
    const server = new SMTPServer(options);
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails received for one address. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }
}
