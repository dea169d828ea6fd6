/**
 * The backups that leave the machine are age files (age-encryption.org/v1), encrypted to the
 * owner's public key, BACKUP_RECIPIENT: only the secret half, which the owner keeps off the
 * server, opens them (decision 0047). The file is streamed through, never held whole.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';

/** The first line of every age file. */
const AGE_HEADER = 'age-encryption.org/v1\n';

/** An encrypted backup is named as the backup it holds, with `.age` after it. */
export const ENCRYPTED_SUFFIX = '.age';

const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

/** Writes `source` encrypted to the recipient as `target`; answers its size. */
export async function encryptFile(source: string, target: string, recipient: string): Promise<number> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(toWeb(createReadStream(source)));
  await pipeline(fromWeb(encrypted), createWriteStream(target, { mode: 0o600, flags: 'wx' }));
  const handle = await fs.open(target, 'r');
  await handle.sync().finally(() => handle.close());
  return (await fs.stat(target)).size;
}

/** Whether the file is an age file rather than a plain backup. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const start = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return start.subarray(0, bytesRead).toString('latin1') === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

/** A key file as age-keygen writes it: comments, and the line `AGE-SECRET-KEY-1…`. */
export function identitiesOf(keyFile: string): string[] {
  return keyFile
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
}

export class WrongKeyError extends Error {}

/**
 * The plain bytes of an encrypted backup, as they are decrypted. The header is read first:
 * a key that does not open the file is refused before anything else happens. A file cut
 * short or changed fails as its damaged part is reached (each chunk carries its own tag).
 */
export async function decryptingStream(file: string, identities: readonly string[]): Promise<Readable> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  let decrypted: ReadableStream<Uint8Array>;
  try {
    decrypted = await decrypter.decrypt(toWeb(createReadStream(file)));
  } catch (error) {
    throw new WrongKeyError((error as Error).message);
  }
  return fromWeb(decrypted);
}

/** A new key: the secret as a key file's text (to keep off the server), and its public half. */
export async function newBackupKey(now = new Date()): Promise<{ keyFile: string; recipient: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  return {
    recipient,
    keyFile: `# created: ${now.toISOString()}\n# public key: ${recipient}\n${identity}\n`,
  };
}
