import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from '../../../config';

/** Where template SMS go; a real provider (Aliyun, Tencent …) plugs in here. */
export interface TextSmsProvider {
  send(mobile: string, text: string, log: FastifyBaseLogger): Promise<void>;
}

/** The default SMS provider: writes the message to the server log (development and tests). */
export const logTextSmsProvider: TextSmsProvider = {
  async send(mobile, text, log) {
    log.info({ mobile, text }, 'sms message (log provider)');
  },
};

/** One e-mail of a template. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends template e-mails through the configured SMTP server. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A nodemailer transport over SMTP_*; null when no SMTP server is configured. One transport per send
 * batch, closed with it. nodemailer loads with the first mail: a server that sends none does not carry it
 * (some 12 MB of resident memory).
 * @example const mailer = smtpMailer(ctx.config.smtp)
 */
export function smtpMailer(smtp: SmtpConfig | null): (Mailer & { close(): void }) | null {
  if (!smtp) return null;
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.auth ?? undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    // a transport that failed to load has nothing to close (its send already reported the failure)
    close: () => void transport?.then((t) => t.close()).catch(() => undefined),
  };
}
