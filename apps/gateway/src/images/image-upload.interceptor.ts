import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { invalid, unsafeInput } from '@mise/contracts';
import { DEFAULT_IMAGE_LIMITS } from '@mise/platform-storage';

/** "10 MB", "256 KB": the limit as a person reads it. */
export function sizeLabel(bytes: number): string {
  return bytes >= 1048576 ? `${Math.floor(bytes / 1048576)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** Room for the text parts that travel with the file (a recipe's fields) and the multipart framing. */
const FIELDS_ALLOWANCE = 1024 * 1024;

/**
 * Reads one multipart file part (`field`) into memory, with the other parts as `@Body()` strings.
 * A body declared larger than the file limit plus the fields, or a file part over `maxBytes`, stops
 * the request with 413 `{ error }` before the rest is read, so nothing is stored and the record is
 * left as it was. Text parts holding what no input may (see `unsafeInput`) are refused with 400
 * naming the part. Bodies that are not multipart pass through to the JSON parser's own limit.
 */
export function imageUpload(
  field: string,
  maxBytes = DEFAULT_IMAGE_LIMITS.maxBytes,
  what = 'Image',
): Type<NestInterceptor> {
  const Files = FileInterceptor(field, {
    storage: memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 100, fieldSize: 1024 * 1024, parts: 120 },
  });
  const message = `${what} must be at most ${sizeLabel(maxBytes)}`;

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    private readonly files = new Files();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const declared = Number(req.headers['content-length']);
      if (declared > maxBytes + FIELDS_ALLOWANCE) throw new PayloadTooLargeException(message);
      // The form's text parts exist once multer has read them: checked before the route runs.
      const checked: CallHandler = {
        handle: () => {
          const problem =
            unsafeInput(req.body) ??
            (req.file ? unsafeInput(req.file.originalname, [`${field} file name`]) : null);
          if (problem) throw invalid(problem);
          return next.handle();
        },
      };
      try {
        return await this.files.intercept(context, checked);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(message);
        throw error;
      }
    }
  }
  return mixin(ImageUploadInterceptor);
}
