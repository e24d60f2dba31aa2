import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps what it receives (and can refuse on request). */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  /** Refuse this many of the next messages with a temporary error (451). */
  failNext = 0;
  url = '';
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.failNext > 0) {
        this.failNext -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    sink.url = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
    return sink;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) =>
      [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)),
    );
  }

  /** Waits until `count` messages to `address` have arrived; returns them. */
  async waitFor(address: string, count = 1, timeoutMs = 20_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} message(s) to ${address}, got ${this.to(address).length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.to(address);
  }

  /** The first message to `address` that `matches`, once it has arrived. */
  async waitForMessage(
    address: string,
    matches: (mail: ParsedMail) => boolean,
    timeoutMs = 20_000,
  ): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
