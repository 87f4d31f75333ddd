/**
 * The little of mailparser our tests use. mailparser (a dependency of aws-ses-v2-local, pinned in
 * package.json overrides) ships no types, and @types/mailparser is not installed: if it ever is,
 * delete this file.
 */
declare module "mailparser" {
  export interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }

  export interface Attachment {
    filename?: string;
    contentType: string;
    contentDisposition: string;
    content: Buffer;
    size: number;
  }

  export interface ParsedMail {
    headers: Map<string, unknown>;
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    date?: Date;
    messageId?: string;
    text?: string;
    html: string | false;
    attachments: Attachment[];
  }

  export function simpleParser(source: string | Buffer): Promise<ParsedMail>;
}
