/** Reading the command-line values every benchmark takes, with messages that say what is allowed. */
import { DATABASE_KINDS, type DatabaseKind } from './databases.ts';

export function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** `--db embedded|postgres`; without it (or with `all`), both. */
export function databasesFrom(raw: string | undefined): readonly DatabaseKind[] {
  if (raw === undefined || raw === 'all') return DATABASE_KINDS;
  const kind = DATABASE_KINDS.find((candidate) => candidate === raw);
  if (kind === undefined) throw new Error(`--db must be one of: ${DATABASE_KINDS.join(', ')}`);
  return [kind];
}
