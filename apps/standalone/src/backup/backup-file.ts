import { createHash } from 'node:crypto';
import { z } from 'zod';

/*
 * One backup file of a standalone app: a first line naming the format, a JSON header line listing
 * each part (name, size, SHA-256) and the checksum of everything after the header, then the parts'
 * bytes one after another. A restore checks all of it before it touches the data directory.
 */

export const BACKUP_MAGIC = 'MISE-BACKUP';
export const BACKUP_FORMAT = 'mise-backup';
export const BACKUP_VERSION = 1;

export interface BackupPart {
  /** `db.tar.gz`, `uploads/<key>`, `auth/<file>`: where it goes under DATA_DIR (the database aside). */
  name: string;
  data: Buffer;
}

const BackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  parts: z.array(
    z.object({
      name: z.string().min(1),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

export class BackupFileError extends Error {
  constructor(message: string) {
    super(`Not a usable backup: ${message}`);
    this.name = 'BackupFileError';
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function writeBackupFile(parts: BackupPart[], createdAt = new Date()): Buffer {
  const body = Buffer.concat(parts.map((part) => part.data));
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    sha256: sha256(body),
    parts: parts.map((part) => ({ name: part.name, size: part.data.length, sha256: sha256(part.data) })),
  };
  return Buffer.concat([Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`), body]);
}

/** A part's name must stay inside the data directory it is restored to. */
const SAFE_NAME = /^(?:db\.tar\.gz|(?:uploads|auth)\/(?:[\w.-]+\/)*[\w.-]+)$/;

/** The parts of a backup file, after checking its format, version, every size and every checksum. */
export function readBackupFile(file: Buffer): { header: BackupHeader; parts: BackupPart[] } {
  const firstEnd = file.indexOf(0x0a);
  if (firstEnd < 0 || file.subarray(0, firstEnd).toString() !== BACKUP_MAGIC)
    throw new BackupFileError(`it does not start with ${BACKUP_MAGIC}`);
  const headerEnd = file.indexOf(0x0a, firstEnd + 1);
  if (headerEnd < 0) throw new BackupFileError('its header is cut short');
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.subarray(firstEnd + 1, headerEnd).toString('utf8'));
  } catch {
    throw new BackupFileError('its header is not JSON');
  }
  const header = BackupHeader.safeParse(parsed);
  if (!header.success) throw new BackupFileError('its header is not a Mise backup header');
  if (header.data.version !== BACKUP_VERSION)
    throw new BackupFileError(`version ${header.data.version}; this Mise restores version ${BACKUP_VERSION}`);
  const body = file.subarray(headerEnd + 1);
  const expected = header.data.parts.reduce((sum, part) => sum + part.size, 0);
  if (body.length !== expected)
    throw new BackupFileError(`it holds ${body.length} bytes of data, its header lists ${expected}`);
  if (sha256(body) !== header.data.sha256) throw new BackupFileError('its checksum does not match');
  const parts: BackupPart[] = [];
  let offset = 0;
  for (const part of header.data.parts) {
    if (!SAFE_NAME.test(part.name) || part.name.split('/').includes('..'))
      throw new BackupFileError(`a part is named ${JSON.stringify(part.name)}`);
    const data = body.subarray(offset, offset + part.size);
    if (sha256(data) !== part.sha256)
      throw new BackupFileError(`the checksum of ${part.name} does not match`);
    parts.push({ name: part.name, data });
    offset += part.size;
  }
  if (!parts.some((part) => part.name === 'db.tar.gz')) throw new BackupFileError('it holds no database');
  return { header: header.data, parts };
}
