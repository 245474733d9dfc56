import { randomUUID } from 'node:crypto';

/** An e-mail the backend would have sent (password recovery, e-mail change). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The action link of the mail, e.g. the recovery link to `/auth/v1/verify`. */
  link: string;
  type: 'recovery' | 'email_change';
  createdAt: string;
}

export type MailDraft = Omit<MailMessage, 'id' | 'createdAt'>;

/** Local stand-in for SMTP: keeps every mail in memory and logs its link. */
export class Outbox {
  readonly #messages: MailMessage[] = [];

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => Date,
  ) {}

  send(draft: MailDraft): MailMessage {
    const message: MailMessage = {
      ...draft,
      id: randomUUID(),
      createdAt: this.now().toISOString(),
    };
    this.#messages.push(message);
    this.log(`[local-supabase] mail to ${message.to}: ${message.subject}\n  ${message.link}`);
    return message;
  }

  list(): MailMessage[] {
    return this.#messages.map((message) => ({ ...message }));
  }
}
