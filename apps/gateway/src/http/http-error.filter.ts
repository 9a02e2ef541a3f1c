import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { AppError, ERROR_STATUS, ErrorBody } from '@mise/contracts';
import type { Response } from 'express';
import { TooManyRequestsException } from './rate-limit';

/** The one place errors become HTTP: AppError kinds map to statuses; anything else is a bare 500. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(exception);
    if (exception instanceof TooManyRequestsException)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): [number, ErrorBody] {
    if (exception instanceof AppError) return [ERROR_STATUS[exception.kind], { error: exception.message }];
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      return [status, { error: status === HttpStatus.NOT_FOUND ? 'Not found' : exception.message }];
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return [HttpStatus.INTERNAL_SERVER_ERROR, { error: 'Internal server error' }];
  }
}
