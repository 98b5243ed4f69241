import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row's id: a stable Message-ID and file name. */
  id: number;
  kind: string;
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** Where e-mails go: an SMTP server, or a folder of .eml files on a developer's machine. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function messageOf(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    // The same id on every try: a receiving server that got it twice can tell.
    messageId: `<outbox-${mail.id}@${domain}>`,
  };
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1) || 'statefront.invalid';

/**
 * SMTP through nodemailer from a URL such as `smtp://user:password@mail.example:587`:
 * STARTTLS whenever the server offers it (`smtps://` for TLS from the start; add
 * `?requireTLS=true` to refuse a server that does not offer it).
 */
export function smtpTransport(url: string): MailTransport {
  // Short time-outs: a claimed batch must be done well within the outbox's lease.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(mail, domainOf(mail.from.address)));
    },
    close() {
      transporter.close();
    },
  };
}

/** Each e-mail written to `dir` as `<id>-<kind>.eml` (no SMTP_URL: a developer's machine). */
export function folderTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(messageOf(mail, domainOf(mail.from.address)));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`), info.message as Buffer);
    },
    close() {},
  };
}
