import type { Transporter } from 'nodemailer';

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
  // nodemailer is loaded with the first message, not at start-up (decision 185).
  let transport: Promise<Transporter> | undefined;
  const openTransport = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  };
  return {
    async send(message) {
      transport ??= openTransport();
      try {
        await (await transport).sendMail({ from, ...message });
      } catch (error) {
        // nodemailer says only "Timeout" or "Greeting never received", depending on which wait ran out first.
        if ((error as { code?: string }).code === 'ETIMEDOUT') {
          throw new Error(`The mail server did not answer within ${Math.ceil(timeoutMs / 1000)} s`);
        }
        throw error;
      }
    },
  };
}
