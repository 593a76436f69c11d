import { createServer, type Server } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtpServer {
  url: string;
  /** Every message the server accepted, parsed as a mail client would. */
  received: ParsedMail[];
  /** Resolves with the message number `index` (from 0) once it has arrived. */
  message(index: number, timeoutMs?: number): Promise<ParsedMail>;
  /** From now on, answer the recipient with a permanent 550 refusal, or accept again. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, any login), standing in for the parent's mail provider. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        for (const wake of waiting.splice(0)) wake();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async message(index, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= index) {
        if (Date.now() > deadline) throw new Error(`email ${index + 1} did not arrive`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return received[index]!;
    },
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word: the mail server that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
