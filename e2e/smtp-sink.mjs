// The parent's mail provider for the browser journeys: a real SMTP server (smtp-server) that keeps every message it
// accepts, parsed by mailparser, and lists them as JSON over HTTP so a journey can read the email a parent got.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAILBOX_PORT ?? 3126);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      received.push({
        to: mail.to?.value.map((address) => address.address) ?? [],
        from: mail.from?.value[0]?.address ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      });
      callback();
    }, callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  if (request.url === '/healthz') return response.end('ok');
  if (request.url === '/messages') {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(received));
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
