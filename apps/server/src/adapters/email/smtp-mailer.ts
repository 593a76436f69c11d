import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Hands a message to a mail server; rejects with the server's words when it refuses or does not answer. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A mailer for the server in `url` (smtp:// or smtps://, credentials in the URL). Every wait is bounded, so a
 * mail server that accepts the connection and then says nothing fails the try instead of holding it forever.
 */
export function createSmtpMailer(url: string, from: string, timeoutMs = 20_000): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
