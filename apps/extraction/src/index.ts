// The extraction service as a library: its module, its jobs and its start function, started by a main
// (distributed) or by the standalone composition root. Importing this starts nothing.
export {
  ExtractionModule,
  registerExtractionJobs,
  startExtractionService,
  type ExtractionDeps,
  type ExtractionWorker,
  type ExtractionWorkerOptions,
} from './extraction.app';
