import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'shop-mailer';
export const SMTP_PASSWORD = 'correct horse battery staple';

/** An e-mail as it arrived at the test's mail server. */
export interface ArrivedMail {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  raw: string;
}

export interface TestMailServer {
  /** `smtp://user:password@127.0.0.1:<port>`, as SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** What arrived, in order. */
  readonly arrived: ArrivedMail[];
  /** Recipients the server refuses for good (550). */
  readonly refuse: Set<string>;
  stop(): Promise<void>;
  /** Listens again on the same port, after `stop`. */
  start(): Promise<void>;
}

function address(value: ParsedMail['to'] | ParsedMail['replyTo']): string {
  if (!value) return '';
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).join(', ');
}

/**
 * A real SMTP server (the smtp-server library) on a loopback port, with a user and a
 * password as a mail provider has, keeping each e-mail that arrives parsed.
 */
export async function startTestMailServer(): Promise<TestMailServer> {
  const arrived: ArrivedMail[] = [];
  const refuse = new Set<string>();
  const make = () =>
    new SMTPServer({
      // Plain text on loopback: STARTTLS needs a certificate the test would have to trust.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(to, _session, callback) {
        if (refuse.has(to.address)) {
          const error = Object.assign(new Error(`No such mailbox <${to.address}>`), { responseCode: 550 });
          callback(error);
        } else callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (mail) => {
              arrived.push({
                to: address(mail.to),
                messageId: mail.messageId ?? '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                replyTo: address(mail.replyTo),
                raw,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  let server = make();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const a = server.server.address();
        if (typeof a === 'object' && a) port = a.port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    arrived,
    refuse,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
  };
}
