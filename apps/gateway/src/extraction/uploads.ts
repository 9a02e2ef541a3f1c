import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, Observable, throwError } from 'rxjs';

/**
 * One file from a multipart body, kept in memory, at most `maxBytes`. Multer's own failures (too
 * large, an unexpected field, a second file) become clear 4xx answers with the `{ error }` body.
 */
export function SingleUpload(field: string, maxBytes: number, what: string): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 20 } });
  const mb = Math.round(maxBytes / 1048576);

  @Injectable()
  class SingleUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return new Observable<unknown>((subscriber) => {
        Promise.resolve(this.multer.intercept(context, next))
          .then((inner) =>
            inner
              .pipe(catchError((error: unknown) => throwError(() => translate(error, field, what, mb))))
              .subscribe(subscriber),
          )
          .catch((error: unknown) => subscriber.error(translate(error, field, what, mb)));
      });
    }
  }
  return SingleUploadInterceptor;
}

/** What a controller gets for the uploaded file (multer's memory storage). */
export interface UploadedBytes {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
  size: number;
}

function translate(error: unknown, field: string, what: string, mb: number): unknown {
  if (error instanceof PayloadTooLargeException)
    return new PayloadTooLargeException(`${what} must be at most ${mb} MB`);
  if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST)
    return new HttpException(
      `Send one ${what.toLowerCase()} in the '${field}' field`,
      HttpStatus.BAD_REQUEST,
    );
  return error;
}
